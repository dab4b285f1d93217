import { describe, expect, it } from 'vitest';
import { demo, useTestApp } from '../test/test-app.ts';

const lines: Array<{ msg?: string; req?: { url?: string }; res?: { statusCode?: number } }> = [];
const ctx = useTestApp({ logger: { level: 'info', stream: { write: (line) => lines.push(JSON.parse(line)) } } });

const accessLines = (url: string) => lines.filter((line) => line.msg === 'request completed' && line.req?.url === url);

describe('access lines', () => {
  it('at info: none for a successful read, one for a refusal and one for every state change', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/wps/system/status', headers: demo })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/wps/system/status?extra=1', headers: demo })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: demo })).statusCode).toBe(401);
    expect(accessLines('/wps/system/status')).toEqual([]);
    expect(accessLines('/wps/system/status?extra=***')).toHaveLength(1);
    expect(accessLines('/wps/session/logout')).toMatchObject([{ res: { statusCode: 401 } }]);
    // Fastify's own incoming-request line is off.
    expect(lines.filter((line) => line.msg === 'incoming request')).toEqual([]);
  });

  it('at debug a successful read has its line too', async () => {
    const app = ctx.build({ logger: { level: 'debug', stream: { write: (line) => lines.push(JSON.parse(line)) } } });
    expect((await app.inject({ method: 'GET', url: '/wps/system/country', headers: demo })).statusCode).toBe(200);
    expect(accessLines('/wps/system/country')).toMatchObject([{ res: { statusCode: 200 } }]);
  });
});
