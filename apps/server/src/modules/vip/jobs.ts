import { BUSINESS_UTC_OFFSET_MINUTES, businessDate } from '../../lib/business-day.ts';
import type { JobDefinition } from '../jobs/runner.ts';
import { dailyAt } from '../jobs/schedule.ts';
import type { VipService } from './service.ts';

/**
 * At midnight of the VIP club's calendar, the birthday and monthly bonuses of the day that starts
 * (the run of the period that just ended): each member's period pays once, and after downtime the
 * missed days are caught up (a month of them), oldest first.
 */
export const vipBonusJob = (vip: Pick<VipService, 'payPeriodicBonuses'>): JobDefinition => ({
  name: 'vip.periodic-bonuses',
  schedule: dailyAt('00:00', BUSINESS_UTC_OFFSET_MINUTES),
  catchUp: 31,
  run: async ({ db, period }) => vip.payPeriodicBonuses(db, businessDate(period.end)),
});
