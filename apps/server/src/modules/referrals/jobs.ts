import type { JobDefinition } from '../jobs/runner.ts';
import { every } from '../jobs/schedule.ts';
import type { Referrals } from './service.ts';

/**
 * Every 5 minutes, pays the referrers of invitees who qualified but were not paid when their
 * deposit was credited (the server stopped in between, the check failed): it reads the deposits,
 * not the time, so one run after any downtime catches everything up. Only the latest period runs.
 */
export const referralSettleJob = (referrals: Pick<Referrals, 'settleDue'>): JobDefinition => ({
  name: 'referral.settle',
  schedule: every({ minutes: 5 }),
  catchUp: 1,
  keepDoneMs: 24 * 60 * 60_000,
  run: async ({ db, now }) => ({ paid: await referrals.settleDue(db, now) }),
});
