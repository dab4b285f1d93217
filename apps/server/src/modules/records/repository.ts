import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { bets, games } from '../../db/schema.ts';
import { localDay, sumMinor, type Paging, type Period } from './period.ts';

export type BetGroupRow = { key: string; bets: number; stakeMinor: number; winMinor: number };

/** The member's own rows only: every query is bound to one member id. */
export function createRecordsRepository(db: AppDatabase) {
  const betsOfPeriod = (memberId: number, period: Period) =>
    and(eq(bets.memberId, memberId), gte(bets.createdAt, period.start), lt(bets.createdAt, period.end));
  const betTotals = { bets: count(), stakeMinor: sumMinor(bets.stakeMinor), winMinor: sumMinor(bets.winMinor) };

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
      // By position: the day's expression carries the offset as a parameter, which a repeated expression would not match.
      return db.select({ key: localDay(bets.createdAt, period), ...betTotals }).from(bets).where(betsOfPeriod(memberId, period)).groupBy(sql`1`);
    },

    async betsByCategory(memberId: number, period: Period): Promise<BetGroupRow[]> {
      return db
        .select({ key: games.gameCategory, ...betTotals })
        .from(bets)
        .innerJoin(games, eq(games.id, bets.gameId))
        .where(betsOfPeriod(memberId, period))
        .groupBy(games.gameCategory);
    },
  };
}

export type RecordsRepository = ReturnType<typeof createRecordsRepository>;
