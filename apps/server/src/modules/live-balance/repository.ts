import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { MEMBER_STATUS, members, memberSessions } from '../../db/schema.ts';

export function createLiveBalanceRepository(db: AppDatabase) {
  return {
    /** Which of `sessionIds` are still live (not revoked, not expired, member active); read only, it extends nothing. */
    async liveSessionIds(sessionIds: number[]): Promise<Set<number>> {
      if (sessionIds.length === 0) return new Set();
      const rows = await db
        .select({ id: memberSessions.id })
        .from(memberSessions)
        .innerJoin(members, eq(members.id, memberSessions.memberId))
        .where(and(
          inArray(memberSessions.id, sessionIds),
          isNull(memberSessions.revokedAt),
          gt(memberSessions.expiresAt, sql`now()`),
          eq(members.status, MEMBER_STATUS.ACTIVE),
        ));
      return new Set(rows.map((row) => row.id));
    },
  };
}

export type LiveBalanceRepository = ReturnType<typeof createLiveBalanceRepository>;
