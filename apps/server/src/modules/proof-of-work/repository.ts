import { lt } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { proofOfWorkUses } from '../../db/schema.ts';

export function createProofOfWorkRepository(db: AppDatabase) {
  return {
    /** Records a solved challenge; false when it was used before. */
    async markUsed(signature: string, expiresAt: Date): Promise<boolean> {
      const rows = await db.insert(proofOfWorkUses).values({ signature, expiresAt }).onConflictDoNothing().returning({ signature: proofOfWorkUses.signature });
      return rows.length === 1;
    },

    async purgeExpired(now: Date): Promise<void> {
      await db.delete(proofOfWorkUses).where(lt(proofOfWorkUses.expiresAt, now));
    },
  };
}

export type ProofOfWorkRepository = ReturnType<typeof createProofOfWorkRepository>;
