import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { MEMBER_STATUS, members, memberSessions } from '../../db/schema.ts';

/** The NOTIFY channel a logout announces its session on, so every process closes that session's streams. */
export const SESSION_ENDED_CHANNEL = 'session_ended';

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

    async announceSessionEnded(sessionId: number): Promise<void> {
      await db.execute(sql`select pg_notify(${SESSION_ENDED_CHANNEL}, ${String(sessionId)})`);
    },
  };
}

export type LiveBalanceRepository = ReturnType<typeof createLiveBalanceRepository>;
