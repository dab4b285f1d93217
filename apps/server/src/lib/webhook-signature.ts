import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signatures of server-to-server notifications, as payment providers sign their webhooks (Stripe's
 * scheme): the header `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. The timestamp is
 * signed with the body, so an old notification cannot be replayed with a fresh time.
 */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

const digest = (key: Uint8Array, timestamp: number, rawBody: string) =>
  createHmac('sha256', key).update(`${timestamp}.${rawBody}`).digest();

export function signWebhook(key: Uint8Array, rawBody: string, nowMs: number = Date.now()): string {
  const timestamp = Math.floor(nowMs / 1000);
  return `t=${timestamp},v1=${digest(key, timestamp, rawBody).toString('hex')}`;
}

/**
 * Whether `header` signs `rawBody` with `key` at a time within 5 minutes of now (either side). The
 * comparison takes the same time wherever the digests differ.
 */
export function verifyWebhook(key: Uint8Array, header: unknown, rawBody: string, nowMs: number = Date.now()): boolean {
  if (typeof header !== 'string' || header.length > 256) return false;
  const fields = new Map(header.split(',').map((part) => {
    const at = part.indexOf('=');
    return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
  }));
  const timestampText = fields.get('t') ?? '';
  const signature = fields.get('v1') ?? '';
  if (!/^\d{1,12}$/.test(timestampText) || !/^[0-9a-f]{64}$/.test(signature)) return false;
  const timestamp = Number(timestampText);
  if (Math.abs(nowMs / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) return false;
  return timingSafeEqual(digest(key, timestamp, rawBody), Buffer.from(signature, 'hex'));
}
