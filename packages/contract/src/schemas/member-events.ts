import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { balanceEventSchema } from './wallet.ts';
import { chatEventSchema } from './chat-event.ts';

/** The data of one `unread` event: how many of the member's inbox messages are unread. */
export const unreadEventSchema = lazySchema(() => z.object({ count: z.number().int().min(0) }));
export type UnreadEvent = z.infer<typeof unreadEventSchema>;

/**
 * The data of one `pvp` event: the member's latest PVP seat and where it stands (null: none). Sent
 * when a seat stops waiting (met an opponent, was cancelled or expired), so an open room shows the duel at once.
 */
export const pvpSeatEventSchema = lazySchema(() => z.object({
  seatId: z.number().int().nullable(), status: z.enum(['WAITING', 'SETTLED', 'CANCELLED', 'EXPIRED']).nullable(),
}));
export type PvpSeatEvent = z.infer<typeof pvpSeatEventSchema>;

/**
 * The typed events of the member event stream: each Server-Sent Event's name and the schema of its
 * data. Each is sent on connect and again after every change of what it carries.
 */
export const MEMBER_EVENT_SCHEMAS = {
  balance: balanceEventSchema,
  unread: unreadEventSchema,
  chat: chatEventSchema,
  pvp: pvpSeatEventSchema,
} as const;

export type MemberEventName = keyof typeof MEMBER_EVENT_SCHEMAS;
export type MemberEventData<E extends MemberEventName> = z.infer<(typeof MEMBER_EVENT_SCHEMAS)[E]>;
/** One event as a client receives it: its name and its checked data. */
export type MemberEvent = { [E in MemberEventName]: { event: E; data: MemberEventData<E> } }[MemberEventName];

/** The data of any member event (the stream endpoint's `response`; each event is checked by its own schema). */
export const memberEventDataSchema = lazySchema(() => z.union([balanceEventSchema, unreadEventSchema, chatEventSchema, pvpSeatEventSchema]));
