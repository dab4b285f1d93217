import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ChatSender, ChatStatus, PictureContentType } from '@m/contract';
import { members } from './members.ts';
import { merchants } from './merchants.ts';

/**
 * A live chat of a member (`memberId`) or of a guest who gave a name (`guestName`, reached with the
 * token whose hash is `guestTokenHash`). One open chat per member; an operator closes it, then its
 * member or guest may rate it once. The read marks are message ids: how far each side has read.
 */
export const chats = pgTable(
  'chats',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull().references(() => merchants.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    guestName: text('guest_name'),
    guestTokenHash: text('guest_token_hash'),
    /** The address a guest started it from (the per-address cap on guest chats). */
    guestAddress: text('guest_address'),
    status: text('status').$type<ChatStatus>().notNull().default('OPEN'),
    lastMessageId: integer('last_message_id').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    memberReadUpTo: integer('member_read_up_to').notNull().default(0),
    operatorReadUpTo: integer('operator_read_up_to').notNull().default(0),
    operatorTypingUntil: timestamp('operator_typing_until', { withTimezone: true }),
    memberTypingUntil: timestamp('member_typing_until', { withTimezone: true }),
    rating: smallint('rating'),
    ratingComment: text('rating_comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('chats_open_member_uq').on(table.memberId).where(sql`${table.status} = 'OPEN' and ${table.memberId} is not null`),
    uniqueIndex('chats_guest_token_uq').on(table.guestTokenHash),
    index('chats_merchant_status_idx').on(table.merchantId, table.status, table.lastMessageAt),
    index('chats_guest_address_idx').on(table.guestAddress, table.createdAt),
    check('chats_party', sql`(${table.memberId} is null) <> (${table.guestTokenHash} is null)`),
    check('chats_status', sql`${table.status} in ('OPEN', 'CLOSED')`),
    check('chats_rating', sql`${table.rating} is null or (${table.rating} between 1 and 5 and ${table.status} = 'CLOSED')`),
  ],
);

/** One message of a chat; a member's or guest's `clientMessageId` makes its retries one message. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    chatId: integer('chat_id').notNull().references(() => chats.id, { onDelete: 'cascade' }),
    sender: text('sender').$type<ChatSender>().notNull(),
    clientMessageId: text('client_message_id'),
    /** The operator who wrote it (an operator's message). */
    operatorId: integer('operator_id'),
    text: text('text').notNull(),
    pictureCount: smallint('picture_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('chat_messages_client_id_uq').on(table.chatId, table.sender, table.clientMessageId),
    index('chat_messages_chat_idx').on(table.chatId, table.id),
    check('chat_messages_sender', sql`${table.sender} in ('MEMBER', 'GUEST', 'OPERATOR')`),
  ],
);

/** A message's pictures: the server's own re-encoded copies (lib/picture.ts), in order. */
export const chatMessagePictures = pgTable(
  'chat_message_pictures',
  {
    messageId: integer('message_id').notNull().references(() => chatMessages.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    contentType: text('content_type').$type<PictureContentType>().notNull(),
    dataBase64: text('data_base64').notNull(),
  },
  (table) => [uniqueIndex('chat_message_pictures_uq').on(table.messageId, table.position)],
);
