import { and, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { gameRounds, gameTransactions, members, merchants, type GameTransactionKind } from '../../db/schema.ts';

export type GameRoundRow = typeof gameRounds.$inferSelect;
export type GameTransactionRow = typeof gameTransactions.$inferSelect;

/** Vendors' rounds and transactions, on the executor it is given (the game API's transaction). */
export function createGameApiRepository(db: AppDatabase) {
  return {
    async findTransaction(vendor: string, transactionId: string): Promise<GameTransactionRow | null> {
      const [row] = await db.select().from(gameTransactions).where(and(eq(gameTransactions.vendor, vendor), eq(gameTransactions.transactionId, transactionId)));
      return row ?? null;
    },

    /** A rollback naming this debit, kept before or after it. */
    async findRollbackOf(vendor: string, debitTransactionId: string): Promise<GameTransactionRow | null> {
      const [row] = await db.select().from(gameTransactions)
        .where(and(eq(gameTransactions.vendor, vendor), eq(gameTransactions.refTransactionId, debitTransactionId), eq(gameTransactions.kind, 'ROLLBACK')));
      return row ?? null;
    },

    async insertTransaction(row: {
      vendor: string; transactionId: string; kind: GameTransactionKind; roundRef: number | null; memberId: number | null;
      amountMinor: number; refTransactionId?: string; balanceMinor: number | null;
    }): Promise<void> {
      await db.insert(gameTransactions).values(row);
    },

    async findRound(vendor: string, roundId: string): Promise<GameRoundRow | null> {
      const [row] = await db.select().from(gameRounds).where(and(eq(gameRounds.vendor, vendor), eq(gameRounds.roundId, roundId)));
      return row ?? null;
    },

    /** The round, made open for this member and game when it is new; locked until the transaction ends. */
    async lockRound(vendor: string, roundId: string, open?: { memberId: number; gameId: number }): Promise<GameRoundRow | null> {
      if (open) await db.insert(gameRounds).values({ vendor, roundId, ...open }).onConflictDoNothing();
      const [row] = await db.select().from(gameRounds).where(and(eq(gameRounds.vendor, vendor), eq(gameRounds.roundId, roundId))).for('update');
      return row ?? null;
    },

    async merchantCodeOfMember(memberId: number): Promise<string | null> {
      const [row] = await db.select({ code: merchants.code }).from(members).innerJoin(merchants, eq(merchants.id, members.merchantId)).where(eq(members.id, memberId));
      return row?.code ?? null;
    },

    async addStake(roundRef: number, deltaMinor: number): Promise<void> {
      await db.update(gameRounds).set({ stakeMinor: sql`${gameRounds.stakeMinor} + ${deltaMinor}` }).where(eq(gameRounds.id, roundRef));
    },

    async settle(roundRef: number, winMinor: number, at: Date): Promise<void> {
      await db.update(gameRounds).set({ winMinor, status: 'SETTLED', settledAt: at }).where(eq(gameRounds.id, roundRef));
    },

    async voidIfEmpty(roundRef: number, at: Date): Promise<void> {
      await db.update(gameRounds).set({ status: 'VOID', settledAt: at })
        .where(and(eq(gameRounds.id, roundRef), eq(gameRounds.stakeMinor, 0), eq(gameRounds.status, 'OPEN')));
    },
  };
}
