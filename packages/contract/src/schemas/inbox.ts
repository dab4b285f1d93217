import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { bodyId, text, wireInteger } from '../input-rules.ts';
import { LANGUAGE_CODES } from '../languages.ts';
import { operatorMerchantCodeSchema } from './operator-fields.ts';

/**
 * What wrote a member's message: an event of their account (rendered by the app in the reader's
 * language from `params`), or an operator's broadcast (its own title and body).
 */
export const INBOX_MESSAGE_KINDS = [
  'DEPOSIT_CREDITED', 'WITHDRAWAL_PAID', 'WITHDRAWAL_REJECTED', 'ADJUSTMENT', 'REWARD_ISSUED', 'CONTRACT_OFFERED', 'FEEDBACK_REPLIED', 'IDENTITY_APPROVED', 'IDENTITY_REJECTED', 'BROADCAST',
  'VIP_UPGRADE', 'VIP_BIRTHDAY_BONUS', 'VIP_MONTHLY_BONUS',
  'CONTRACT_UNPAID',
] as const;
export type InboxMessageKind = (typeof INBOX_MESSAGE_KINDS)[number];

/** The facts an event message names: amounts in minor units, the order or withdrawal, a reason given to the member. */
export const inboxMessageParamsSchema = lazySchema(() => z.object({
  amountMinor: z.number().int().optional(),
  orderNo: z.string().optional(),
  reason: z.string().optional(),
  direction: z.enum(['credit', 'debit']).optional(),
  promotion: z.string().optional(),
  /** The VIP level a VIP message names (VIP3). */
  level: z.string().optional(),
}).strict());
export type InboxMessageParams = z.infer<typeof inboxMessageParamsSchema>;

/** One message of the member: `title` and `body` for a broadcast (in the asked language, else English, else the first it has). */
export const inboxMessageSchema = lazySchema(() => z.object({
  id: z.number().int(),
  kind: z.enum(INBOX_MESSAGE_KINDS),
  params: inboxMessageParamsSchema,
  title: z.string().optional(),
  body: z.string().optional(),
  read: z.boolean(),
  /** Epoch milliseconds. */
  createdAt: z.number().int(),
}));
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const INBOX_PAGE_SIZE_MAX = 50;

export const inboxListQuerySchema = lazySchema(() => z.object({
  pageNo: wireInteger({ min: 1, max: 10_000 }).default(1),
  pageSize: wireInteger({ min: 1, max: INBOX_PAGE_SIZE_MAX }).default(20),
}).strict());
export type InboxListQuery = z.input<typeof inboxListQuerySchema>;

/** The member's messages, newest first (deleted ones never). */
export const inboxPageSchema = lazySchema(() => z.object({
  list: z.array(inboxMessageSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
}));
export type InboxPage = z.infer<typeof inboxPageSchema>;

export const inboxCountSchema = lazySchema(() => z.object({ count: z.number().int().min(0) }));
export type InboxCount = z.infer<typeof inboxCountSchema>;

/** A message of the caller by id (another member's id answers `not.found`, as an unknown one). */
export const inboxMessageIdQuerySchema = lazySchema(() => z.object({ id: wireInteger({ min: 1, max: 2_147_483_647 }) }).strict());
export const inboxMessageActionSchema = lazySchema(() => z.object({ id: bodyId() }).strict());

/** What a read mark or a delete leaves: the caller's unread count. */
export const inboxUnreadSchema = lazySchema(() => z.object({ unreadCount: z.number().int().min(0) }));
export type InboxUnread = z.infer<typeof inboxUnreadSchema>;

export const BROADCAST_TITLE_MAX = 100;
export const BROADCAST_BODY_MAX = 2_000;

const broadcastTextSchema = () => z.object({
  title: text().trim().min(1).max(BROADCAST_TITLE_MAX).regex(/^[^\p{Cc}]*$/u, 'no control characters'),
  body: text().trim().min(1).max(BROADCAST_BODY_MAX),
}).strict();

/**
 * An operator's broadcast: the texts by language (members read theirs, else English, else the
 * first given), to every member of `merchant` or to those of one member type.
 */
export const operatorBroadcastRequestSchema = lazySchema(() => z.object({
  merchant: operatorMerchantCodeSchema,
  memberType: z.number().int().min(0).max(99).optional(),
  texts: z.partialRecord(z.enum(LANGUAGE_CODES), broadcastTextSchema())
    .refine((texts) => Object.keys(texts).length > 0, { message: 'a text in at least one language' }),
}).strict());
export type OperatorBroadcastRequest = z.infer<typeof operatorBroadcastRequestSchema>;

export const operatorBroadcastSchema = lazySchema(() => z.object({
  id: z.number().int(),
  merchant: z.string(),
  memberType: z.number().int().nullable(),
  /** How many members it was written to. */
  recipients: z.number().int(),
}));
export type OperatorBroadcast = z.infer<typeof operatorBroadcastSchema>;

/** A member's messages as support sees them (newest 100, deleted ones too). */
export const operatorMemberMessagesQuerySchema = lazySchema(() => z.object({
  merchant: operatorMerchantCodeSchema,
  account: text().trim().min(1).max(64),
}).strict());
export const operatorMemberMessageSchema = lazySchema(() => z.object({
  id: z.number().int(),
  kind: z.enum(INBOX_MESSAGE_KINDS),
  params: inboxMessageParamsSchema,
  title: z.string().nullable(),
  read: z.boolean(),
  deleted: z.boolean(),
  createdAt: z.string(),
}));
export type OperatorMemberMessage = z.infer<typeof operatorMemberMessageSchema>;
