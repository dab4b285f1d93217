import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { InboxMessageKind, InboxMessageParams, LanguageCode } from '@m/contract';
import { members } from './members.ts';
import { merchants } from './merchants.ts';
import { operators } from './operators.ts';

/** An event's facts as kept: a reward keeps its promotion's titles, named to the member in their language. */
export type StoredMessageParams = InboxMessageParams & { promotionTitles?: Partial<Record<string, string>> };

export type BroadcastTexts = Partial<Record<LanguageCode, { title: string; body: string }>>;

/** An operator's message to every member of a merchant, or to those of one member type; each member gets a row in `member_messages`. */
export const inboxBroadcasts = pgTable('inbox_broadcasts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  merchantId: integer('merchant_id').notNull().references(() => merchants.id, { onDelete: 'cascade' }),
  memberType: integer('member_type'),
  texts: jsonb('texts').$type<BroadcastTexts>().notNull(),
  operatorId: integer('operator_id').references(() => operators.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type InboxBroadcastRow = typeof inboxBroadcasts.$inferSelect;

/**
 * A member's inbox: one row per message with the member's own read and delete state. Event
 * messages keep their kind and facts (the app words them in the reader's language); a broadcast's
 * row points at its texts. A deleted message keeps its row (support sees it) with `deletedAt` set.
 */
export const memberMessages = pgTable(
  'member_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<InboxMessageKind>().notNull(),
    params: jsonb('params').$type<StoredMessageParams>().notNull().default({}),
    broadcastId: integer('broadcast_id').references(() => inboxBroadcasts.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('member_messages_member_idx').on(table.memberId, table.id)],
);

export type MemberMessageRow = typeof memberMessages.$inferSelect;
