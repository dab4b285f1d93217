import type { z } from 'zod';
import { checkAnswer } from './response-check.ts';

/** A comment line: keeps the connection (and proxies on the way) from timing out, and clients ignore it. */
export const SERVER_SENT_HEARTBEAT = ':\n\n';

/** One Server-Sent Event named `name`; its data is checked strictly against the event's own `schema`. */
export function serverSentEvent(name: string, schema: z.ZodType, data: unknown): string {
  checkAnswer(schema, data);
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}
