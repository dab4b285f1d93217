import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../db/client.ts';
import { jobRuns, operatorActions } from '../../db/schema.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { createTestOperator } from '../../test/operators.ts';
import { useTestApp } from '../../test/test-app.ts';
import { checkLedger, merchantOfMember, transfer } from '../ledger/service.ts';
import { createJobRunRepository } from './repository.ts';
import type { JobDefinition, TickReport } from './runner.ts';
import { every } from './schedule.ts';

const ctx = useTestApp();

const MINUTE = 60_000;
/** A minute's start, far from today: the runner's clock is the test's. */
const T0 = Date.parse('2031-03-01T00:00:00Z');
let clock = T0;
const minuteKey = (minutes: number) => new Date(T0 + minutes * MINUTE).toISOString();

/**
 * Apps whose runners tick `jobs` on the test's clock, sharing the database: `processes` of them as
 * separate server processes on PostgreSQL (pools of their own), as further apps on PGlite.
 */
async function runners(jobs: JobDefinition[], count: number, extra: { leaseMs?: number } = {}): Promise<FastifyInstance[]> {
  const settings = { jobRunner: { now: () => clock, only: jobs.map((job) => job.name), ...extra } };
  const apps: FastifyInstance[] = [];
  for (let index = 0; index < count; index++) {
    const app = (index % 2 === 1 ? await ctx.buildProcess(settings) : null) ?? ctx.build(settings);
    await app.ready();
    for (const job of jobs) app.services.jobs.register(job);
    apps.push(app);
  }
  return apps;
}

const tick = (app: FastifyInstance) => app.services.jobs.tick();
const runsOf = (job: string) => ctx.database.db.select().from(jobRuns).where(eq(jobRuns.job, job)).orderBy(jobRuns.periodStart);
const balance = (member: TestMember) => ctx.app.services.ledger.walletBalanceMinor(member.memberId);

/**
 * A job that pays `member` 1.00 for each period, on the run's transaction, with a ledger key of its
 * own each time: nothing but the runner keeps it from paying a period twice.
 */
function payingJob(name: string, member: TestMember, options: Partial<JobDefinition> & { slowMs?: number; paid?: string[] } = {}): JobDefinition {
  return {
    name,
    schedule: every({ minutes: 1 }),
    ...options,
    async run({ db, period }) {
      await pay(db, member);
      if (options.slowMs) await sleep(options.slowMs);
      options.paid?.push(period.key);
      return { paidMinor: 1_00 };
    },
  };
}

async function pay(db: AppDatabase, member: TestMember) {
  await transfer(db, {
    type: 'ADJUST', from: { kind: 'operator-adjustment', merchantId: await merchantOfMember(db, member.memberId) },
    to: { kind: 'member-wallet', memberId: member.memberId }, amountMinor: 1_00, reference: 'job test', idempotencyKey: `job-test:${randomUUID()}`,
  });
}

/** The operator API of `app` (a process that has the test's jobs registered). */
const operatorApi = (app: FastifyInstance) => (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });

describe('the job runner', () => {
  it('records the current period on its first tick and runs it once it has ended: once, however often and by however many it is ticked', async () => {
    const member = await createTestMember(ctx.database.db);
    const job = payingJob('test.once', member);
    const [first, second] = await runners([job], 2);
    clock = T0 + 30_000;
    expect(await tick(first!)).toEqual([]);
    expect(await runsOf(job.name)).toMatchObject([{ periodKey: minuteKey(0), status: 'PENDING', attempts: 0 }]);

    clock = T0 + MINUTE;
    expect(await tick(first!)).toEqual([{ job: job.name, period: minuteKey(0), status: 'DONE' }]);
    expect(await tick(first!)).toEqual([]);
    expect(await tick(second!)).toEqual([]);
    expect(await balance(member)).toBe(1_00);
    const [run, next] = await runsOf(job.name);
    expect(run).toMatchObject({ status: 'DONE', attempts: 1, claimedBy: first!.services.jobs.instance, error: null, result: { paidMinor: 1_00 } });
    expect(run!.startedAt!.getTime()).toBe(T0 + MINUTE);
    expect(next).toMatchObject({ periodKey: minuteKey(1), status: 'PENDING' });
    expect(await checkLedger(ctx.database.db)).toEqual([]);
  });

  it('runs each period once when several server processes tick at the same time, even when every claim\'s lease has run out', async () => {
    for (const leaseMs of [undefined, 0]) {
      const member = await createTestMember(ctx.database.db);
      const paid: string[] = [];
      const job = payingJob(`test.concurrent-${leaseMs ?? 'lease'}`, member, { slowMs: 20, paid });
      const apps = await runners([job], 4, { leaseMs });
      clock = T0;
      await tick(apps[0]!);
      clock = T0 + 6 * MINUTE;
      // A second tick in one process joins the one under way: its report is the same.
      const reports: TickReport[] = [...new Set(await Promise.all(apps.flatMap((app) => [tick(app), tick(app)])))];
      const done = reports.flat().filter((entry) => entry.status === 'DONE').map((entry) => entry.period).sort();
      const expected = [0, 1, 2, 3, 4, 5].map(minuteKey);
      expect(done).toEqual(expected);
      expect(paid.sort()).toEqual(expected);
      expect(await balance(member)).toBe(6_00);
      const runs = await runsOf(job.name);
      expect(runs.map((run) => [run.periodKey, run.status])).toEqual([...expected.map((key) => [key, 'DONE']), [minuteKey(6), 'PENDING']]);
    }
    expect(await checkLedger(ctx.database.db)).toEqual([]);
  });

  it('runs a named period now, before it ends (development runs): once across processes, never again by a tick; a period not started is refused', async () => {
    const member = await createTestMember(ctx.database.db);
    const paid: string[] = [];
    const job = payingJob('test.run-period', member, { slowMs: 20, paid });
    const apps = await runners([job], 3);
    clock = T0 + 90_000;
    const answers = await Promise.all([...apps.map((app) => app.services.jobs.runPeriod(job.name, minuteKey(1))), tick(apps[0]!)]);
    const ran = answers.slice(0, 3) as { ran: boolean; status: string }[];
    expect(ran.filter((answer) => answer.ran)).toEqual([{ job: job.name, period: minuteKey(1), status: 'DONE', ran: true }]);
    expect(paid).toEqual([minuteKey(1)]);
    const again = await apps[1]!.services.jobs.runPeriod(job.name, minuteKey(1));
    expect(again).toEqual({ job: job.name, period: minuteKey(1), status: 'DONE', ran: false });

    clock = T0 + 3 * MINUTE + 1;
    await tick(apps[0]!);
    expect(paid).toEqual([minuteKey(1), minuteKey(2)]);
    expect(await balance(member)).toBe(2_00);
    await expect(apps[0]!.services.jobs.runPeriod(job.name, minuteKey(5))).rejects.toMatchObject({ errorCode: 'not.found' });
    await expect(apps[0]!.services.jobs.runPeriod(job.name, 'not-a-period')).rejects.toMatchObject({ errorCode: 'not.found' });
    await expect(apps[0]!.services.jobs.runPeriod('test.unknown', minuteKey(1))).rejects.toMatchObject({ errorCode: 'not.found' });
    expect(await checkLedger(ctx.database.db)).toEqual([]);
  });

  it('catches up the periods missed while no server ran, oldest first, as far back as the job\'s catch-up', async () => {
    const member = await createTestMember(ctx.database.db);
    const paid: string[] = [];
    const job = payingJob('test.catch-up', member, { catchUp: 3, paid });
    const [app] = await runners([job], 1);
    clock = T0 + 10_000;
    await tick(app!);
    // Down from 00:00:10 to 00:10:10: minute 0 was on record; minutes 1 to 6 are beyond the catch-up of 3.
    clock = T0 + 10 * MINUTE + 10_000;
    const report = await tick(app!);
    expect(report.map((entry) => entry.period)).toEqual([0, 7, 8, 9].map(minuteKey));
    expect(paid).toEqual([0, 7, 8, 9].map(minuteKey));
    expect((await runsOf(job.name)).map((run) => [run.periodKey, run.status])).toEqual([
      ...[0, 7, 8, 9].map((minute) => [minuteKey(minute), 'DONE']), [minuteKey(10), 'PENDING'],
    ]);
    expect(await balance(member)).toBe(4_00);
  });

  it('lets another process take over a run whose claimant died once its lease has run out, and run it once', async () => {
    const member = await createTestMember(ctx.database.db);
    const job = payingJob('test.lease', member);
    const [app] = await runners([job], 1, { leaseMs: 5 * MINUTE });
    clock = T0;
    await tick(app!);
    clock = T0 + MINUTE;
    const dead = await createJobRunRepository(ctx.database.db).claimNext([job.name], new Date(clock), 'dead-process', 5 * MINUTE);
    expect(dead).toMatchObject({ periodKey: minuteKey(0), status: 'RUNNING', attempts: 1, claimedBy: 'dead-process' });

    clock = T0 + 5 * MINUTE + 30_000;
    const meanwhile = await tick(app!);
    expect(meanwhile.map((entry) => entry.period)).toEqual([1, 2, 3, 4].map(minuteKey));
    clock = T0 + 6 * MINUTE;
    const report = await tick(app!);
    expect(report).toEqual([{ job: job.name, period: minuteKey(0), status: 'DONE' }, { job: job.name, period: minuteKey(5), status: 'DONE' }]);
    const [run] = await runsOf(job.name);
    expect(run).toMatchObject({ status: 'DONE', attempts: 2, claimedBy: app!.services.jobs.instance });
    // Were the dead process to come back, its claim no longer holds the run.
    expect(await createJobRunRepository(ctx.database.db).lockClaim({ id: run!.id, instance: 'dead-process', attempts: 1 })).toBeNull();
    expect(await balance(member)).toBe(6_00);
  });

  it('keeps nothing of a failed attempt, retries it after its delay, then shows it FAILED until an operator re-runs it (audited)', async () => {
    const member = await createTestMember(ctx.database.db);
    let failures = 2;
    const job: JobDefinition = {
      name: 'test.flaky',
      schedule: every({ hours: 1 }),
      maxAttempts: 2,
      retryDelayMs: MINUTE,
      async run({ db, attempt }) {
        await pay(db, member);
        if (failures-- > 0) throw new Error(`gateway down (attempt ${attempt})`);
        return { paidMinor: 1_00 };
      },
    };
    const [app] = await runners([job], 1);
    clock = T0;
    await tick(app!);
    clock = T0 + 60 * MINUTE;
    expect(await tick(app!)).toMatchObject([{ status: 'FAILED' }]);
    expect(await balance(member)).toBe(0);
    const [failed] = await runsOf(job.name);
    expect(failed).toMatchObject({ status: 'FAILED', attempts: 1, error: 'gateway down (attempt 1)', claimedBy: app!.services.jobs.instance });
    expect(failed!.retryAt!.getTime()).toBe(clock + MINUTE);
    expect(await tick(app!)).toEqual([]);

    clock += MINUTE;
    expect(await tick(app!)).toMatchObject([{ status: 'FAILED' }]);
    clock += 30 * MINUTE;
    expect(await tick(app!)).toEqual([]);
    const [last] = await runsOf(job.name);
    expect(last).toMatchObject({ status: 'FAILED', attempts: 2, error: 'gateway down (attempt 2)', retryAt: null });
    expect(await balance(member)).toBe(0);

    const operatorCall = operatorApi(app!);
    const everyMerchant = await createTestOperator(ctx.database.db);
    const demoOperator = await createTestOperator(ctx.database.db, { merchantCode: 'DEMO' });
    const listed = (await operatorCall('GET', `/ops/api/jobs?job=${job.name}&status=FAILED`, everyMerchant.token)).json().value;
    expect(listed.jobs.find((entry: { job: string }) => entry.job === job.name)).toMatchObject({
      schedule: 'every 1 h', failed: 1, pending: 1, running: 0, lastDone: null, merchant: null,
    });
    expect(listed.runs).toMatchObject([{ id: last!.id, job: job.name, status: 'FAILED', attempts: 2, error: 'gateway down (attempt 2)', retryAt: null }]);
    expect((await operatorCall('GET', '/ops/api/jobs', demoOperator.token)).json().value.runs.some((run: { id: number }) => run.id === last!.id)).toBe(true);

    const rerun = { runId: last!.id, reason: 'Gateway back up' };
    expect((await operatorCall('POST', '/ops/api/jobs/rerun', demoOperator.token, rerun)).json().errorCode).toBe('permission.denied');
    const answer = await operatorCall('POST', '/ops/api/jobs/rerun', everyMerchant.token, rerun);
    expect(answer.json()).toMatchObject({ success: true, value: { id: last!.id, status: 'PENDING', attempts: 2 } });
    const audit = await ctx.database.db.select().from(operatorActions)
      .where(and(eq(operatorActions.operatorId, everyMerchant.operatorId), eq(operatorActions.action, 'job.rerun')));
    expect(audit).toMatchObject([{
      subjectId: last!.id, merchantId: null, reason: 'Gateway back up',
      details: { job: job.name, period: last!.periodKey, from: 'FAILED', to: 'PENDING', error: 'gateway down (attempt 2)' },
    }]);
    expect(await ctx.database.db.select().from(operatorActions).where(eq(operatorActions.operatorId, demoOperator.operatorId))
      .then((rows) => rows.filter((row) => row.action === 'job.rerun'))).toEqual([]);

    expect(await tick(app!)).toEqual([{ job: job.name, period: last!.periodKey, status: 'DONE' }]);
    expect(await balance(member)).toBe(1_00);
    const [done] = await runsOf(job.name);
    expect(done).toMatchObject({ status: 'DONE', attempts: 3, error: null, result: { paidMinor: 1_00 } });
    const again = await operatorCall('POST', '/ops/api/jobs/rerun', everyMerchant.token, { runId: done!.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'action.not.allowed', value: { status: 'DONE', action: 'rerun' } });
    expect((await operatorCall('POST', '/ops/api/jobs/rerun', everyMerchant.token, { runId: 2_000_000_000 })).json().errorCode).toBe('not.found');
    expect(await checkLedger(ctx.database.db)).toEqual([]);
  });

  it('forgets done runs older than the job\'s keep', async () => {
    const member = await createTestMember(ctx.database.db);
    const job = payingJob('test.keep', member, { keepDoneMs: 2 * MINUTE });
    const [app] = await runners([job], 1);
    clock = T0;
    await tick(app!);
    clock = T0 + 5 * MINUTE;
    await tick(app!);
    clock = T0 + 5 * MINUTE + 1;
    await tick(app!);
    clock = T0 + 6 * MINUTE;
    await tick(app!);
    expect((await runsOf(job.name)).map((run) => run.periodKey)).toEqual([3, 4, 5, 6].map(minuteKey));
  });

  it('stops ticking with the app: a tick under way ends before the app has closed', async () => {
    const member = await createTestMember(ctx.database.db);
    const paid: string[] = [];
    const job = payingJob('test.timer', member, { slowMs: 50, paid });
    const app = ctx.build({ jobRunner: { tickMs: 5, now: () => clock, only: [job.name] } });
    clock = T0;
    await app.ready();
    app.services.jobs.register(job);
    await sleep(30);
    clock = T0 + 3 * MINUTE;
    while (paid.length === 0) await sleep(5);
    await app.close();
    const settled = paid.length;
    expect((await runsOf(job.name)).filter((run) => run.status === 'RUNNING')).toEqual([]);
    await sleep(60);
    expect(paid.length).toBe(settled);
  });
});
