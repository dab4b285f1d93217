import type { EndpointDefinition } from '@m/contract';
import { checkAnswer } from './response-check.ts';

/** A comment line: keeps the connection (and proxies on the way) from timing out, and clients ignore it. */
export const SERVER_SENT_HEARTBEAT = ':\n\n';

/** One Server-Sent Event of a stream endpoint; its data is checked strictly against the endpoint's `response`. */
export function serverSentEvent(endpoint: EndpointDefinition, name: string, data: unknown): string {
  checkAnswer(endpoint.response, data);
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}
