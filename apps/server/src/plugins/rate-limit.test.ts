import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.ts';
import { hashPassword } from '../lib/password-hash.ts';
import { createMemberRepository } from '../modules/member/repository.ts';
import { createMemberSessionRepository } from '../modules/session/repository.ts';
import { createMemberSessions } from '../modules/session/service.ts';
import { createTestMember } from '../test/members.ts';
import { statementsOf } from '../test/statements.ts';
import { demo, useTestApp } from '../test/test-app.ts';

const ctx = useTestApp({ apiRateLimit: { max: 3, timeWindow: '1 minute', perAddress: 3 } });

const get = (app: FastifyInstance, url: string, options: { token?: string; remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  app.inject({
    method: 'GET', url, remoteAddress: options.remoteAddress ?? '10.4.0.1',
    headers: { ...demo, ...(options.token ? { authorization: options.token } : {}), ...options.headers },
  });

async function statuses(count: number, call: () => Promise<{ statusCode: number }>) {
  const result: number[] = [];
  for (let i = 0; i < count; i++) result.push((await call()).statusCode);
  return result;
}

describe('API rate limit', () => {
  it('answers 429 too.many.requests once an address spends its budget of calls without a session', async () => {
    expect(await statuses(4, () => get(ctx.app, '/wps/system/country'))).toEqual([200, 200, 200, 429]);
    const limited = await get(ctx.app, '/wps/system/country', { headers: { language: 'TY' } });
    expect(limited.json()).toMatchObject({ success: false, errorCode: 'too.many.requests', message: expect.stringMatching(/Masyadong/) });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it.skipIf(!process.env.DATABASE_URL)('on PostgreSQL refuses a spent budget from memory until its window ends, without a query per refused call', async () => {
    const address = '10.4.0.9';
    expect(await statuses(4, () => get(ctx.app, '/wps/system/country', { remoteAddress: address }))).toEqual([200, 200, 200, 429]);
    const statements = await statementsOf(ctx.database.db, async () => {
      expect(await statuses(20, () => get(ctx.app, '/wps/system/country', { remoteAddress: address }))).toEqual(Array(20).fill(429));
    });
    expect(statements).toEqual([]);
  });

  it('counts calls with a session per session, not per address', async () => {
    const [first, second] = [await createTestMember(ctx.database.db), await createTestMember(ctx.database.db)];
    const address = '10.4.0.2';
    expect(await statuses(4, () => get(ctx.app, '/wps/member/info', { token: first.token, remoteAddress: address }))).toEqual([200, 200, 200, 429]);
    expect(await statuses(3, () => get(ctx.app, '/wps/member/info', { token: second.token, remoteAddress: address }))).toEqual([200, 200, 200]);
    // Optional-session calls count on the session too.
    expect((await get(ctx.app, '/wps/relay/GCSGAME_gameList?gameClassify=FAV', { token: second.token, remoteAddress: address })).statusCode).toBe(429);
  });

  it('counts a member over all their sessions at twice the session budget', async () => {
    const member = await createTestMember(ctx.database.db);
    const sessions = createMemberSessions(createMemberSessionRepository(ctx.database.db));
    const tokens = [member.token];
    for (let i = 0; i < 2; i++) tokens.push((await sessions.issue({ id: member.memberId, merchantId: 1 }, null)).token);
    const answers = [];
    for (const token of tokens) answers.push(...await statuses(3, () => get(ctx.app, '/wps/member/info', { token, remoteAddress: `10.4.1.${answers.length}` })));
    expect(answers.filter((status) => status === 429)).toHaveLength(3);
  });

  it('refuses an address that guesses session tokens, before looking them up', async () => {
    const app = ctx.build({ apiRateLimit: { max: 300, timeWindow: '1 minute', unknownTokensPerAddress: 20 } });
    const guesses = await statuses(21, () => get(app, '/wps/member/info', { token: `guess-${Math.random()}`, remoteAddress: '10.4.2.1' }));
    expect(guesses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(guesses[20]).toBe(429);
    const member = await createTestMember(ctx.database.db);
    expect((await get(app, '/wps/member/info', { token: member.token, remoteAddress: '10.4.2.1' })).statusCode).toBe(429);
    expect((await get(app, '/wps/member/info', { token: member.token, remoteAddress: '10.4.2.2' })).statusCode).toBe(200);
  });

  it('does not limit the pages', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/m/' });
    expect(response.statusCode).toBe(302);
  });
});

describe('200 members behind one address (carrier-grade NAT)', () => {
  it('browse at once without a 429 under the default budgets', async () => {
    const app = ctx.build({ apiRateLimit: undefined });
    const memberRepository = createMemberRepository(ctx.database.db);
    const sessions = createMemberSessions(createMemberSessionRepository(ctx.database.db));
    const passwordHash = await hashPassword('shared-test-password');
    const tokens = await Promise.all(Array.from({ length: 200 }, async (_, index) => {
      const member = await memberRepository.insert({ merchantId: 1, username: `nat${index}x${Date.now() % 100_000}`, passwordHash, type: 0 });
      return (await sessions.issue(member, 'MOBILE')).token;
    }));
    const browsing = ['/wps/system/status', '/wps/member/info', '/wps/wallets/balance', '/wps/relay/GCSGAME_gameList?gameClassify=FAV'];
    const answers = await Promise.all(tokens.flatMap((token) => browsing.map((url) => get(app, url, { token, remoteAddress: '203.0.113.9' }))));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
  });
});

describe('behind a reverse proxy (TRUST_PROXY=1)', () => {
  it('takes the address the proxy saw: a forged X-Forwarded-For chain gets no fresh budget', async () => {
    const app = ctx.build({ trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy, apiRateLimit: undefined });
    const trialAnswers = await statuses(40, () => app.inject({
      method: 'GET', url: '/wps/session/trial', headers: { ...demo, 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250)}, 192.0.2.77` },
      remoteAddress: '127.0.0.1',
    }));
    expect(trialAnswers.filter((status) => status === 429).length).toBeGreaterThan(0);
    const other = await app.inject({ method: 'GET', url: '/wps/session/trial', headers: { ...demo, 'x-forwarded-for': '192.0.2.78' }, remoteAddress: '127.0.0.1' });
    expect(other.statusCode).toBe(200);
  });
});

describe('lifted budgets (a bench server, BENCH_LIFT_BUDGETS=1)', () => {
  it('never refuses a call: the API-wide budgets and the routes\' own are lifted, and they stay without it', async () => {
    const lifted = ctx.build({ apiRateLimit: { max: 3, timeWindow: '1 minute', perAddress: 3, lifted: true } });
    expect(await statuses(6, () => get(lifted, '/wps/system/country', { remoteAddress: '10.4.3.1' }))).toEqual([200, 200, 200, 200, 200, 200]);
    const member = await createTestMember(ctx.database.db);
    expect(await statuses(7, () => get(lifted, '/wps/member/info', { token: member.token, remoteAddress: '10.4.3.1' }))).toEqual(Array(7).fill(200));
    // The username check has a budget of its own: 120 a minute per address.
    const checks = await statuses(125, () => get(lifted, '/wps/check/username?username=nobody', { remoteAddress: '10.4.3.2' }));
    expect(checks.filter((status) => status !== 200)).toEqual([]);

    const unlifted = ctx.build({ apiRateLimit: { max: 300, timeWindow: '1 minute' } });
    const refused = await statuses(125, () => get(unlifted, '/wps/check/username?username=nobody', { remoteAddress: '10.4.3.3' }));
    expect(refused.filter((status) => status === 429)).toHaveLength(5);
  });
});
