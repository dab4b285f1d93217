import { brotliDecompressSync } from 'node:zlib';
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

  it('sends plain answers to a client that accepts no encoding', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&platform=html5', headers: demo });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ success: true });
  });
});
