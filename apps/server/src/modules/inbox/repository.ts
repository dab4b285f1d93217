import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { InboxMessageKind } from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import { inboxBroadcasts, memberMessages, members, type BroadcastTexts, type StoredMessageParams } from '../../db/schema.ts';

/** A member's message with its broadcast's texts (null for an event message). */
export type StoredMessage = {
  id: number; kind: InboxMessageKind; params: StoredMessageParams; texts: BroadcastTexts | null;
  readAt: Date | null; deletedAt: Date | null; createdAt: Date;
};

const messageColumns = {
  id: memberMessages.id,
  kind: memberMessages.kind,
  params: memberMessages.params,
  texts: inboxBroadcasts.texts,
  readAt: memberMessages.readAt,
  deletedAt: memberMessages.deletedAt,
  createdAt: memberMessages.createdAt,
};

const keptBy = (memberId: number) => and(eq(memberMessages.memberId, memberId), isNull(memberMessages.deletedAt));
const unreadOf = (memberId: number) => and(keptBy(memberId), isNull(memberMessages.readAt));

/** Member messages and broadcasts, on the executor it is given: the database, or a transaction. */
export function createInboxRepository(db: AppDatabase) {
  const countWhere = async (where: ReturnType<typeof keptBy>) => {
    const [row] = await db.select({ total: count() }).from(memberMessages).where(where);
    return row?.total ?? 0;
  };

  return {
    async insert(message: { memberId: number; kind: InboxMessageKind; params: StoredMessageParams }): Promise<number> {
      const [row] = await db.insert(memberMessages).values(message).returning({ id: memberMessages.id });
      return row!.id;
    },

    unreadCount: (memberId: number) => countWhere(unreadOf(memberId)),
    count: (memberId: number) => countWhere(keptBy(memberId)),

    pageOf(memberId: number, page: { offset: number; limit: number }): Promise<StoredMessage[]> {
      return db.select(messageColumns).from(memberMessages).leftJoin(inboxBroadcasts, eq(inboxBroadcasts.id, memberMessages.broadcastId))
        .where(keptBy(memberId)).orderBy(desc(memberMessages.id)).offset(page.offset).limit(page.limit);
    },

    async findOwn(memberId: number, id: number): Promise<StoredMessage | null> {
      const [row] = await db.select(messageColumns).from(memberMessages).leftJoin(inboxBroadcasts, eq(inboxBroadcasts.id, memberMessages.broadcastId))
        .where(and(keptBy(memberId), eq(memberMessages.id, id)));
      return row ?? null;
    },

    /** Marks one of the member's messages read; false when the member has no such message. */
    async markRead(memberId: number, id: number, at: Date): Promise<boolean> {
      const rows = await db.update(memberMessages).set({ readAt: sql`coalesce(${memberMessages.readAt}, ${at.toISOString()}::timestamptz)` })
        .where(and(keptBy(memberId), eq(memberMessages.id, id))).returning({ id: memberMessages.id });
      return rows.length === 1;
    },

    async markAllRead(memberId: number, at: Date): Promise<void> {
      await db.update(memberMessages).set({ readAt: at }).where(unreadOf(memberId));
    },

    async remove(memberId: number, id: number, at: Date): Promise<boolean> {
      const rows = await db.update(memberMessages).set({ deletedAt: at }).where(and(keptBy(memberId), eq(memberMessages.id, id))).returning({ id: memberMessages.id });
      return rows.length === 1;
    },

    /** Writes the broadcast and one message per active recipient; answers the broadcast's id and how many got it. */
    async broadcast(input: { merchantId: number; memberType: number | null; texts: BroadcastTexts; operatorId: number | null }): Promise<{ id: number; recipients: number }> {
      const [broadcast] = await db.insert(inboxBroadcasts).values(input).returning({ id: inboxBroadcasts.id });
      const ofType = input.memberType === null ? sql`` : sql` and ${members.type} = ${input.memberType}`;
      const written = (await db.execute(sql`
        insert into ${memberMessages} (member_id, kind, broadcast_id)
        select ${members.id}, 'BROADCAST', ${broadcast!.id} from ${members} where ${members.merchantId} = ${input.merchantId}${ofType}
        returning id`)) as unknown as { rows: unknown[] };
      return { id: broadcast!.id, recipients: written.rows.length };
    },

    /** The member's newest messages, deleted ones included (support's view). */
    listForSupport(memberId: number, limit: number): Promise<StoredMessage[]> {
      return db.select(messageColumns).from(memberMessages).leftJoin(inboxBroadcasts, eq(inboxBroadcasts.id, memberMessages.broadcastId))
        .where(eq(memberMessages.memberId, memberId)).orderBy(desc(memberMessages.id)).limit(limit);
    },
  };
}

export type InboxRepository = ReturnType<typeof createInboxRepository>;
