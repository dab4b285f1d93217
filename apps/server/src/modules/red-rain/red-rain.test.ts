import { randomUUID } from 'node:crypto';
import { envelopeSchema, redRainAgentSessionSchema, redRainAgentSessionsSchema, redRainCurrentSchema, redRainResultSchema, redRainTapSchema } from '@m/contract';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobRuns, ledgerTransfers, members, redRainSessions } from '../../db/schema.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { fundMember } from '../../test/money.ts';
import { addTurnoverRequirement } from '../ledger/turnover.ts';
import { useTestApp } from '../../test/test-app.ts';

let jobClock = Date.now();
const ctx = useTestApp({ jobRunner: { now: () => jobClock, only: ['red-rain.sessions'] } });

afterEach(() => {
  vi.useRealTimers();
});

const headers = (member: TestMember) => ({ merchant: 'DEMO', authorization: member.token });
const balanceOf = async (member: TestMember) =>
  (await ctx.app.inject({ method: 'GET', url: '/wps/wallets/balance', headers: headers(member) })).json().value.sumBalance as number;
const ledgerRows = async () => (await ctx.database.db.select({ rows: count() }).from(ledgerTransfers))[0]!.rows;

/** A fresh agent with `fundMinor` in its wallet and `size` players in its team. */
async function team(size: number, fundMinor = 1_000_00) {
  const { db } = ctx.database;
  const agent = await createTestMember(db, { type: 1 });
  await fundMember(db, agent.memberId, fundMinor);
  const players: TestMember[] = [];
  for (let index = 0; index < size; index += 1) {
    const player = await createTestMember(db);
    await db.update(members).set({ parentId: agent.memberId }).where(eq(members.id, player.memberId));
    players.push(player);
  }
  return { agent, players };
}

type Schedule = { budget: string; perMemberCap: string; startInMinutes?: number; durationSeconds?: number; requestId?: string };
const schedule = (agent: TestMember, body: Schedule, app: FastifyInstance = ctx.app) =>
  app.inject({
    method: 'POST', url: '/wps/redRain/agent/sessions', headers: headers(agent),
    payload: { startInMinutes: 0, durationSeconds: 60, requestId: randomUUID().replaceAll('-', ''), ...body },
  }).then((response) => ({ status: response.statusCode, body: response.json() as { success: boolean; errorCode?: string; value?: unknown } }));

async function scheduled(agent: TestMember, body: Schedule) {
  const created = await schedule(agent, body);
  return envelopeSchema(redRainAgentSessionSchema).parse(created.body).value!.session;
}

const tap = (member: TestMember, sessionId: number, app: FastifyInstance = ctx.app, requestId = randomUUID().replaceAll('-', '')) =>
  app.inject({ method: 'POST', url: '/wps/redRain/tap', headers: headers(member), payload: { sessionId, requestId } })
    .then((response) => response.json() as { success: boolean; errorCode?: string; value?: { amount: number; tally: { caught: number } } });

const current = async (member: TestMember) =>
  envelopeSchema(redRainCurrentSchema).parse((await ctx.app.inject({ method: 'GET', url: '/wps/redRain/current', headers: headers(member) })).json()).value!;

const agentSessions = async (agent: TestMember) =>
  envelopeSchema(redRainAgentSessionsSchema).parse((await ctx.app.inject({ method: 'GET', url: '/wps/redRain/agent/sessions', headers: headers(agent) })).json()).value!.list;

/** Moves the app's clock (Date only) past the session's end. */
function afterEnd(session: { endsAt: string }) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.parse(session.endsAt) + 1_000);
}

describe('red-envelope rain', () => {
  it('lets the team catch an agent\'s session: each catch paid from the budget the agent funded, the rest returned once after the end', async () => {
    const { agent, players: [player] } = await team(1);
    const session = await scheduled(agent, { budget: '100.00', perMemberCap: '10.00' });
    expect(session).toMatchObject({ status: 'LIVE', budget: 100, perMemberCap: 10, remaining: 100, funder: { kind: 'agent', account: agent.username } });
    expect(await balanceOf(agent)).toBe(900);

    expect(await current(player!)).toMatchObject({ session: { id: session.id, status: 'LIVE' }, mine: { caught: 0, envelopes: 0, capReached: false } });
    const requestId = 'tap-once-000001';
    const first = envelopeSchema(redRainTapSchema).parse(await tap(player!, session.id, ctx.app, requestId)).value!;
    expect(first.amount).toBeGreaterThan(0);
    expect(first.amount).toBeLessThanOrEqual(2);
    expect(await tap(player!, session.id, ctx.app, requestId)).toMatchObject({ success: true, value: { amount: first.amount, tally: { envelopes: 1 } } });
    expect(await balanceOf(player!)).toBe(first.amount);

    const result = envelopeSchema(redRainResultSchema).parse((await ctx.app.inject({
      method: 'GET', url: `/wps/redRain/result?sessionId=${session.id}`, headers: headers(player!),
    })).json()).value!;
    expect(result).toMatchObject({ tally: { caught: first.amount, envelopes: 1 }, catches: [{ amount: first.amount }] });
    expect(await ctx.app.services.ledger.check()).toEqual([]);

    afterEnd(session);
    expect(await tap(player!, session.id)).toMatchObject({ success: false, errorCode: 'red.rain.not.open' });
    vi.useRealTimers();
    // The first tick records the period under way; it runs once that period has ended, and once only.
    jobClock = Date.parse(session.endsAt) + 1_000;
    await ctx.app.services.jobs.tick();
    jobClock += 30_000;
    expect((await ctx.app.services.jobs.tick()).filter((run) => run.status === 'DONE').length).toBeGreaterThanOrEqual(1);
    expect(await ctx.app.services.jobs.tick()).toEqual([]);
    const returned = Math.round((100 - first.amount) * 100) / 100;
    expect(await balanceOf(agent)).toBe(Math.round((900 + returned) * 100) / 100);
    expect((await agentSessions(agent))[0]).toMatchObject({ caught: first.amount, envelopes: 1, players: 1, returned });
    expect(await ctx.app.services.redRain.settleEnded(jobClock)).toEqual({ settled: 0, returnedMinor: 0 });
    expect(await balanceOf(agent)).toBe(Math.round((900 + returned) * 100) / 100);
    const runs = await ctx.database.db.select().from(jobRuns).where(eq(jobRuns.job, 'red-rain.sessions'));
    expect(runs.some((run) => run.status === 'DONE' && Number(run.result?.settled) >= 1)).toBe(true);
    expect(await ctx.app.services.ledger.check()).toEqual([]);
  });

  it('returns an ended session\'s budget once when two server processes settle it at the same moment', async () => {
    const { agent } = await team(0);
    const session = await scheduled(agent, { budget: '30.00', perMemberCap: '1.00' });
    const second = (await ctx.buildProcess()) ?? ctx.app;
    const after = Date.parse(session.endsAt) + 1_000;
    await Promise.all([ctx.app.services.redRain.settleEnded(after), second.services.redRain.settleEnded(after), ctx.app.services.redRain.settleEnded(after)]);
    const returns = await ctx.database.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.reference, `red-rain:${session.id}`));
    expect(returns.map((row) => [row.type, row.amountMinor])).toEqual([['RED_RAIN_FUND', 30_00], ['RED_RAIN_RETURN', 30_00]]);
    expect(await balanceOf(agent)).toBe(1_000);
    expect(await ctx.app.services.ledger.check()).toEqual([]);
  });

  it('never pays beyond the budget under 50 concurrent tappers, across two server processes', async () => {
    const { agent, players } = await team(50);
    const session = await scheduled(agent, { budget: '1.00', perMemberCap: '0.50' });
    const second = (await ctx.buildProcess()) ?? ctx.app;
    const answers = await Promise.all(players.flatMap((player, index) => [tap(player, session.id, index % 2 ? second : ctx.app), tap(player, session.id, index % 2 ? ctx.app : second)]));
    const paid = answers.filter((answer) => answer.success).reduce((total, answer) => total + Math.round(answer.value!.amount * 100), 0);
    expect(paid).toBe(100);
    expect(answers.filter((answer) => !answer.success).every((answer) => answer.errorCode === 'red.rain.budget.spent')).toBe(true);
    const [row] = await ctx.database.db.select().from(redRainSessions).where(eq(redRainSessions.id, session.id));
    expect(row).toMatchObject({ paidMinor: 100, catches: answers.filter((answer) => answer.success).length });
    const balances = await Promise.all(players.map(balanceOf));
    expect(Math.round(balances.reduce((total, balance) => total + balance, 0) * 100)).toBe(100);
    expect(await ctx.app.services.ledger.check()).toEqual([]);
  });

  it('stops a member at the per-member cap', async () => {
    const { agent, players: [player] } = await team(1);
    const session = await scheduled(agent, { budget: '50.00', perMemberCap: '1.00' });
    let caught = 0;
    for (let taps = 0; taps < 30; taps += 1) {
      const answer = await tap(player!, session.id);
      if (!answer.success) {
        expect(answer.errorCode).toBe('red.rain.cap.reached');
        break;
      }
      caught = answer.value!.tally.caught;
    }
    expect(caught).toBe(1);
    expect(await tap(player!, session.id)).toMatchObject({ success: false, errorCode: 'red.rain.cap.reached' });
    expect(await balanceOf(player!)).toBe(1);
    expect((await current(player!)).mine).toMatchObject({ caught: 1, capReached: true });
  });

  it('refuses taps before the start and from outside the team, moving no money', async () => {
    const { agent, players: [player] } = await team(1);
    const { players: [stranger] } = await team(1);
    const later = await scheduled(agent, { budget: '10.00', perMemberCap: '1.00', startInMinutes: 5 });
    expect(later.status).toBe('UPCOMING');
    const now = await scheduled(agent, { budget: '10.00', perMemberCap: '1.00' });
    const before = await ledgerRows();
    expect(await tap(player!, later.id)).toMatchObject({ success: false, errorCode: 'red.rain.not.open' });
    expect(await tap(stranger!, now.id)).toMatchObject({ success: false, errorCode: 'red.rain.not.team' });
    expect(await tap(agent, now.id)).toMatchObject({ success: false, errorCode: 'red.rain.not.team' });
    expect(await ledgerRows()).toBe(before);
    expect((await current(stranger!)).session?.funder).not.toEqual({ kind: 'agent', account: agent.username });
    const strangersView = await ctx.app.inject({ method: 'GET', url: `/wps/redRain/result?sessionId=${now.id}`, headers: headers(stranger!) });
    expect(strangersView.json()).toMatchObject({ success: false, errorCode: 'red.rain.not.team' });
  });

  it('takes the budget from the agent\'s wallet only as far as the withdrawable rule lets money leave, and refuses players and bad input', async () => {
    const { agent, players: [player] } = await team(1, 500_00);
    await ctx.database.db.transaction((tx) => addTurnoverRequirement(tx, { memberId: agent.memberId, requiredMinor: 5_000_00, lockedMinor: 400_00, reference: 'bonus:test' }));
    const before = await ledgerRows();
    expect((await schedule(agent, { budget: '150.00', perMemberCap: '1.00' })).body).toMatchObject({ success: false, errorCode: 'withdraw.turnover.unmet' });
    expect((await schedule(agent, { budget: '600.00', perMemberCap: '1.00' })).body).toMatchObject({ success: false, errorCode: 'insufficient.balance' });
    expect((await schedule(player!, { budget: '10.00', perMemberCap: '1.00' })).body).toMatchObject({ success: false, errorCode: 'permission.denied' });
    for (const bad of [
      { budget: '10.00', perMemberCap: '11.00' }, { budget: '0.50', perMemberCap: '0.10' }, { budget: '10.00', perMemberCap: '1.00', durationSeconds: 10 },
      { budget: '10.00', perMemberCap: '1.00', startInMinutes: -1 }, { budget: '1e3', perMemberCap: '1.00' },
    ]) expect((await schedule(agent, bad)).status, JSON.stringify(bad)).toBe(400);
    expect(await ledgerRows()).toBe(before);
    expect(await balanceOf(agent)).toBe(500);

    const requestId = 'agent-form-000000000001';
    const first = await schedule(agent, { budget: '100.00', perMemberCap: '1.00', requestId });
    expect(await schedule(agent, { budget: '100.00', perMemberCap: '1.00', requestId })).toEqual(first);
    expect(await balanceOf(agent)).toBe(400);
    expect(await ctx.app.services.ledger.check()).toEqual([]);
  });

  it('runs the merchant\'s seeded schedule for every member, funded by and returned to the promotion expense', async () => {
    const player = await createTestMember(ctx.database.db);
    const shown = await current(player);
    expect(shown.session).toMatchObject({ funder: { kind: 'merchant' }, budget: 2_000, perMemberCap: 20 });
    const refused = await ctx.app.inject({ method: 'GET', url: '/wps/redRain/current', headers: { merchant: 'DEMO' } });
    expect(refused.statusCode).toBe(401);
    const trial = await createTestMember(ctx.database.db, { type: 4 });
    expect((await ctx.app.inject({ method: 'GET', url: '/wps/redRain/current', headers: headers(trial) })).json()).toMatchObject({ errorCode: 'trial.rejected' });
    const far = Date.parse(shown.session!.endsAt) + 24 * 60 * 60_000;
    expect(await ctx.app.services.redRain.scheduleMerchantSessions(far)).toBeGreaterThanOrEqual(2);
    expect(await ctx.app.services.redRain.scheduleMerchantSessions(far)).toBe(0);
    expect((await ctx.app.services.redRain.settleEnded(far)).settled).toBeGreaterThanOrEqual(2);
    expect(await ctx.app.services.ledger.check()).toEqual([]);
  });
});
