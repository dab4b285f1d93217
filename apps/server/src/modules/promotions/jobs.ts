import type { JobDefinition } from '../jobs/runner.ts';
import { every } from '../jobs/schedule.ts';
import type { PromotionService } from './service.ts';

/**
 * Every 5 minutes, the promotions' period close: promotions past their window close, a weekend's
 * cashback becomes claimable once the weekend is over, missions not reached in their period close.
 * Each run closes everything ended by then, so only the latest period is caught up after downtime.
 */
export const promotionPeriodCloseJob = (promotions: Pick<PromotionService, 'closePeriods'>): JobDefinition => ({
  name: 'promotions.close-periods',
  schedule: every({ minutes: 5 }),
  catchUp: 1,
  keepDoneMs: 24 * 60 * 60_000,
  run: async ({ db, now }) => promotions.closePeriods(db, now),
});
