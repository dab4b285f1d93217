import { describe, expect, it } from 'vitest';
import { demo, useTestApp } from '../test/test-app.ts';

const ctx = useTestApp({ apiRateLimit: { max: 3, timeWindow: '1 minute' } });

describe('API rate limit', () => {
  it('answers 429 too.many.requests once an address spends its limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await ctx.app.inject({ method: 'GET', url: '/wps/system/country', headers: demo })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await ctx.app.inject({ method: 'GET', url: '/wps/system/country', headers: { ...demo, language: 'TY' } });
    expect(limited.json()).toMatchObject({ success: false, errorCode: 'too.many.requests', message: expect.stringMatching(/Masyadong/) });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('does not limit the pages', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/m/' });
    expect(response.statusCode).toBe(302);
  });
});
