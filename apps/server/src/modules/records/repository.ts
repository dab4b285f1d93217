import { and, count, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TransactionType } from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import {
  bets, depositOrders, gameVendors, games, ledgerAccounts, ledgerPostings, ledgerTransfers, members, withdrawals, type TransferType,
} from '../../db/schema.ts';
import { localDay, sumMinor, type Paging, type Period } from './period.ts';

export type BetGroupRow = { key: string; bets: number; stakeMinor: number; winMinor: number };
export type MoneyGroupRow = { key: string; depositMinor: number; withdrawalMinor: number; bonusMinor: number };

/** Money in and out for the profit and loss: deposits and bonuses reach the wallet, paid withdrawals leave the hold. */
const MONEY_TYPES: TransferType[] = ['DEPOSIT', 'WITHDRAW_PAYOUT', 'BONUS', 'REBATE'];

/** The transfers of a deposit order (its credit and its bonus) name the order number as their reference. */
const DEPOSIT_ORDER_TYPES: TransferType[] = ['DEPOSIT', 'BONUS'];
/** The wallet's side of a withdrawal (the payout leaves the hold); their reference is `withdrawal:<id>`. */
const WITHDRAWAL_TYPES: TransferType[] = ['WITHDRAW_HOLD', 'WITHDRAW_REFUND'];
/** Transfers from one member's wallet to another's: the record names the other member. */
const MEMBER_TO_MEMBER_TYPES: TransferType[] = ['UPLINE_TRANSFER', 'AGENT_FUND_TRANSFER'];

const otherPosting = alias(ledgerPostings, 'other_posting');
const otherAccount = alias(ledgerAccounts, 'other_account');
const otherMember = alias(members, 'other_member');

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
          id: bets.id, gameName: games.name, vendor: games.vendor, vendorName: gameVendors.name, gameCategory: games.gameCategory,
          stakeMinor: bets.stakeMinor, winMinor: bets.winMinor, createdAt: bets.createdAt,
        })
        .from(bets)
        .innerJoin(games, eq(games.id, bets.gameId))
        .innerJoin(gameVendors, eq(gameVendors.code, games.vendor))
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

    /**
     * The wallet's postings, newest first, with their transfer and what it belongs to: the game of a
     * spin (reference `game:<id>`), the member's own deposit order or withdrawal, and for a transfer
     * between members the account of the other member (the other posting's wallet).
     */
    async walletTransfers(memberId: number, period: Period, type: TransactionType | undefined, paging: Paging) {
      const rows = await db
        .select({
          id: ledgerTransfers.id, type: ledgerTransfers.type, amountMinor: ledgerPostings.amountMinor,
          balanceAfterMinor: ledgerPostings.balanceAfterMinor, createdAt: ledgerPostings.createdAt,
          gameName: games.name, orderNo: depositOrders.orderNo, withdrawalId: withdrawals.id, counterparty: otherMember.username,
        })
        .from(ledgerPostings)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
        .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerPostings.transferId))
        .leftJoin(games, sql`${ledgerTransfers.reference} = 'game:' || ${games.id}`)
        .leftJoin(depositOrders, and(
          inArray(ledgerTransfers.type, DEPOSIT_ORDER_TYPES), eq(depositOrders.orderNo, ledgerTransfers.reference), eq(depositOrders.memberId, memberId),
        ))
        .leftJoin(withdrawals, and(
          inArray(ledgerTransfers.type, WITHDRAWAL_TYPES), sql`${ledgerTransfers.reference} = 'withdrawal:' || ${withdrawals.id}`, eq(withdrawals.memberId, memberId),
        ))
        .leftJoin(otherPosting, and(
          inArray(ledgerTransfers.type, MEMBER_TO_MEMBER_TYPES), eq(otherPosting.transferId, ledgerTransfers.id), ne(otherPosting.id, ledgerPostings.id),
        ))
        .leftJoin(otherAccount, and(eq(otherAccount.id, otherPosting.accountId), eq(otherAccount.kind, 'member-wallet')))
        .leftJoin(otherMember, eq(otherMember.id, otherAccount.memberId))
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
