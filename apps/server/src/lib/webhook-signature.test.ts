import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook } from './webhook-signature.ts';

const key = Buffer.alloc(32, 1);
const body = '{"orderId":"D1","amountMinor":100}';
const at = Date.UTC(2026, 10, 24, 6, 0, 0);

describe('webhook signatures', () => {
  it('accepts its own signature within 5 minutes either side, and nothing else', () => {
    const header = signWebhook(key, body, at);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyWebhook(key, header, body, at)).toBe(true);
    expect(verifyWebhook(key, header, body, at + 299_000)).toBe(true);
    expect(verifyWebhook(key, header, body, at - 299_000)).toBe(true);
    expect(verifyWebhook(key, header, body, at + 301_000)).toBe(false);
    expect(verifyWebhook(key, header, body, at - 301_000)).toBe(false);
    expect(verifyWebhook(Buffer.alloc(32, 2), header, body, at)).toBe(false);
    expect(verifyWebhook(key, header, `${body} `, at)).toBe(false);
  });

  it('refuses a timestamp swapped under the signature and malformed headers', () => {
    const header = signWebhook(key, body, at);
    const moved = header.replace(/^t=(\d+)/, (_, t: string) => `t=${Number(t) + 1}`);
    expect(verifyWebhook(key, moved, body, at)).toBe(false);
    for (const bad of [undefined, '', 'v1=abc', `t=${at / 1000}`, `${header},`.repeat(20), ['a'], `t=-1,v1=${'0'.repeat(64)}`]) {
      expect(verifyWebhook(key, bad, body, at)).toBe(false);
    }
  });
});
