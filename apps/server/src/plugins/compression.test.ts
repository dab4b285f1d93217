import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { demo, useTestApp } from '../test/test-app.ts';

const ctx = useTestApp();

describe('compression', () => {
  it('sends large API answers brotli-compressed to a client that accepts it', async () => {
    const response = await ctx.app.inject({
      method: 'GET', url: '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&platform=html5', headers: { ...demo, 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(response.rawPayload).toString('utf8')) as { success: boolean; value: unknown[] };
    expect(body.success).toBe(true);
    expect(response.rawPayload.length).toBeLessThan(JSON.stringify(body).length / 3);
  });

  it('falls back to gzip, and reuses the compressed body of a repeated answer', async () => {
    const request = { method: 'GET' as const, url: '/wps/system/status', headers: { ...demo, 'accept-encoding': 'gzip;q=1, br;q=0' } };
    const first = await ctx.app.inject(request);
    const second = await ctx.app.inject(request);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers.vary).toMatch(/Accept-Encoding/);
    expect(JSON.parse(gunzipSync(first.rawPayload).toString('utf8'))).toMatchObject({ success: true });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('leaves small answers as they are', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/wps/session/key/rsa', headers: { ...demo, 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('sends plain answers to a client that accepts no encoding', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&platform=html5', headers: demo });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ success: true });
  });
});
