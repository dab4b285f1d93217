import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { announceChange } from '../../db/changes.ts';
import { NOTIFY_CHANNELS } from '../../db/notifications.ts';
import { MEMBER_STATUS, members, memberSessions, merchantAccountSettings } from '../../db/schema.ts';

export function createMemberSessionRepository(db: AppDatabase) {
  /** Every process closes what a revoked session holds open (its live balance streams) and forgets it; this one at once. */
  const announceEnded = async (revoked: Array<{ id: number }>) => {
    for (const { id } of revoked) {
      await db.execute(sql`select pg_notify(${NOTIFY_CHANNELS.sessionEnded}, ${String(id)})`);
      announceChange(db, { topic: 'member_sessions', id });
    }
  };

  return {
    async insert(session: { tokenHash: string; memberId: number; device: string | null; userAgent: string | null; ip: string | null; expiresAt: Date }): Promise<number> {
      const [row] = await db.insert(memberSessions).values(session).returning({ id: memberSessions.id });
      return row!.id;
    },

    /** The live session of `tokenHash` with its active member of `merchantId`. */
    async findLive(tokenHash: string, merchantId: number, now: Date) {
      const [row] = await db
        .select({
          sessionId: memberSessions.id,
          expiresAt: memberSessions.expiresAt,
          lastSeenAt: memberSessions.lastSeenAt,
          memberId: members.id,
          userName: members.username,
          type: members.type,
          merchantId: members.merchantId,
        })
        .from(memberSessions)
        .innerJoin(members, eq(members.id, memberSessions.memberId))
        .where(and(
          eq(memberSessions.tokenHash, tokenHash),
          isNull(memberSessions.revokedAt),
          gt(memberSessions.expiresAt, now),
          eq(members.merchantId, merchantId),
          eq(members.status, MEMBER_STATUS.ACTIVE),
        ))
        .limit(1);
      return row ?? null;
    },

    /** Whether the member had no session before this one. */
    async isFirstSession(memberId: number, sessionId: number): Promise<boolean> {
      const [earlier] = await db.select({ id: memberSessions.id }).from(memberSessions)
        .where(and(eq(memberSessions.memberId, memberId), lt(memberSessions.id, sessionId)))
        .limit(1);
      return earlier === undefined;
    },

    async extend(sessionId: number, expiresAt: Date): Promise<void> {
      await db.update(memberSessions).set({ expiresAt }).where(and(eq(memberSessions.id, sessionId), isNull(memberSessions.revokedAt)));
    },

    /** Records a use of the session: when and from which address (no change notification: nothing kept depends on them). */
    async touch(sessionId: number, now: Date, ip: string | null): Promise<void> {
      await db.update(memberSessions).set({ lastSeenAt: now, ...(ip === null ? {} : { ip }) }).where(eq(memberSessions.id, sessionId));
    },

    /** The member's live sessions, the latest used first. */
    async listLive(memberId: number, now: Date) {
      return db
        .select({
          sessionId: memberSessions.id,
          publicId: memberSessions.publicId,
          device: memberSessions.device,
          userAgent: memberSessions.userAgent,
          ip: memberSessions.ip,
          createdAt: memberSessions.createdAt,
          lastSeenAt: memberSessions.lastSeenAt,
        })
        .from(memberSessions)
        .where(and(eq(memberSessions.memberId, memberId), isNull(memberSessions.revokedAt), gt(memberSessions.expiresAt, now)))
        .orderBy(desc(memberSessions.lastSeenAt), desc(memberSessions.id));
    },

    /** Revokes the live session `publicId` if it is the member's; whether it did. */
    async revokeOwn(memberId: number, publicId: string, now: Date): Promise<boolean> {
      const revoked = await db
        .update(memberSessions)
        .set({ revokedAt: now })
        .where(and(
          eq(memberSessions.publicId, publicId),
          eq(memberSessions.memberId, memberId),
          isNull(memberSessions.revokedAt),
          gt(memberSessions.expiresAt, now),
        ))
        .returning({ id: memberSessions.id });
      await announceEnded(revoked);
      return revoked.length > 0;
    },

    async revoke(sessionId: number, now: Date): Promise<void> {
      await announceEnded(await db
        .update(memberSessions)
        .set({ revokedAt: now })
        .where(and(eq(memberSessions.id, sessionId), isNull(memberSessions.revokedAt)))
        .returning({ id: memberSessions.id }));
    },

    /** Revokes every live session of the member except `keepSessionId`; how many it revoked. */
    async revokeOthers(memberId: number, keepSessionId: number | null, now: Date): Promise<number> {
      const revoked = await db
        .update(memberSessions)
        .set({ revokedAt: now })
        .where(and(
          eq(memberSessions.memberId, memberId),
          isNull(memberSessions.revokedAt),
          keepSessionId === null ? undefined : ne(memberSessions.id, keepSessionId),
        ))
        .returning({ id: memberSessions.id });
      await announceEnded(revoked);
      return revoked.length;
    },

    async singleSession(merchantId: number): Promise<boolean> {
      const [row] = await db
        .select({ singleSession: merchantAccountSettings.singleSession })
        .from(merchantAccountSettings)
        .where(eq(merchantAccountSettings.merchantId, merchantId))
        .limit(1);
      return row?.singleSession ?? false;
    },
  };
}

export type MemberSessionRepository = ReturnType<typeof createMemberSessionRepository>;
