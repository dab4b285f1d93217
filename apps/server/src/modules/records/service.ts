import {
  toMajorUnits as toMajor, type EndpointQuery, type GameRecordPage, type ProfitLossPage, type ProfitLossRow, type TransactionRecordPage,
  type TransactionSubject,
} from '@m/contract';
import { pageCount, periodOf, type Paging } from './period.ts';
import type { BetGroupRow, MoneyGroupRow, RecordsRepository } from './repository.ts';

type ProfitLossMinor = { bets: number; stakeMinor: number; winMinor: number; depositMinor: number; withdrawalMinor: number; bonusMinor: number };

const ZERO: ProfitLossMinor = { bets: 0, stakeMinor: 0, winMinor: 0, depositMinor: 0, withdrawalMinor: 0, bonusMinor: 0 };

const toProfitLoss = (minor: ProfitLossMinor): Omit<ProfitLossRow, 'key'> => ({
  bets: minor.bets,
  stake: toMajor(minor.stakeMinor),
  win: toMajor(minor.winMinor),
  profit: toMajor(minor.winMinor - minor.stakeMinor),
  deposit: toMajor(minor.depositMinor),
  withdrawal: toMajor(minor.withdrawalMinor),
  bonus: toMajor(minor.bonusMinor),
});

/** Bet groups and money groups of the same keys side by side, newest day (or largest stake) first. */
function mergeGroups(betGroups: BetGroupRow[], moneyGroups: MoneyGroupRow[]): Array<ProfitLossMinor & { key: string }> {
  const byKey = new Map<string, ProfitLossMinor & { key: string }>();
  const entry = (key: string) => byKey.get(key) ?? byKey.set(key, { key, ...ZERO }).get(key)!;
  for (const group of betGroups) Object.assign(entry(group.key), { bets: group.bets, stakeMinor: group.stakeMinor, winMinor: group.winMinor });
  for (const group of moneyGroups) {
    Object.assign(entry(group.key), { depositMinor: group.depositMinor, withdrawalMinor: group.withdrawalMinor, bonusMinor: group.bonusMinor });
  }
  return [...byKey.values()];
}

const sumGroups = (groups: ProfitLossMinor[]): ProfitLossMinor =>
  groups.reduce((sum, group) => ({
    bets: sum.bets + group.bets,
    stakeMinor: sum.stakeMinor + group.stakeMinor,
    winMinor: sum.winMinor + group.winMinor,
    depositMinor: sum.depositMinor + group.depositMinor,
    withdrawalMinor: sum.withdrawalMinor + group.withdrawalMinor,
    bonusMinor: sum.bonusMinor + group.bonusMinor,
  }), ZERO);

type WalletTransferRow = Awaited<ReturnType<RecordsRepository['walletTransfers']>>['rows'][number];

function subjectOf(row: WalletTransferRow): TransactionSubject | null {
  if (row.gameName !== null) return { kind: 'game', gameName: row.gameName };
  if (row.orderNo !== null) return { kind: 'depositOrder', orderNo: row.orderNo };
  if (row.withdrawalId !== null) return { kind: 'withdrawal', withdrawalId: row.withdrawalId };
  if (row.counterparty !== null) return { kind: row.amountMinor < 0 ? 'transferTo' : 'transferFrom', account: row.counterparty };
  return null;
}

const pagingOf = (query: { pageNo: number; pageSize: number }): Paging => ({ page: query.pageNo, pageSize: query.pageSize });

export function createRecords(repository: RecordsRepository) {
  return {
    async transactionRecord(memberId: number, query: EndpointQuery<'transactionRecord'>): Promise<TransactionRecordPage> {
      const paging = pagingOf(query);
      const { rows, totals } = await repository.walletTransfers(memberId, periodOf(query), query.type, paging);
      return {
        list: rows.map((row) => ({
          id: row.id, type: row.type as TransactionRecordPage['list'][number]['type'], amount: toMajor(row.amountMinor),
          balanceAfter: toMajor(row.balanceAfterMinor), subject: subjectOf(row), createdAt: row.createdAt.getTime(),
        })),
        pageNum: paging.page,
        totalPages: pageCount(totals.count, paging),
        totals: { credit: toMajor(totals.creditMinor), debit: toMajor(totals.debitMinor), net: toMajor(totals.creditMinor - totals.debitMinor), count: totals.count },
      };
    },

    async gameRecord(memberId: number, query: EndpointQuery<'gameRecord'>): Promise<GameRecordPage> {
      const paging = pagingOf(query);
      const { rows, totals } = await repository.bets(memberId, periodOf(query), paging);
      return {
        list: rows.map((row) => ({
          id: row.id, gameName: row.gameName, vendor: row.vendor, vendorName: row.vendorName, gameCategory: row.gameCategory,
          stake: toMajor(row.stakeMinor), win: toMajor(row.winMinor), createdAt: row.createdAt.getTime(),
        })),
        pageNum: paging.page,
        totalPages: pageCount(totals.bets, paging),
        totals: { stake: toMajor(totals.stakeMinor), win: toMajor(totals.winMinor), net: toMajor(totals.winMinor - totals.stakeMinor), count: totals.bets },
      };
    },

    /** Small groups (at most one per day of the period, or per game category): grouped in full, then paged. */
    async profitLoss(memberId: number, query: EndpointQuery<'profitLoss'>): Promise<ProfitLossPage> {
      const period = periodOf(query);
      const paging = pagingOf(query);
      const groups = query.groupBy === 'day'
        ? mergeGroups(await repository.betsByDay(memberId, period), await repository.moneyByDay(memberId, period)).sort((a, b) => b.key.localeCompare(a.key))
        : mergeGroups(await repository.betsByCategory(memberId, period), []).sort((a, b) => b.stakeMinor - a.stakeMinor || a.key.localeCompare(b.key));
      const start = (paging.page - 1) * paging.pageSize;
      return {
        list: groups.slice(start, start + paging.pageSize).map((group) => ({ key: group.key, ...toProfitLoss(group) })),
        pageNum: paging.page,
        totalPages: pageCount(groups.length, paging),
        totals: toProfitLoss(sumGroups(groups)),
      };
    },
  };
}

export type Records = ReturnType<typeof createRecords>;
