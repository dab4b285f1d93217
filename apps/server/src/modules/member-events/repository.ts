import { and, count, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { MEMBER_STATUS, members, memberSessions, openStreams } from '../../db/schema.ts';

/** Classes of the advisory locks that serialize stream opening per member and per address (arbitrary, unused elsewhere). */
const MEMBER_STREAMS_LOCK = 7301;
const ADDRESS_STREAMS_LOCK = 7302;

export type StreamCaps = { perMember: number; perAddress: number };

export function createMemberEventsRepository(db: AppDatabase) {
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

    /**
     * Records a stream of `memberId` from `address` held by `instance`, unless the member's or the
     * address's live streams (heartbeat within `liveMs`) are already at their cap: its id, or null.
     * The counts and the insert run under the member's and the address's locks (always taken in
     * that order), so concurrent opens in any process cannot pass a cap together.
     */
    async insertOpenStream(stream: { memberId: number; address: string; instance: string }, caps: StreamCaps, liveMs: number): Promise<number | null> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${MEMBER_STREAMS_LOCK}, ${stream.memberId})`);
        await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_STREAMS_LOCK}, hashtext(${stream.address}))`);
        const [open] = await tx
          .select({
            ofMember: count(sql`case when ${openStreams.memberId} = ${stream.memberId} then 1 end`),
            ofAddress: count(sql`case when ${openStreams.address} = ${stream.address} then 1 end`),
          })
          .from(openStreams)
          .where(and(
            or(eq(openStreams.memberId, stream.memberId), eq(openStreams.address, stream.address)),
            gt(openStreams.heartbeatAt, sql`now() - ${liveMs} * interval '1 millisecond'`),
          ));
        if (open!.ofMember >= caps.perMember || open!.ofAddress >= caps.perAddress) return null;
        const [row] = await tx.insert(openStreams).values(stream).returning({ id: openStreams.id });
        return row!.id;
      });
    },

    async deleteOpenStream(id: number): Promise<void> {
      await db.delete(openStreams).where(eq(openStreams.id, id));
    },

    /** Marks the streams of `instance` as still open, and deletes the rows no process has marked within `liveMs`. */
    async refreshOpenStreams(instance: string, liveMs: number): Promise<void> {
      await db.update(openStreams).set({ heartbeatAt: sql`now()` }).where(eq(openStreams.instance, instance));
      await db.delete(openStreams).where(lt(openStreams.heartbeatAt, sql`now() - ${liveMs} * interval '1 millisecond'`));
    },
  };
}

export type MemberEventsRepository = ReturnType<typeof createMemberEventsRepository>;
