import { and, eq, gt, isNull } from 'drizzle-orm';
import type { ChangeFeed } from '../../db/changes.ts';
import type { AppDatabase } from '../../db/client.ts';
import { MEMBER_STATUS, members, memberSessions } from '../../db/schema.ts';
import { createKeptCache } from '../../lib/kept-cache.ts';
import type { LaunchSessionLookup } from './launch-token.ts';

/** Launch sessions kept in memory at most (the oldest go first; they are read again on their next spin). */
const LAUNCH_SESSIONS_KEPT = 50_000;

type LiveLaunchSession = { memberId: number; passwordHash: string; expiresAt: Date };

/**
 * The live session behind a launch token, with its active member's current password hash. With a
 * change feed a found session is kept in memory, so a spin costs no query for it: a session revoked
 * or cut short and a member disabled or given a new password (the triggers on member_sessions and
 * members) are dropped at once in this process and within milliseconds in the others; the expiry
 * kept is checked on every spin and, once passed, the row is read again (the sliding expiry moves
 * it later without an announcement).
 */
export function createLaunchSessionLookup(db: AppDatabase, feed: ChangeFeed | null = null): LaunchSessionLookup {
  const read = async (sessionId: number, now: Date): Promise<LiveLaunchSession | null> => {
    const [row] = await db
      .select({ memberId: members.id, passwordHash: members.passwordHash, expiresAt: memberSessions.expiresAt })
      .from(memberSessions)
      .innerJoin(members, eq(members.id, memberSessions.memberId))
      .where(and(
        eq(memberSessions.id, sessionId),
        isNull(memberSessions.revokedAt),
        gt(memberSessions.expiresAt, now),
        eq(members.status, MEMBER_STATUS.ACTIVE),
      ))
      .limit(1);
    return row ?? null;
  };
  const answer = (row: LiveLaunchSession | null) => (row ? { memberId: row.memberId, passwordHash: row.passwordHash } : null);
  if (!feed) return async (sessionId, now) => answer(await read(sessionId, now));

  const kept = createKeptCache<number, LiveLaunchSession | null>(feed, { maxEntries: LAUNCH_SESSIONS_KEPT, keep: (row) => row !== null });
  feed.on('member_sessions', (sessionId) => (sessionId === null ? kept.clear() : kept.delete(sessionId)));
  feed.on('members', (memberId) => (memberId === null ? kept.clear() : kept.deleteWhere((row) => row?.memberId === memberId)));
  return async (sessionId, now) => {
    const held = kept.peek(sessionId);
    if (held?.value && held.value.expiresAt <= now) kept.delete(sessionId);
    return answer(await kept.get(sessionId, () => read(sessionId, now)));
  };
}
