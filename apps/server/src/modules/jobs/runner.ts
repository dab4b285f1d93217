import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { JOB_NAME, JOB_RUN_STATUSES, type JobRunStatus, type OperatorJob, type OperatorJobRun, type OperatorJobs } from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import type { JobRunResult, JobRunRow, NewJobRun } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { scrubText } from '../../lib/log-redaction.ts';
import { createJobRunRepository, type Claim } from './repository.ts';
import { periodAt, periodStarting, type Period, type Schedule } from './schedule.ts';
import { jobRunStatus } from './status.ts';

/** Where the runner reports (the app's logger). */
export type JobLog = {
  debug(details: object, message: string): void;
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

/** What a job's `run` is given for one period. */
export type JobContext = {
  /**
   * The run's transaction: work done on it commits together with the run's DONE mark, or not at
   * all (a failed attempt leaves nothing behind). Pay on it, and the period pays once.
   */
  db: AppDatabase;
  period: Period;
  /** The runner's clock as the attempt starts (at or after the period's end). */
  now: Date;
  /** 1 for the first attempt. */
  attempt: number;
  log: JobLog;
};

/**
 * A scheduled job: `run` does one period's work once the period has ended. Register it with the
 * runner (`services.ts`); the runner records each period in `job_runs` and runs it once.
 */
export type JobDefinition = {
  /** Unique: lower-case words with dots and dashes (`deposit.expire-overdue`), `:CODE` for one merchant's. */
  name: string;
  schedule: Schedule;
  /** The period's work; what it answers (counts, ids) is kept with the run for operators. */
  run(context: JobContext): Promise<JobRunResult | void>;
  /** The merchant of a job run per merchant: its operators see and re-run it. */
  merchantId?: number;
  /**
   * How many periods missed while no server ran are caught up, oldest first (24 by default);
   * older ones are skipped with a warning. 1 for work that only needs to have run lately (sweeps).
   */
  catchUp?: number;
  /** Attempts before a failing run waits for an operator's re-run (3 by default). */
  maxAttempts?: number;
  /** Wait before the first retry, doubled for each further one (1 minute by default). */
  retryDelayMs?: number;
  /** How long DONE runs stay listed (30 days by default); failed ones stay until done. */
  keepDoneMs?: number;
};

export type JobRunnerOptions = {
  db: AppDatabase;
  /** The clock (tests drive time with it). */
  now?: () => number;
  log?: JobLog;
  /** How long a claim holds a run before another process may take it over (5 minutes by default). */
  leaseMs?: number;
  /** Runs only these jobs in this process (tests); all registered jobs by default. */
  only?: readonly string[];
  /** Names this process in `claimedBy`. */
  instance?: string;
};

/** Writes who re-ran a run (the operator's audit row) inside the transaction that changes it; `run` as it was. */
export type JobRerunAudit = (tx: AppDatabase, change: { from: JobRunStatus; to: JobRunStatus }, run: JobRunRow) => Promise<void>;

/** What one tick ran: each run's job, period, and how it ended (SUPERSEDED: another process had taken it over). */
export type TickReport = { job: string; period: string; status: 'DONE' | 'FAILED' | 'SUPERSEDED' }[];

const MINUTE_MS = 60_000;
export const JOB_DEFAULTS = { catchUp: 24, maxAttempts: 3, retryDelayMs: MINUTE_MS, keepDoneMs: 30 * 24 * 60 * MINUTE_MS, leaseMs: 5 * MINUTE_MS };
/** Runs one tick takes on at most, so that a tick ends and the app can close. */
const MAX_RUNS_PER_TICK = 500;
const LIST_LIMIT = 100;
const ERROR_TEXT_LIMIT = 2000;

const silent: JobLog = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

/** The claim was lost: the lease ran out and another process took the run over. */
class Superseded extends Error {}

const iso = (date: Date | null) => date?.toISOString() ?? null;

function runView(row: JobRunRow, merchant: string | null): OperatorJobRun {
  return {
    id: row.id, job: row.job, merchant, period: row.periodKey, periodStart: row.periodStart.toISOString(), periodEnd: row.periodEnd.toISOString(),
    status: row.status, attempts: row.attempts, claimedBy: row.claimedBy, leaseUntil: iso(row.leaseUntil), retryAt: iso(row.retryAt),
    startedAt: iso(row.startedAt), finishedAt: iso(row.finishedAt), error: row.error, result: row.result,
  };
}

/**
 * The one job runner of the server. Each tick records the periods of every job up to the current
 * one (INSERT … ON CONFLICT DO NOTHING: one row per job and period, whoever writes it first), then
 * claims due runs one at a time (locked, skipping rows others hold) and runs each in a transaction
 * that first checks the claim is still its own, so two processes on one PostgreSQL never run a
 * period twice, and a process that died mid-run loses its claim when the lease runs out. Periods
 * missed while no server ran are recorded on the next tick and run oldest first (bounded by each
 * job's `catchUp`). A failed attempt is retried after a delay, up to `maxAttempts`; then the run
 * stays FAILED, with its error, until an operator re-runs it (`npm run ops -- rerun-job <id>`).
 * `start(tickMs)` ticks on a timer (unref'd); `stop()` ends it and waits for a tick under way.
 */
export function createJobRunner(options: JobRunnerOptions) {
  const { db } = options;
  const clock = options.now ?? Date.now;
  const log = options.log ?? silent;
  const leaseMs = options.leaseMs ?? JOB_DEFAULTS.leaseMs;
  const instance = options.instance ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const repository = createJobRunRepository(db);
  const jobs = new Map<string, JobDefinition>();
  /** Per job, the start of the latest period this process has recorded (saves a query a tick). */
  const recordedThrough = new Map<string, number>();
  let ticking: Promise<TickReport> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let closing = false;

  const active = () => [...jobs.values()].filter((job) => !options.only || options.only.includes(job.name));

  /** Records the job's periods from the one after its latest on record through the current one (not yet due). */
  async function recordPeriods(job: JobDefinition, nowMs: number): Promise<void> {
    const { schedule } = job;
    const current = periodAt(schedule, nowMs).start.getTime();
    if (recordedThrough.get(job.name) === current) return;
    const latest = await repository.latestPeriodStart(job.name);
    const earliest = current - (job.catchUp ?? JOB_DEFAULTS.catchUp) * schedule.lengthMs;
    // After the period holding the latest start on record (aligned, should the schedule have changed).
    let first = latest === null ? current : periodAt(schedule, latest.getTime()).start.getTime() + schedule.lengthMs;
    if (first < earliest) {
      // Expected of a sweep (catch-up 1: only its latest period matters); worth a warning for a job that closes periods.
      const report = (job.catchUp ?? JOB_DEFAULTS.catchUp) > 1 ? log.warn : log.info;
      report.call(
        log,
        { job: job.name, skipped: Math.round((earliest - first) / schedule.lengthMs), from: schedule.keyOf(first) },
        'job: periods missed beyond its catch-up are skipped',
      );
      first = earliest;
    }
    const rows: NewJobRun[] = [];
    for (let start = first; start <= current; start += schedule.lengthMs) {
      const period = periodStarting(schedule, start);
      rows.push({ job: job.name, periodKey: period.key, periodStart: period.start, periodEnd: period.end, merchantId: job.merchantId ?? null });
    }
    await repository.insertPeriods(rows);
    await repository.pruneDone(job.name, new Date(nowMs - (job.keepDoneMs ?? JOB_DEFAULTS.keepDoneMs)));
    recordedThrough.set(job.name, current);
  }

  /** Runs a claimed run: its work and its DONE mark in one transaction that holds the run's row. */
  async function runClaimed(row: JobRunRow): Promise<TickReport[number]['status']> {
    const job = jobs.get(row.job)!;
    const claim: Claim = { id: row.id, instance, attempts: row.attempts };
    const period: Period = { key: row.periodKey, start: row.periodStart, end: row.periodEnd };
    try {
      await db.transaction(async (tx) => {
        const repo = createJobRunRepository(tx);
        if (!(await repo.lockClaim(claim))) throw new Superseded();
        const result = await job.run({ db: tx, period, now: new Date(clock()), attempt: row.attempts, log });
        await repo.finish(claim, new Date(clock()), jobRunStatus.transition('RUNNING', 'finish'), result ?? null);
      });
      // Every 2 seconds for the review job: not worth a line at the default level.
      log.debug({ job: job.name, period: period.key, attempt: row.attempts }, 'job run done');
      return 'DONE';
    } catch (error) {
      if (error instanceof Superseded) {
        log.warn({ job: job.name, period: period.key }, 'job run taken over by another process after its lease ran out');
        return 'SUPERSEDED';
      }
      const maxAttempts = job.maxAttempts ?? JOB_DEFAULTS.maxAttempts;
      const delay = (job.retryDelayMs ?? JOB_DEFAULTS.retryDelayMs) * 2 ** (row.attempts - 1);
      const retryAt = row.attempts < maxAttempts ? new Date(clock() + delay) : null;
      const text = scrubText(error instanceof Error ? error.message : String(error)).slice(0, ERROR_TEXT_LIMIT);
      await repository.fail(claim, new Date(clock()), jobRunStatus.transition('RUNNING', 'fail'), { error: text, retryAt });
      log.error({ err: error, job: job.name, period: period.key, attempt: row.attempts, retryAt }, 'job run failed');
      return 'FAILED';
    }
  }

  async function tickOnce(): Promise<TickReport> {
    const report: TickReport = [];
    const nowMs = clock();
    for (const job of active()) {
      try {
        await recordPeriods(job, nowMs);
      } catch (error) {
        log.error({ err: error, job: job.name }, 'job: recording its periods failed');
      }
    }
    const names = active().map((job) => job.name);
    while (!closing && report.length < MAX_RUNS_PER_TICK) {
      const row = await repository.claimNext(names, new Date(clock()), instance, leaseMs);
      if (!row) break;
      report.push({ job: row.job, period: row.periodKey, status: await runClaimed(row) });
    }
    return report;
  }

  /** Records due periods and runs them; a tick already under way in this process is joined, not doubled. */
  function tick(): Promise<TickReport> {
    ticking ??= tickOnce().finally(() => {
      ticking = null;
    });
    return ticking;
  }

  /** The period of `schedule` named `key` (a daily job's local day, another's start in ISO 8601); null when none is. */
  function periodOfKey(schedule: Schedule, key: string): Period | null {
    const near = Date.parse(key);
    if (Number.isNaN(near)) return null;
    for (const offset of [0, -1, 1]) {
      const period = periodAt(schedule, near + offset * schedule.lengthMs);
      if (period.key === key) return period;
    }
    return null;
  }

  /**
   * Runs one period of a job now, whether or not it has ended (development endpoints: a browser test
   * closes today's day). The period is recorded and claimed as a tick would, so it runs once: a period
   * already DONE, or running in another process, is not run again. A period not yet started is refused.
   */
  async function runPeriod(name: string, periodKey: string): Promise<{ job: string; period: string; status: JobRunStatus | 'SUPERSEDED'; ran: boolean }> {
    const job = jobs.get(name);
    const period = job ? periodOfKey(job.schedule, periodKey) : null;
    if (!job || !period || period.start.getTime() > clock()) throw new AppError('not.found');
    await repository.insertPeriods([{ job: name, periodKey: period.key, periodStart: period.start, periodEnd: period.end, merchantId: job.merchantId ?? null }]);
    const row = await repository.claimPeriod(name, period.key, new Date(clock()), instance, leaseMs);
    if (!row) {
      const current = await repository.findPeriod(name, period.key);
      return { job: name, period: period.key, status: current?.status ?? 'PENDING', ran: false };
    }
    return { job: name, period: period.key, status: await runClaimed(row), ran: true };
  }

  const inScope = (merchantId: number | null, scope: number | null) => scope === null || merchantId === null || merchantId === scope;

  return {
    instance,

    /** Adds a job; its periods are recorded from the next tick on. */
    register(job: JobDefinition): void {
      if (!JOB_NAME.test(job.name)) throw new Error(`Job name ${job.name} does not match ${JOB_NAME}`);
      if (jobs.has(job.name)) throw new Error(`Job ${job.name} is registered twice`);
      jobs.set(job.name, job);
    },

    /** The registered jobs. */
    jobs: (): JobDefinition[] => [...jobs.values()],

    tick,

    runPeriod,

    /** Ticks every `tickMs` until `stop` (the timer never keeps the process alive). */
    start(tickMs: number): void {
      if (timer) return;
      closing = false;
      const next = () => {
        timer = setTimeout(() => {
          tick()
            .catch((error: unknown) => log.error({ err: error }, 'job runner tick failed'))
            .finally(() => {
              if (!closing) next();
            });
        }, tickMs);
        timer.unref();
      };
      next();
    },

    /** Stops the timer and waits for a tick under way (its current run ends; no further run starts). */
    async stop(): Promise<void> {
      closing = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await ticking?.catch(() => undefined);
    },

    /**
     * The jobs and their newest runs, for an operator of `scope` (a merchant's id, null for every
     * merchant): the platform's jobs and, of the jobs per merchant, only the operator's merchant's.
     * Without a filter the runs are those not DONE (due, running, failed): a job's history is one
     * `job` or `status` filter away, and the summary names each job's last period done.
     */
    async overview(scope: number | null, filter: { job?: string; status?: JobRunStatus } = {}): Promise<OperatorJobs> {
      const visible = [...jobs.values()].filter((job) => inScope(job.merchantId ?? null, scope));
      const names = visible.map((job) => job.name);
      const [counts, rows, codes] = await Promise.all([
        repository.counts(names),
        repository.list({
          jobs: names, job: filter.job, merchantId: scope, limit: LIST_LIMIT,
          statuses: filter.status ? [filter.status] : filter.job ? undefined : JOB_RUN_STATUSES.filter((status) => status !== 'DONE'),
        }),
        repository.merchantCodes([...new Set(visible.flatMap((job) => (job.merchantId === undefined ? [] : [job.merchantId])))]),
      ]);
      const summaries: OperatorJob[] = [];
      for (const job of visible) {
        const ofJob = (status: JobRunStatus) => counts.find((entry) => entry.job === job.name && entry.status === status);
        const lastDone = await repository.lastDone(job.name);
        summaries.push({
          job: job.name,
          merchant: job.merchantId === undefined ? null : (codes.get(job.merchantId) ?? null),
          schedule: job.schedule.describe,
          lastDone: lastDone?.periodKey ?? null,
          lastDoneAt: iso(lastDone?.finishedAt ?? null),
          nextDueAt: iso(ofJob('PENDING')?.firstPeriodEnd ?? null),
          pending: ofJob('PENDING')?.runs ?? 0,
          running: ofJob('RUNNING')?.runs ?? 0,
          failed: ofJob('FAILED')?.runs ?? 0,
        });
      }
      return { jobs: summaries, runs: rows.map(({ run, merchant }) => runView(run, merchant)) };
    },

    /**
     * An operator's re-run of a FAILED run (any other state is refused: a DONE period is never run
     * twice): it becomes PENDING and the next tick runs it. `audit` runs in the same transaction.
     */
    async rerun(input: { runId: number; scope: number | null; audit?: JobRerunAudit }): Promise<OperatorJobRun> {
      return db.transaction(async (tx) => {
        const repo = createJobRunRepository(tx);
        const row = await repo.lock(input.runId);
        if (!row || !jobs.has(row.job)) throw new AppError('not.found');
        if (input.scope !== null && row.merchantId !== input.scope) throw new AppError('permission.denied');
        const to = jobRunStatus.transition(row.status, 'rerun');
        const updated = await repo.setStatus(row.id, to);
        await input.audit?.(tx, { from: row.status, to }, row);
        const codes = await repo.merchantCodes(row.merchantId === null ? [] : [row.merchantId]);
        return runView(updated, row.merchantId === null ? null : (codes.get(row.merchantId) ?? null));
      });
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
