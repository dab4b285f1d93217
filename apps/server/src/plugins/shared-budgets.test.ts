import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestMember } from '../test/members.ts';
import { demo, useTestApp } from '../test/test-app.ts';

const BUDGET = 10;
const ctx = useTestApp({ apiRateLimit: { max: BUDGET, timeWindow: '1 minute', perAddress: BUDGET } });

const get = (app: FastifyInstance, url: string, options: { token?: string; address: string }) =>
  app.inject({ method: 'GET', url, remoteAddress: options.address, headers: { ...demo, ...(options.token ? { authorization: options.token } : {}) } });

/** `count` calls at once, dealt to `apps` in turn. */
const atOnce = (apps: FastifyInstance[], count: number, call: (app: FastifyInstance, index: number) => Promise<LightMyRequestResponse>) =>
  Promise.all(Array.from({ length: count }, (_, index) => call(apps[index % apps.length]!, index)));

/** How many calls got past the budget; every refusal is the usual one. */
function accepted(answers: LightMyRequestResponse[]): number {
  const refused = answers.filter((answer) => answer.statusCode === 429);
  for (const answer of refused) {
    expect(answer.json()).toMatchObject({ success: false, errorCode: 'too.many.requests' });
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  }
  return answers.length - refused.length;
}

describe('budgets under calls arriving at once', () => {
  it('a session spends exactly its budget when 20 calls arrive together', async () => {
    const member = await createTestMember(ctx.database.db);
    const answers = await atOnce([ctx.app], 20, (app) => get(app, '/wps/member/info', { token: member.token, address: '10.9.0.1' }));
    expect(accepted(answers)).toBe(BUDGET);
  });
});

describe.skipIf(!process.env.DATABASE_URL)(
  'budgets over two server processes on one PostgreSQL (not on PGlite: it is one process\'s database, and each app counts in its own memory as that one process does)',
  () => {
    let second: FastifyInstance;
    let both: FastifyInstance[];
    beforeAll(async () => {
      second = (await ctx.buildProcess())!;
      both = [ctx.app, second];
    });

    it('a session has one budget: 20 calls at once over both processes, exactly 10 accepted', async () => {
      const member = await createTestMember(ctx.database.db);
      const answers = await atOnce(both, 20, (app) => get(app, '/wps/member/info', { token: member.token, address: '10.9.1.1' }));
      expect(accepted(answers)).toBe(BUDGET);
    });

    it('a member has one budget over their sessions: three sessions\' 30 calls over both processes, exactly twice the session budget accepted', async () => {
      const member = await createTestMember(ctx.database.db);
      const merchantId = (await ctx.app.services.merchants.findByCode('DEMO'))!.id;
      const tokens = [member.token];
      for (let i = 0; i < 2; i++) tokens.push((await ctx.app.services.sessions.issue({ id: member.memberId, merchantId }, 'MOBILE')).token);
      const answers = await atOnce(both, 3 * BUDGET, (app, index) => get(app, '/wps/member/info', { token: tokens[index % 3]!, address: '10.9.1.2' }));
      expect(accepted(answers)).toBe(2 * BUDGET);
    });

    it('an address without a session has one budget: 20 guest calls at once over both processes, exactly 10 accepted', async () => {
      const answers = await atOnce(both, 20, (app) => get(app, '/wps/system/country', { address: '10.9.1.3' }));
      expect(accepted(answers)).toBe(BUDGET);
    });

    it('a route\'s own budget is one budget: 80 affiliate checks at once over both processes, exactly its 60 accepted', async () => {
      const answers = await atOnce(both, 80, (app) => get(app, '/wps/member/affiliate/check?code=NOSUCH', { address: '10.9.1.4' }));
      expect(accepted(answers)).toBe(60);
    });

    it('an address that guessed too many session tokens over both processes is refused by each at its next guess at the latest', async () => {
      const guessing = { apiRateLimit: { max: BUDGET, timeWindow: '1 minute', unknownTokensPerAddress: 20 } };
      const apps = [ctx.build(guessing), (await ctx.buildProcess(guessing))!];
      const guesses = await atOnce(apps, 20, (app, index) => get(app, '/wps/member/info', { token: `guess-${index}`, address: '10.9.1.5' }));
      expect(guesses.map((answer) => answer.statusCode)).toEqual(guesses.map(() => 401));
      // The process that counted the last allowed guess refuses at once; the other knows from its next one.
      for (const app of apps) {
        await get(app, '/wps/member/info', { token: 'guess-again', address: '10.9.1.5' });
        expect((await get(app, '/wps/member/info', { token: 'guess-last', address: '10.9.1.5' })).statusCode).toBe(429);
      }
    });
  },
);
