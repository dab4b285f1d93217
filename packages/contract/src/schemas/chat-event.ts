import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';

/**
 * The live chat's event, apart from the chat's other schemas: the member event stream carries it,
 * and every page has that stream's schemas, never the chat screen's.
 */

/** A live chat is OPEN until an operator closes it; a closed chat can be rated once. */
export const CHAT_STATUSES = ['OPEN', 'CLOSED'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

/** The data of a chat event (member and guest streams): the state the page reads again when it changes. */
export const chatEventSchema = lazySchema(() => z.object({
  chatId: z.number().int().nullable(),
  status: z.enum(CHAT_STATUSES).nullable(),
  lastMessageId: z.number().int(),
  operatorReadUpTo: z.number().int(),
  operatorTypingUntil: z.string().nullable(),
}));
export type ChatEvent = z.infer<typeof chatEventSchema>;
