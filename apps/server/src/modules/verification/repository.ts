import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { verificationCodes } from '../../db/schema.ts';

export type VerificationCodeRow = typeof verificationCodes.$inferSelect;

export function createVerificationRepository(db: AppDatabase) {
  return {
    /** Stores a new code and retires the earlier open codes of the same recipient and purpose. */
    async insertReplacing(code: typeof verificationCodes.$inferInsert, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(verificationCodes)
          .set({ consumedAt: now })
          .where(and(
            eq(verificationCodes.merchantId, code.merchantId),
            eq(verificationCodes.recipient, code.recipient),
            eq(verificationCodes.purpose, code.purpose),
            isNull(verificationCodes.consumedAt),
          ));
        await tx.insert(verificationCodes).values(code);
      });
    },

    /** Drops codes older than every limit and expiry. */
    async deleteCreatedBefore(before: Date): Promise<void> {
      await db.delete(verificationCodes).where(lt(verificationCodes.createdAt, before));
    },

    async countSentTo(merchantId: number, recipient: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(verificationCodes)
        .where(and(eq(verificationCodes.merchantId, merchantId), eq(verificationCodes.recipient, recipient), gt(verificationCodes.createdAt, since)));
      return row?.total ?? 0;
    },

    async countSentFrom(ip: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(verificationCodes)
        .where(and(eq(verificationCodes.ip, ip), gt(verificationCodes.createdAt, since)));
      return row?.total ?? 0;
    },

    /** The newest open, unexpired code of the recipient for the purpose. */
    async findOpen(merchantId: number, recipient: string, purpose: string, now: Date): Promise<VerificationCodeRow | null> {
      const [row] = await db
        .select()
        .from(verificationCodes)
        .where(and(
          eq(verificationCodes.merchantId, merchantId),
          eq(verificationCodes.recipient, recipient),
          eq(verificationCodes.purpose, purpose),
          isNull(verificationCodes.consumedAt),
          gt(verificationCodes.expiresAt, now),
        ))
        .orderBy(desc(verificationCodes.id))
        .limit(1);
      return row ?? null;
    },

    /** Uses up one try of the code; false when none is left. */
    async claimAttempt(id: number, maxAttempts: number): Promise<boolean> {
      const rows = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(and(eq(verificationCodes.id, id), lt(verificationCodes.attempts, maxAttempts)))
        .returning({ id: verificationCodes.id });
      return rows.length === 1;
    },

    /** Marks the code used; false when another request used it first. */
    async consume(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(verificationCodes)
        .set({ consumedAt: now })
        .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
        .returning({ id: verificationCodes.id });
      return rows.length === 1;
    },
  };
}

export type VerificationRepository = ReturnType<typeof createVerificationRepository>;
