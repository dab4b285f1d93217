import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { TransactionType } from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import { bets, games, ledgerAccounts, ledgerPostings, ledgerTransfers, type TransferType } from '../../db/schema.ts';
import { localDay, sumMinor, type Paging, type Period } from './period.ts';

export type BetGroupRow = { key: string; bets: number; stakeMinor: number; winMinor: number };
export type MoneyGroupRow = { key: string; depositMinor: number; withdrawalMinor: number; bonusMinor: number };

/** Money in and out for the profit and loss: deposits and bonuses reach the wallet, paid withdrawals leave the hold. */
const MONEY_TYPES: TransferType[] = ['DEPOSIT', 'WITHDRAW_PAYOUT', 'BONUS', 'REBATE'];

/** By position: a day's expression carries the offset as a parameter, which a repeated expression would not match. */
const FIRST_COLUMN = sql`1`;

/** The member's own rows only: every query is bound to one member id. */
export function createRecordsRepository(db: AppDatabase) {
  const betsOfPeriod = (memberId: number, period: Period) =>
    and(eq(bets.memberId, memberId), gte(bets.createdAt, period.start), lt(bets.createdAt, period.end));
  const betTotals = { bets: count(), stakeMinor: sumMinor(bets.stakeMinor), winMinor: sumMinor(bets.winMinor) };

  const postingsOfPeriod = (period: Period) => and(gte(ledgerPostings.createdAt, period.start), lt(ledgerPostings.createdAt, period.end));
  const walletPostings = (memberId: number, period: Period, type: TransactionType | undefined) =>
    and(
      eq(ledgerAccounts.kind, 'member-wallet'), eq(ledgerAccounts.memberId, memberId), postingsOfPeriod(period),
      type ? eq(ledgerTransfers.type, type) : undefined,
    );

  return {
    async bets(memberId: number, period: Period, paging: Paging) {
      const rows = await db
        .select({
          id: bets.id, gameName: games.name, vendor: games.vendor, gameCategory: games.gameCategory,
          stakeMinor: bets.stakeMinor, winMinor: bets.winMinor, createdAt: bets.createdAt,
        })
        .from(bets)
        .innerJoin(games, eq(games.id, bets.gameId))
        .where(betsOfPeriod(memberId, period))
        .orderBy(desc(bets.createdAt), desc(bets.id))
        .limit(paging.pageSize)
        .offset((paging.page - 1) * paging.pageSize);
      const [totals] = await db.select(betTotals).from(bets).where(betsOfPeriod(memberId, period));
      return { rows, totals: totals! };
    },

    async betsByDay(memberId: number, period: Period): Promise<BetGroupRow[]> {
      return db.select({ key: localDay(bets.createdAt, period), ...betTotals }).from(bets).where(betsOfPeriod(memberId, period)).groupBy(FIRST_COLUMN);
    },

    async betsByCategory(memberId: number, period: Period): Promise<BetGroupRow[]> {
      return db
        .select({ key: games.gameCategory, ...betTotals })
        .from(bets)
        .innerJoin(games, eq(games.id, bets.gameId))
        .where(betsOfPeriod(memberId, period))
        .groupBy(games.gameCategory);
    },

    /** The wallet's postings, newest first, with their transfer; a spin's transfers name the game (reference `game:<id>`). */
    async walletTransfers(memberId: number, period: Period, type: TransactionType | undefined, paging: Paging) {
      const rows = await db
        .select({
          id: ledgerTransfers.id, type: ledgerTransfers.type, amountMinor: ledgerPostings.amountMinor,
          balanceAfterMinor: ledgerPostings.balanceAfterMinor, reference: ledgerTransfers.reference, createdAt: ledgerPostings.createdAt,
          gameName: games.name,
        })
        .from(ledgerPostings)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
        .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerPostings.transferId))
        .leftJoin(games, sql`${ledgerTransfers.reference} = 'game:' || ${games.id}`)
        .where(walletPostings(memberId, period, type))
        .orderBy(desc(ledgerPostings.id))
        .limit(paging.pageSize)
        .offset((paging.page - 1) * paging.pageSize);
      const [totals] = await db
        .select({
          count: count(),
          creditMinor: sumMinor(sql`greatest(${ledgerPostings.amountMinor}, 0)`),
          debitMinor: sumMinor(sql`greatest(-${ledgerPostings.amountMinor}, 0)`),
        })
        .from(ledgerPostings)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
        .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerPostings.transferId))
        .where(walletPostings(memberId, period, type));
      return { rows, totals: totals! };
    },

    async moneyByDay(memberId: number, period: Period): Promise<MoneyGroupRow[]> {
      const amountOf = (types: TransferType[]) => sumMinor(sql`case when ${inArray(ledgerTransfers.type, types)} then abs(${ledgerPostings.amountMinor}) else 0 end`);
      return db
        .select({
          key: localDay(ledgerPostings.createdAt, period),
          depositMinor: amountOf(['DEPOSIT']),
          withdrawalMinor: amountOf(['WITHDRAW_PAYOUT']),
          bonusMinor: amountOf(['BONUS', 'REBATE']),
        })
        .from(ledgerPostings)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
        .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerPostings.transferId))
        .where(and(eq(ledgerAccounts.memberId, memberId), postingsOfPeriod(period), inArray(ledgerTransfers.type, MONEY_TYPES)))
        .groupBy(FIRST_COLUMN);
    },
  };
}

export type RecordsRepository = ReturnType<typeof createRecordsRepository>;
