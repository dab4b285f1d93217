import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBudgetRepository } from '../modules/budgets/repository.ts';
import type { BudgetCount } from '../lib/budget-count.ts';
import { createBudgetLeases, MAX_SPARE, SPARE_SHARE } from '../modules/budgets/service.ts';
import { createTestMember } from '../test/members.ts';
import { statementsOf } from '../test/statements.ts';
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

/** A process's leases on the test database, and the queries they made. */
function leasingProcess() {
  const repository = createBudgetRepository(ctx.database.db);
  const queries = { count: 0 };
  const leases = createBudgetLeases({
    ...repository,
    count: (...args: Parameters<typeof repository.count>) => {
      queries.count += 1;
      return repository.count(...args);
    },
  });
  return { take: leases.take, queries };
}

let keys = 0;
const freshKey = () => `test-lease:${process.pid}:${Date.now()}:${keys++}`;
const MINUTE = 60_000;
const acceptedCount = (counts: BudgetCount[], max: number) => counts.filter((count) => count.current <= max).length;

describe('budgets leased in slices (two processes: two lease holders on one database)', () => {
  it('a hot key costs a query per slice, not per call: 5,000 calls one after another on a budget of a million', async () => {
    const holder = leasingProcess();
    const key = freshKey();
    let answeredAtOnce = 0;
    for (let call = 0; call < 5000; call++) {
      const taken = holder.take(key, MINUTE, 1_000_000);
      if (!(taken instanceof Promise)) answeredAtOnce += 1;
      expect((await taken).current).toBeLessThanOrEqual(1_000_000);
    }
    // The first call waits for the first lease: itself and MAX_SPARE spare units; the next slices alike.
    expect(holder.queries.count).toBe(Math.ceil(5000 / (MAX_SPARE + 1)));
    expect(answeredAtOnce).toBe(5000 - holder.queries.count);
  });

  it('two processes never accept more than the budget between them: 1,000 calls in waves of 50 on a budget of 640', async () => {
    const processes = [leasingProcess(), leasingProcess()];
    const key = freshKey();
    const budget = 640;
    const counts: BudgetCount[] = [];
    for (let wave = 0; wave < 20; wave++) {
      counts.push(...await Promise.all(Array.from({ length: 50 }, (_, call) => processes[call % 2]!.take(key, MINUTE, budget))));
    }
    const accepted = acceptedCount(counts, budget);
    expect(accepted).toBeLessThanOrEqual(budget);
    // What each process may hold unspent at the end: its last spare units.
    expect(accepted).toBeGreaterThanOrEqual(budget - 2 * Math.floor(budget / SPARE_SHARE));
    for (const refused of counts.filter((count) => count.current > budget)) expect(refused.ttl).toBeGreaterThan(0);
    expect(processes[0]!.queries.count + processes[1]!.queries.count).toBeLessThan(counts.length / 10);
  });

  it('a budget under 64 calls is counted call by call, so two processes accept it exactly: 30 calls at once on 20', async () => {
    const processes = [leasingProcess(), leasingProcess()];
    const key = freshKey();
    const counts = await Promise.all(Array.from({ length: 30 }, (_, call) => processes[call % 2]!.take(key, MINUTE, 20)));
    expect(acceptedCount(counts, 20)).toBe(20);
  });

  it('a process told the budget is spent refuses the key without asking again until the window ends', async () => {
    const holder = leasingProcess();
    const key = freshKey();
    for (let call = 0; call < 5; call++) expect((await holder.take(key, MINUTE, 5)).current).toBeLessThanOrEqual(5);
    expect((await holder.take(key, MINUTE, 5)).current).toBe(6);
    const queries = holder.queries.count;
    const again = holder.take(key, MINUTE, 5);
    expect(again).not.toBeInstanceOf(Promise);
    expect((again as BudgetCount).current).toBe(6);
    expect(holder.queries.count).toBe(queries);
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

    it('a large budget is spent in slices by both processes, never beyond it: 700 guest calls at once on a budget of 640', async () => {
      const large = { apiRateLimit: { max: 640, timeWindow: '1 minute', perAddress: 640 } };
      const apps = [ctx.build(large), (await ctx.buildProcess(large))!];
      const answers = await atOnce(apps, 700, (app) => get(app, '/wps/system/status', { address: '10.9.1.6' }));
      const count = accepted(answers);
      expect(count).toBeLessThanOrEqual(640);
      expect(count).toBeGreaterThanOrEqual(640 - 2 * Math.floor(640 / SPARE_SHARE));
    });

    it('the hot reads cost no query per call once warm: 600 calls each of the site status, a game list page and a balance with its session', async () => {
      const app = ctx.build({ apiRateLimit: { max: BUDGET, timeWindow: '1 minute', lifted: true } });
      const member = await createTestMember(ctx.database.db);
      const reads = [
        { url: '/wps/system/status' },
        { url: '/wps/relay/GCSGAME_gameList?platform=html5&clientType=2&gameType=RNG&gameClassify=ALL&pageNo=2&pageSize=26' },
        { url: '/wps/wallets/balance', token: member.token },
      ];
      for (const { url, token } of reads) {
        // The first call reads what is then kept (the session, the balance, the page) and leases the budgets' first slices.
        expect((await get(app, url, { token, address: '10.9.1.7' })).statusCode).toBe(200);
        const statements = await statementsOf(ctx.database.db, async () => {
          for (let call = 0; call < 600; call++) expect((await get(app, url, { token, address: '10.9.1.7' })).statusCode).toBe(200);
        });
        // At most the next slice of each budget the read takes from (the address's; the session's and the member's);
        // the live balance's heartbeat (every 25 s, whatever the calls) is not the calls' cost.
        expect(statements.filter((statement) => !statement.includes('open_streams')).length).toBeLessThanOrEqual(2);
      }
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
