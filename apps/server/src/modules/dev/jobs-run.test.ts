import { and, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { jobRuns } from '../../db/schema.ts';
import { businessDate } from '../../lib/business-day.ts';
import { losingBet } from '../../test/bets.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { fundMember } from '../../test/money.ts';
import { useTestApp } from '../../test/test-app.ts';
import { lockMemberWallet } from '../ledger/service.ts';

const DAILY_SALARY = 'agent-contracts.daily-salary';
const ctx = useTestApp({ devEndpoints: true, jobRunner: { only: [DAILY_SALARY] } });
const db = () => ctx.database.db;

const runJob = (payload: object, app = ctx.app) => app.inject({ method: 'POST', url: '/wps/dev/jobs/run', payload });
const balanceOf = (member: TestMember) => db().transaction((tx) => lockMemberWallet(tx, member.memberId));
const post = (member: TestMember, url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: { merchant: 'DEMO', authorization: member.token }, payload });

describe('POST /wps/dev/jobs/run', () => {
  it('runs today\'s period of the daily salary through the runner once: a second call pays nothing more', async () => {
    const agent = await createTestMember(db(), { type: 1 });
    const sub = await createTestMember(db(), { type: 1, parentId: agent.memberId });
    const player = await createTestMember(db(), { parentId: sub.memberId });
    await fundMember(db(), agent.memberId, 1_000_00);
    await fundMember(db(), player.memberId, 500_00);
    const tiers = [{ turnover: '100', activeMembers: 1, amount: '12.50' }];
    const offered = (await post(agent, '/wps/agent/contracts/offer', { account: sub.username, requestId: randomBytes(12).toString('hex'), kind: 'DAILY_SALARY', tiers })).json();
    expect(offered.success).toBe(true);
    expect((await post(sub, '/wps/agent/contracts/accept', { contractId: offered.value.id })).json().success).toBe(true);
    await losingBet(db(), player, 'RNG', 150_00);
    const [agentBefore, subBefore] = [await balanceOf(agent), await balanceOf(sub)];

    const today = businessDate(new Date());
    const first = await runJob({ job: DAILY_SALARY, period: today });
    expect(first.json()).toMatchObject({ success: true, value: { job: DAILY_SALARY, period: today, status: 'DONE', ran: true } });
    expect(await balanceOf(agent)).toBe(agentBefore - 12_50);
    expect(await balanceOf(sub)).toBe(subBefore + 12_50);

    const second = await runJob({ job: DAILY_SALARY, period: today });
    expect(second.json()).toMatchObject({ success: true, value: { status: 'DONE', ran: false } });
    await ctx.app.services.jobs.tick();
    expect(await balanceOf(agent)).toBe(agentBefore - 12_50);
    expect(await balanceOf(sub)).toBe(subBefore + 12_50);
    const runs = await db().select().from(jobRuns).where(and(eq(jobRuns.job, DAILY_SALARY), eq(jobRuns.periodKey, today)));
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'DONE', attempts: 1 });
    expect(await ctx.app.services.ledger.check()).toEqual([]);
  });

  it('refuses an unknown job, a period not started, a malformed key and bad bodies', async () => {
    const tomorrow = businessDate(new Date(Date.now() + 2 * 24 * 60 * 60_000));
    expect((await runJob({ job: 'no.such-job', period: '2026-01-01' })).statusCode).toBe(404);
    expect((await runJob({ job: DAILY_SALARY, period: tomorrow })).statusCode).toBe(404);
    expect((await runJob({ job: DAILY_SALARY, period: 'yesterday' })).statusCode).toBe(404);
    expect((await runJob({ job: DAILY_SALARY })).statusCode).toBe(400);
    expect((await runJob({ job: 'Bad Name', period: '2026-01-01' })).statusCode).toBe(400);
  });

  it('does not exist unless enabled', async () => {
    const response = await runJob({ job: DAILY_SALARY, period: businessDate(new Date()) }, ctx.build({ devEndpoints: false }));
    expect(response.statusCode).toBe(404);
  });
});
