import type { JobRunStatus } from '@m/contract';
import { and, asc, count, desc, eq, inArray, isNull, lt, lte, max, min, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { jobRuns, merchants, type JobRunResult, type JobRunRow, type NewJobRun } from '../../db/schema.ts';

/** Who holds a claimed run: the process, and which of the run's attempts it is. */
export type Claim = { id: number; instance: string; attempts: number };

/** The runs' states of one job, for the operators' summary. */
export type JobStateCounts = { job: string; status: JobRunStatus; runs: number; lastPeriodEnd: Date | null; firstPeriodEnd: Date | null };

/** Job runs, on the executor it is given: the database or a transaction (see runner.ts for how they move). */
export function createJobRunRepository(db: AppDatabase) {
  const heldBy = (claim: Claim) => and(
    eq(jobRuns.id, claim.id), eq(jobRuns.status, 'RUNNING'), eq(jobRuns.claimedBy, claim.instance), eq(jobRuns.attempts, claim.attempts),
  );
  /** Takes the run `selected` (a locking subquery of at most one id) for `instance`, counting an attempt. */
  const claim = async (selected: SQLWrapper, now: Date, instance: string, leaseMs: number): Promise<JobRunRow | null> => {
    const [row] = await db
      .update(jobRuns)
      .set({
        status: 'RUNNING', attempts: sql`${jobRuns.attempts} + 1`, claimedBy: instance, leaseUntil: new Date(now.getTime() + leaseMs),
        retryAt: null, startedAt: now, finishedAt: null,
      })
      .where(inArray(jobRuns.id, selected))
      .returning();
    return row ?? null;
  };

  return {
    /** The start of the job's latest period on record, null before its first. */
    async latestPeriodStart(job: string): Promise<Date | null> {
      const [row] = await db.select({ start: max(jobRuns.periodStart) }).from(jobRuns).where(eq(jobRuns.job, job));
      return row?.start ?? null;
    },

    /** Records periods as PENDING; a period already on record (by any process) is left as it is. */
    async insertPeriods(rows: NewJobRun[]): Promise<number> {
      if (rows.length === 0) return 0;
      const inserted = await db.insert(jobRuns).values(rows).onConflictDoNothing({ target: [jobRuns.job, jobRuns.periodKey] }).returning({ id: jobRuns.id });
      return inserted.length;
    },

    /**
     * Claims the earliest due run of `jobs` in one statement: a PENDING one whose period has ended,
     * a FAILED one whose retry time has come, or a RUNNING one whose claimant's lease ran out. The
     * row is locked while it is taken and rows other processes hold are skipped, so one process
     * claims a run; the claim counts an attempt.
     */
    async claimNext(jobs: string[], now: Date, instance: string, leaseMs: number): Promise<JobRunRow | null> {
      if (jobs.length === 0) return null;
      const due = db
        .select({ id: jobRuns.id })
        .from(jobRuns)
        .where(and(
          inArray(jobRuns.job, jobs),
          or(
            and(eq(jobRuns.status, 'PENDING'), lte(jobRuns.periodEnd, now)),
            and(eq(jobRuns.status, 'FAILED'), lte(jobRuns.retryAt, now)),
            and(eq(jobRuns.status, 'RUNNING'), lte(jobRuns.leaseUntil, now)),
          ),
        ))
        .orderBy(asc(jobRuns.periodEnd), asc(jobRuns.id))
        .limit(1)
        .for('update', { skipLocked: true });
      return claim(due, now, instance, leaseMs);
    },

    /**
     * Claims the run of `job` for `periodKey` now, its period ended or not (a development run of a
     * period): PENDING or FAILED only, so a DONE period is never run twice; null when it is not to be run.
     */
    async claimPeriod(job: string, periodKey: string, now: Date, instance: string, leaseMs: number): Promise<JobRunRow | null> {
      const runnable = db
        .select({ id: jobRuns.id })
        .from(jobRuns)
        .where(and(eq(jobRuns.job, job), eq(jobRuns.periodKey, periodKey), inArray(jobRuns.status, ['PENDING', 'FAILED'])))
        .for('update', { skipLocked: true });
      return claim(runnable, now, instance, leaseMs);
    },

    /** The run of `job` for `periodKey`, null when none is on record. */
    async findPeriod(job: string, periodKey: string): Promise<JobRunRow | null> {
      const [row] = await db.select().from(jobRuns).where(and(eq(jobRuns.job, job), eq(jobRuns.periodKey, periodKey)));
      return row ?? null;
    },

    /** Locks the run while `claim` still holds it (null: its lease ran out and another process took it over). */
    async lockClaim(claim: Claim): Promise<JobRunRow | null> {
      const [row] = await db.select().from(jobRuns).where(heldBy(claim)).for('update');
      return row ?? null;
    },

    async finish(claim: Claim, at: Date, status: JobRunStatus, result: JobRunResult | null): Promise<void> {
      await db.update(jobRuns)
        .set({ status, finishedAt: at, leaseUntil: null, retryAt: null, error: null, result })
        .where(heldBy(claim));
    },

    /** Records a failed attempt of `claim` (unless another process took the run over meanwhile). */
    async fail(claim: Claim, at: Date, status: JobRunStatus, failure: { error: string; retryAt: Date | null }): Promise<boolean> {
      const rows = await db.update(jobRuns)
        .set({ status, finishedAt: at, leaseUntil: null, retryAt: failure.retryAt, error: failure.error })
        .where(heldBy(claim))
        .returning({ id: jobRuns.id });
      return rows.length > 0;
    },

    /** Forgets the DONE runs of `job` whose period ended before `before` (the latest period stays: the next start counts from it). */
    async pruneDone(job: string, before: Date): Promise<void> {
      await db.delete(jobRuns).where(and(eq(jobRuns.job, job), eq(jobRuns.status, 'DONE'), lt(jobRuns.periodEnd, before)));
    },

    /** The run, locked until the transaction ends. */
    async lock(id: number): Promise<JobRunRow | null> {
      const [row] = await db.select().from(jobRuns).where(eq(jobRuns.id, id)).for('update');
      return row ?? null;
    },

    async setStatus(id: number, status: JobRunStatus): Promise<JobRunRow> {
      const [row] = await db.update(jobRuns).set({ status, retryAt: null, leaseUntil: null, claimedBy: null }).where(eq(jobRuns.id, id)).returning();
      return row!;
    },

    /**
     * Runs newest period first, with their merchants' codes: of `jobs`, of one job, of some states;
     * `merchantId`: only the platform's runs and that merchant's.
     */
    async list(filter: { jobs: string[]; job?: string; statuses?: JobRunStatus[]; merchantId?: number | null; limit: number }) {
      return db
        .select({ run: jobRuns, merchant: merchants.code })
        .from(jobRuns)
        .leftJoin(merchants, eq(merchants.id, jobRuns.merchantId))
        .where(and(
          inArray(jobRuns.job, filter.jobs),
          filter.job ? eq(jobRuns.job, filter.job) : undefined,
          filter.statuses ? inArray(jobRuns.status, filter.statuses) : undefined,
          filter.merchantId ? or(isNull(jobRuns.merchantId), eq(jobRuns.merchantId, filter.merchantId)) : undefined,
        ))
        .orderBy(desc(jobRuns.periodEnd), desc(jobRuns.id))
        .limit(filter.limit);
    },

    /** Per job and state: how many runs, and the first and last period end among them. */
    async counts(jobs: string[]): Promise<JobStateCounts[]> {
      if (jobs.length === 0) return [];
      return db
        .select({
          job: jobRuns.job, status: jobRuns.status, runs: count(), lastPeriodEnd: max(jobRuns.periodEnd), firstPeriodEnd: min(jobRuns.periodEnd),
        })
        .from(jobRuns)
        .where(inArray(jobRuns.job, jobs))
        .groupBy(jobRuns.job, jobRuns.status);
    },

    /** The key of the job's latest DONE period and when it finished. */
    async lastDone(job: string): Promise<{ periodKey: string; finishedAt: Date | null } | null> {
      const [row] = await db
        .select({ periodKey: jobRuns.periodKey, finishedAt: jobRuns.finishedAt })
        .from(jobRuns)
        .where(and(eq(jobRuns.job, job), eq(jobRuns.status, 'DONE')))
        .orderBy(desc(jobRuns.periodEnd))
        .limit(1);
      return row ?? null;
    },

    async merchantCodes(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.select({ id: merchants.id, code: merchants.code }).from(merchants).where(inArray(merchants.id, ids));
      return new Map(rows.map((row) => [row.id, row.code]));
    },
  };
}

export type JobRunRepository = ReturnType<typeof createJobRunRepository>;
