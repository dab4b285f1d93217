import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { members, paymentPasswordGuards } from '../../db/schema.ts';

export function createPaymentPasswordRepository(db: AppDatabase) {
  return {
    async findHash(memberId: number): Promise<string | null> {
      const [row] = await db.select({ hash: members.paymentPasswordHash }).from(members).where(eq(members.id, memberId)).limit(1);
      return row?.hash ?? null;
    },

    /** The mobile number bound to the member's account (null without one). */
    async findMobile(memberId: number): Promise<string | null> {
      const [row] = await db.select({ mobile: members.mobile }).from(members).where(eq(members.id, memberId)).limit(1);
      return row?.mobile ?? null;
    },

    /** Stores the first payment password; false when the member has one already. */
    async setFirst(memberId: number, hash: string): Promise<boolean> {
      const rows = await db
        .update(members)
        .set({ paymentPasswordHash: hash })
        .where(and(eq(members.id, memberId), isNull(members.paymentPasswordHash)))
        .returning({ id: members.id });
      return rows.length === 1;
    },

    async replace(memberId: number, hash: string): Promise<void> {
      await db.update(members).set({ paymentPasswordHash: hash }).where(eq(members.id, memberId));
    },

    async lockedUntil(memberId: number): Promise<Date | null> {
      const [row] = await db
        .select({ lockedUntil: paymentPasswordGuards.lockedUntil })
        .from(paymentPasswordGuards)
        .where(eq(paymentPasswordGuards.memberId, memberId));
      return row?.lockedUntil ?? null;
    },

    /** Counts one more wrong entry in a row and answers the count (one statement, so parallel entries all count). */
    async countFailure(memberId: number): Promise<number> {
      const [row] = await db
        .insert(paymentPasswordGuards)
        .values({ memberId, failedAttempts: 1 })
        .onConflictDoUpdate({ target: paymentPasswordGuards.memberId, set: { failedAttempts: sql`${paymentPasswordGuards.failedAttempts} + 1` } })
        .returning({ failedAttempts: paymentPasswordGuards.failedAttempts });
      return row!.failedAttempts;
    },

    /** Locks until `until` and starts the count again for the entries after the lock. */
    async lock(memberId: number, until: Date): Promise<void> {
      await db.update(paymentPasswordGuards).set({ lockedUntil: until, failedAttempts: 0 }).where(eq(paymentPasswordGuards.memberId, memberId));
    },

    async clearFailures(memberId: number): Promise<void> {
      await db.update(paymentPasswordGuards).set({ failedAttempts: 0 }).where(eq(paymentPasswordGuards.memberId, memberId));
    },
  };
}

export type PaymentPasswordRepository = ReturnType<typeof createPaymentPasswordRepository>;
