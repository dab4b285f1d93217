import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { bankCards, members, withdrawBanks, type WithdrawBankRow } from '../../db/schema.ts';

const cardColumns = {
  id: bankCards.id,
  bankId: bankCards.bankId,
  bankCode: withdrawBanks.code,
  bankName: withdrawBanks.name,
  type: withdrawBanks.type,
  accountName: bankCards.accountName,
  accountNumber: bankCards.accountNumber,
  createdAt: bankCards.createdAt,
};

/** A bound card with its bank, the full account number included (never sent to the member as is). */
export type StoredBankCard = { id: number; bankId: number; bankCode: string; bankName: string; type: WithdrawBankRow['type']; accountName: string; accountNumber: string; createdAt: Date };

const boundTo = (memberId: number) => and(eq(bankCards.memberId, memberId), isNull(bankCards.removedAt));

/** Withdraw banks and bound cards, on the executor it is given: the database, or a transaction. */
export function createBankCardRepository(db: AppDatabase) {
  return {
    listBanks(merchantId: number): Promise<WithdrawBankRow[]> {
      return db.select().from(withdrawBanks).where(eq(withdrawBanks.merchantId, merchantId)).orderBy(asc(withdrawBanks.sortOrder), asc(withdrawBanks.id));
    },

    async findBank(merchantId: number, bankId: number): Promise<WithdrawBankRow | null> {
      const [row] = await db.select().from(withdrawBanks).where(and(eq(withdrawBanks.merchantId, merchantId), eq(withdrawBanks.id, bankId)));
      return row ?? null;
    },

    listOwn(memberId: number): Promise<StoredBankCard[]> {
      return db.select(cardColumns).from(bankCards).innerJoin(withdrawBanks, eq(withdrawBanks.id, bankCards.bankId))
        .where(boundTo(memberId)).orderBy(asc(bankCards.id));
    },

    async findOwn(memberId: number, cardId: number): Promise<StoredBankCard | null> {
      const [row] = await db.select(cardColumns).from(bankCards).innerJoin(withdrawBanks, eq(withdrawBanks.id, bankCards.bankId))
        .where(and(boundTo(memberId), eq(bankCards.id, cardId)));
      return row ?? null;
    },

    async countOwn(memberId: number): Promise<number> {
      const [row] = await db.select({ total: count() }).from(bankCards).where(boundTo(memberId));
      return row?.total ?? 0;
    },

    /** The member's payee name, locking the member's row until the transaction ends (binds one at a time). */
    async lockPayeeName(memberId: number): Promise<string | null> {
      const [row] = await db.select({ payeeName: members.payeeName }).from(members).where(eq(members.id, memberId)).for('no key update');
      return row?.payeeName ?? null;
    },

    async readPayeeName(memberId: number): Promise<string | null> {
      const [row] = await db.select({ payeeName: members.payeeName }).from(members).where(eq(members.id, memberId));
      return row?.payeeName ?? null;
    },

    async setPayeeName(memberId: number, payeeName: string): Promise<void> {
      await db.update(members).set({ payeeName }).where(eq(members.id, memberId));
    },

    async insert(card: { merchantId: number; memberId: number; bankId: number; accountName: string; accountNumber: string }): Promise<number> {
      const [row] = await db.insert(bankCards).values(card).returning({ id: bankCards.id });
      return row!.id;
    },

    /** Unbinds one of the member's cards; false when the member has no such card. */
    async remove(memberId: number, cardId: number, now: Date): Promise<boolean> {
      const rows = await db.update(bankCards).set({ removedAt: now }).where(and(boundTo(memberId), eq(bankCards.id, cardId))).returning({ id: bankCards.id });
      return rows.length === 1;
    },
  };
}

export type BankCardRepository = ReturnType<typeof createBankCardRepository>;
