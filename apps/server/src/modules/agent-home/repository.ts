import { and, countDistinct, eq, gt, gte, isNull, lte, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { memberSessions, memberTree, teamDailyStats } from '../../db/schema.ts';

/** An agent's whole-team figures: the day statistics below it (depth 1 and deeper) and its members' live sessions. */
export function createAgentHomeRepository(db: AppDatabase) {
  return {
    async sumTeamDays(agentId: number, startDate: string, endDate: string) {
      const [row] = await db
        .select({
          logins: sql<number>`coalesce(sum(${teamDailyStats.logins}), 0)::int`,
          bettors: sql<number>`coalesce(sum(${teamDailyStats.bettors}), 0)::int`,
          registrations: sql<number>`coalesce(sum(${teamDailyStats.registrations}), 0)::int`,
        })
        .from(teamDailyStats)
        .where(and(
          eq(teamDailyStats.ancestorId, agentId),
          gt(teamDailyStats.depth, 0),
          gte(teamDailyStats.day, startDate),
          lte(teamDailyStats.day, endDate),
        ));
      return row!;
    },

    /** Members of the team with a live session used since `since`. */
    async countOnline(agentId: number, since: Date, now: Date): Promise<number> {
      const [row] = await db
        .select({ online: countDistinct(memberSessions.memberId) })
        .from(memberTree)
        .innerJoin(memberSessions, eq(memberSessions.memberId, memberTree.descendantId))
        .where(and(
          eq(memberTree.ancestorId, agentId),
          gt(memberTree.depth, 0),
          gte(memberSessions.lastSeenAt, since),
          gt(memberSessions.expiresAt, now),
          isNull(memberSessions.revokedAt),
        ));
      return row?.online ?? 0;
    },
  };
}
