import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { JobRunStatus } from '@m/contract';
import { merchants } from './merchants.ts';

/** What a run of a job reported, kept for operators (counts, ids): a flat record of plain values. */
export type JobRunResult = Record<string, string | number | boolean | null>;

/**
 * One period of one scheduled job (modules/jobs): unique per job and period, so the period's work
 * is done once whatever number of server processes tick. A run is PENDING until its period has
 * ended (`periodEnd`), RUNNING while a process holds it (`claimedBy` until `leaseUntil`: a claimant
 * that died loses it then), DONE, or FAILED with its `error` (retried at `retryAt`, else waiting for
 * an operator's re-run). `attempts` counts the claims.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    job: text('job').notNull(),
    periodKey: text('period_key').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    /** When the period ends: its run is due then. */
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    /** The merchant of a job run per merchant (its operators see it); null: a job of the platform. */
    merchantId: integer('merchant_id').references(() => merchants.id, { onDelete: 'cascade' }),
    status: text('status').$type<JobRunStatus>().notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    claimedBy: text('claimed_by'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    retryAt: timestamp('retry_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    error: text('error'),
    result: jsonb('result').$type<JobRunResult>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('job_runs_job_period_uq').on(table.job, table.periodKey),
    index('job_runs_job_period_start_idx').on(table.job, table.periodStart),
    index('job_runs_status_period_end_idx').on(table.status, table.periodEnd),
    check('job_runs_status', sql`${table.status} in ('PENDING', 'RUNNING', 'DONE', 'FAILED')`),
    check('job_runs_period', sql`${table.periodEnd} > ${table.periodStart}`),
  ],
);

export type JobRunRow = typeof jobRuns.$inferSelect;
export type NewJobRun = typeof jobRuns.$inferInsert;
