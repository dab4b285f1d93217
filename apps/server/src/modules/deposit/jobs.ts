import type { JobDefinition } from '../jobs/runner.ts';
import { every } from '../jobs/schedule.ts';
import type { DepositService } from './service.ts';

/**
 * Every minute, the open orders whose payment window has passed become EXPIRED, so an order
 * nobody paid is closed (and no longer counts against the open-order cap or the deposit limits in
 * any report) without its member or an operator looking at it. Only the latest minute is caught up.
 */
export const depositExpiryJob = (deposits: Pick<DepositService, 'expireOverdue'>): JobDefinition => ({
  name: 'deposit.expire-overdue',
  schedule: every({ minutes: 1 }),
  catchUp: 1,
  keepDoneMs: 24 * 60 * 60_000,
  run: async ({ db, now }) => ({ expired: await deposits.expireOverdue(now, db) }),
});
