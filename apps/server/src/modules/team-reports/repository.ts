import { and, asc, between, count, eq, gt, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { memberTree, members, teamDailyStats } from '../../db/schema.ts';
import { sumMinor } from '../records/period.ts';

/** A period of business days (YYYY-MM-DD), both included. */
export type DayRange = { startDate: string; endDate: string };

/** Sums of the team's day statistics, in minor units and counts. */
export type FiguresMinor = {
  betCount: number; turnoverMinor: number; payoutMinor: number; rebateMinor: number; bonusMinor: number;
  depositMinor: number; depositCount: number; withdrawalMinor: number; withdrawalCount: number;
};

const sumCount = (column: SQLWrapper) => sql`coalesce(sum(${column}), 0)::integer`.mapWith(Number);

const figureSums = {
  betCount: sumCount(teamDailyStats.betCount),
  turnoverMinor: sumMinor(teamDailyStats.turnoverMinor),
  payoutMinor: sumMinor(teamDailyStats.payoutMinor),
  rebateMinor: sumMinor(teamDailyStats.rebateMinor),
  bonusMinor: sumMinor(teamDailyStats.bonusMinor),
  depositMinor: sumMinor(teamDailyStats.depositMinor),
  depositCount: sumCount(teamDailyStats.depositCount),
  withdrawalMinor: sumMinor(teamDailyStats.withdrawalMinor),
  withdrawalCount: sumCount(teamDailyStats.withdrawalCount),
};

const inRange = (range: DayRange) => between(teamDailyStats.day, range.startDate, range.endDate);

/** Strips LIKE's wildcards from a typed name, so "a_b" finds "a_b" only. */
const likeContaining = (value: string) => `%${value.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * Reads an agent's team reports from `team_daily_stats` (and `member_tree` / `members` for names) only,
 * never from bets or the ledger: a period is at most one row per day and level, however large the team.
 */
export function createTeamReportRepository(db: AppDatabase) {
  return {
    /** The team's sums per level (depth ≥ 1) for the period; registrations too. */
    async levels(agentId: number, range: DayRange): Promise<(FiguresMinor & { depth: number; registrations: number })[]> {
      return db
        .select({ depth: teamDailyStats.depth, ...figureSums, registrations: sumCount(teamDailyStats.registrations) })
        .from(teamDailyStats)
        .where(and(eq(teamDailyStats.ancestorId, agentId), gt(teamDailyStats.depth, 0), inRange(range)))
        .groupBy(teamDailyStats.depth)
        .orderBy(asc(teamDailyStats.depth));
    },

    /** The team's turnover, payout, rebates and bonuses per business day with any activity. */
    async days(agentId: number, range: DayRange): Promise<{ day: string; turnoverMinor: number; payoutMinor: number; rebateMinor: number; bonusMinor: number }[]> {
      return db
        .select({
          day: teamDailyStats.day, turnoverMinor: figureSums.turnoverMinor, payoutMinor: figureSums.payoutMinor,
          rebateMinor: figureSums.rebateMinor, bonusMinor: figureSums.bonusMinor,
        })
        .from(teamDailyStats)
        .where(and(eq(teamDailyStats.ancestorId, agentId), gt(teamDailyStats.depth, 0), inRange(range)))
        .groupBy(teamDailyStats.day);
    },

    /** A page of the team's members (direct downlines first, then by name), optionally those whose name contains `username`. */
    async memberPage(agentId: number, paging: { offset: number; limit: number; username?: string }) {
      const where = and(
        eq(memberTree.ancestorId, agentId),
        gt(memberTree.depth, 0),
        paging.username ? sql`lower(${members.username}) like ${likeContaining(paging.username)}` : undefined,
      );
      const [list, [total]] = await Promise.all([
        db.select({ id: members.id, username: members.username, type: members.type, depth: memberTree.depth })
          .from(memberTree)
          .innerJoin(members, eq(members.id, memberTree.descendantId))
          .where(where)
          .orderBy(sql`${memberTree.depth} <> 1`, asc(members.username), asc(members.id))
          .offset(paging.offset)
          .limit(paging.limit),
        db.select({ total: count() }).from(memberTree).innerJoin(members, eq(members.id, memberTree.descendantId)).where(where),
      ]);
      return { list, total: total?.total ?? 0 };
    },

    /** Each member's own figures (its depth-0 rows) for the period; members without activity are absent. */
    async ownFigures(memberIds: number[], range: DayRange): Promise<(FiguresMinor & { memberId: number })[]> {
      if (memberIds.length === 0) return [];
      return db
        .select({ memberId: teamDailyStats.ancestorId, ...figureSums })
        .from(teamDailyStats)
        .where(and(inArray(teamDailyStats.ancestorId, memberIds), eq(teamDailyStats.depth, 0), inRange(range)))
        .groupBy(teamDailyStats.ancestorId);
    },
  };
}

export type TeamReportRepository = ReturnType<typeof createTeamReportRepository>;
