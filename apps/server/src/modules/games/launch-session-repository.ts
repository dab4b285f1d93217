import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { MEMBER_STATUS, members, memberSessions } from '../../db/schema.ts';
import type { LaunchSessionLookup } from './launch-token.ts';

/** The live session behind a launch token, with its active member's current password hash. */
export function createLaunchSessionLookup(db: AppDatabase): LaunchSessionLookup {
  return async (sessionId, now) => {
    const [row] = await db
      .select({ memberId: members.id, passwordHash: members.passwordHash })
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
}
