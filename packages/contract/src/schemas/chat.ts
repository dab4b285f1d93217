import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { bodyId, text, wireInteger } from '../input-rules.ts';
import { operatorMerchantCodeSchema, operatorReasonSchema } from './operator-fields.ts';
import { pictureUploadSchema, PICTURES_MAX_COUNT } from './picture.ts';
import { CHAT_STATUSES } from './chat-event.ts';

export { CHAT_STATUSES, chatEventSchema, type ChatEvent, type ChatStatus } from './chat-event.ts';

/** Who wrote a chat message: the member, a guest who gave a name, or the merchant's operator. */
export const CHAT_SENDERS = ['MEMBER', 'GUEST', 'OPERATOR'] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];

export const CHAT_TEXT_MAX = 1_000;
export const CHAT_GUEST_NAME_MAX = 40;
export const CHAT_RATING_COMMENT_MAX = 300;
export const CHAT_HISTORY_PAGE_MAX = 50;

/** The text of a message: trimmed, without control characters but line breaks. */
const messageText = () => text().trim().max(CHAT_TEXT_MAX).regex(/^(?:[^\p{Cc}]|\n)*$/u, 'no control characters but line breaks');

export const chatMessageSchema = lazySchema(() => z.object({
  id: z.number().int(),
  sender: z.enum(CHAT_SENDERS),
  /** The client's id of a message it sent (its retries answer the same message); null for an operator's. */
  clientMessageId: z.string().nullable(),
  text: z.string(),
  /** How many pictures go with it; each is read with `chatPicture`. */
  pictures: z.number().int().min(0).max(PICTURES_MAX_COUNT),
  createdAt: z.string(),
}));
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A chat as its member or guest sees it: its state, the read marks of both sides and whether the operator is typing. */
export const chatSchema = lazySchema(() => z.object({
  id: z.number().int(),
  status: z.enum(CHAT_STATUSES),
  guestName: z.string().nullable(),
  /** The newest message's id (0 without messages). */
  lastMessageId: z.number().int(),
  /** The operator has read the member's messages up to this id. */
  operatorReadUpTo: z.number().int(),
  /** The member has read the operator's messages up to this id. */
  readUpTo: z.number().int(),
  /** The operator is typing until this moment (ISO); null when not. */
  operatorTypingUntil: z.string().nullable(),
  rating: z.number().int().min(1).max(5).nullable(),
  createdAt: z.string(),
}));
export type Chat = z.infer<typeof chatSchema>;

/** The current chat: the open one, else the newest (to rate or to read), null before the first. */
export const chatCurrentSchema = lazySchema(() => z.object({ chat: chatSchema.nullable() }));

/** Starting a chat: a guest gives a name (a member's name is known). */
export const chatStartRequestSchema = lazySchema(() => z.object({
  guestName: text().trim().min(1).max(CHAT_GUEST_NAME_MAX).regex(/^[^\p{Cc}<>]*$/u, 'no control characters or angle brackets').optional(),
}).strict());
export type ChatStartRequest = z.input<typeof chatStartRequestSchema>;

/** The started (or resumed) chat; `guestToken` once, to the guest who started it: their key to it, kept on their device. */
export const chatStartSchema = lazySchema(() => z.object({ chat: chatSchema, guestToken: z.string().nullable() }));

export const chatHistoryQuerySchema = lazySchema(() => z.object({
  chatId: wireInteger({ min: 1, max: 2_147_483_647 }),
  /** Only messages newer than this id (catching up after an event); else the newest page. */
  afterId: wireInteger({ max: 2_147_483_647 }).optional(),
  /** Only messages older than this id (the page before). */
  beforeId: wireInteger({ min: 1, max: 2_147_483_647 }).optional(),
  limit: wireInteger({ min: 1, max: CHAT_HISTORY_PAGE_MAX }).default(CHAT_HISTORY_PAGE_MAX),
}).strict());
export type ChatHistoryQuery = z.input<typeof chatHistoryQuerySchema>;

/** Messages oldest first; `hasMore`: older ones exist before the first. */
export const chatHistorySchema = lazySchema(() => z.object({ messages: z.array(chatMessageSchema), hasMore: z.boolean() }));
export type ChatHistory = z.infer<typeof chatHistorySchema>;

export const chatSendRequestSchema = lazySchema(() => z.object({
  chatId: bodyId(),
  /** The client's own id for this message: a retry with the same id sends nothing twice. */
  clientMessageId: text().regex(/^[A-Za-z0-9_-]{8,64}$/),
  text: messageText(),
  pictures: z.array(pictureUploadSchema).max(PICTURES_MAX_COUNT).default([]),
}).strict().refine((body) => body.text.length > 0 || body.pictures.length > 0, { message: 'a text or a picture', path: ['text'] }));
export type ChatSendRequest = z.input<typeof chatSendRequestSchema>;

export const chatIdRequestSchema = lazySchema(() => z.object({ chatId: bodyId() }).strict());

export const chatReadRequestSchema = lazySchema(() => z.object({ chatId: bodyId(), upTo: bodyId() }).strict());

export const chatPictureQuerySchema = lazySchema(() => z.object({
  messageId: wireInteger({ min: 1, max: 2_147_483_647 }),
  index: wireInteger({ max: PICTURES_MAX_COUNT - 1 }),
}).strict());

export const chatRateRequestSchema = lazySchema(() => z.object({
  chatId: bodyId(),
  rating: z.number().int().min(1).max(5),
  comment: text().trim().max(CHAT_RATING_COMMENT_MAX).regex(/^[^\p{Cc}]*$/u, 'no control characters').optional(),
}).strict());
export type ChatRateRequest = z.input<typeof chatRateRequestSchema>;

/** An open or closed chat as the operator desk lists it. */
export const operatorChatSchema = lazySchema(() => z.object({
  id: z.number().int(),
  merchant: z.string(),
  status: z.enum(CHAT_STATUSES),
  /** The member's account, or null for a guest. */
  member: z.string().nullable(),
  guestName: z.string().nullable(),
  /** Messages of the member or guest the operators have not read. */
  unread: z.number().int(),
  lastMessage: z.string().nullable(),
  lastMessageAt: z.string().nullable(),
  rating: z.number().int().nullable(),
  ratingComment: z.string().nullable(),
  createdAt: z.string(),
}));
export type OperatorChat = z.infer<typeof operatorChatSchema>;

export const operatorChatsQuerySchema = lazySchema(() => z.object({ merchant: operatorMerchantCodeSchema.optional() }).strict());

export const operatorChatQuerySchema = lazySchema(() => z.object({ chatId: wireInteger({ min: 1, max: 2_147_483_647 }) }).strict());

export const operatorChatDetailSchema = lazySchema(() => z.object({ chat: operatorChatSchema, messages: z.array(chatMessageSchema) }));

export const operatorChatReplySchema = lazySchema(() => z.object({
  chatId: bodyId(),
  text: messageText().pipe(z.string().min(1)),
  /** The console's id of the reply: a retry answers the same message. */
  requestId: text().regex(/^[A-Za-z0-9_-]{8,64}$/),
}).strict());

export const operatorChatCloseSchema = lazySchema(() => z.object({ chatId: bodyId(), reason: operatorReasonSchema.optional() }).strict());
