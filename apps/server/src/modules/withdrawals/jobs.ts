import type { JobDefinition } from '../jobs/runner.ts';
import { every } from '../jobs/schedule.ts';
import type { WithdrawalService } from './service.ts';

export type WithdrawalReviewOptions = {
  /** How old a withdrawal within the merchant's automatic approval must be before it is approved (30 s by default). */
  autoApproveDelayMs: number;
  /** How often the step runs (every 2 seconds by default). */
  intervalMs?: number;
};

const DEFAULT_INTERVAL_MS = 2_000;

/**
 * The withdrawal review step as a job: submitted withdrawals go into review, and the small ones of
 * merchants that approve automatically are approved (paid out) once old enough. Only the latest
 * period is caught up; its runs are kept for an hour.
 */
export const withdrawalReviewJob = (withdrawals: Pick<WithdrawalService, 'reviewStep'>, options: WithdrawalReviewOptions): JobDefinition => ({
  name: 'withdrawal.review',
  schedule: every({ ms: options.intervalMs ?? DEFAULT_INTERVAL_MS }),
  catchUp: 1,
  keepDoneMs: 60 * 60_000,
  run: ({ db, now }) => withdrawals.reviewStep(options.autoApproveDelayMs, { db, now }),
});
