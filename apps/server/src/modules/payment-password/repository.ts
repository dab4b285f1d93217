import { and, eq, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { members } from '../../db/schema.ts';

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
  };
}

export type PaymentPasswordRepository = ReturnType<typeof createPaymentPasswordRepository>;
