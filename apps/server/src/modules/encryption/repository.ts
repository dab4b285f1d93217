import { asc, eq, lt } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { requestNonces, rsaKeys } from '../../db/schema.ts';

export type RsaKeyRow = typeof rsaKeys.$inferSelect;

export function createEncryptionRepository(db: AppDatabase) {
  return {
    async findOldestKey(): Promise<RsaKeyRow | null> {
      const [row] = await db.select().from(rsaKeys).orderBy(asc(rsaKeys.createdAt), asc(rsaKeys.kid)).limit(1);
      return row ?? null;
    },

    async findKey(kid: string): Promise<RsaKeyRow | null> {
      const [row] = await db.select().from(rsaKeys).where(eq(rsaKeys.kid, kid)).limit(1);
      return row ?? null;
    },

    async insertKey(key: Omit<RsaKeyRow, 'createdAt'>): Promise<void> {
      await db.insert(rsaKeys).values(key).onConflictDoNothing();
    },

    /** Records a nonce; false when it was already there (a replay). */
    async claimNonce(nonce: string, expiresAt: Date): Promise<boolean> {
      const inserted = await db
        .insert(requestNonces)
        .values({ nonce, expiresAt })
        .onConflictDoNothing()
        .returning({ nonce: requestNonces.nonce });
      return inserted.length === 1;
    },

    async deleteExpiredNonces(now: Date): Promise<void> {
      await db.delete(requestNonces).where(lt(requestNonces.expiresAt, now));
    },
  };
}

export type EncryptionRepository = ReturnType<typeof createEncryptionRepository>;
