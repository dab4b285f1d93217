import type { AppDatabase } from '../../db/client.ts';
import type { JobDefinition } from '../jobs/runner.ts';
import { every } from '../jobs/schedule.ts';

/** How long a round nobody played stays verifiable. Played rounds stay for good (their bets' records link to them). */
export const UNPLAYED_ROUND_DAYS = 30;
const PRUNED_PER_RUN = 5_000;

/**
 * Every hour, a game's rounds that took no bet and ended more than 30 days ago are deleted with
 * their fair rounds, a batch at a time: a minute-by-minute lottery draws about 1,400 issues a day
 * and a live table thousands of rounds, most of them unplayed. `prune` deletes up to `limit`
 * rounds ended before `before` on the run's transaction and answers how many.
 */
export const unplayedRoundsPruneJob = (name: string, prune: (tx: AppDatabase, before: Date, limit: number) => Promise<number>): JobDefinition => ({
  name,
  schedule: every({ hours: 1 }),
  catchUp: 1,
  keepDoneMs: 24 * 60 * 60_000,
  run: async ({ db, now }) => ({ deleted: await prune(db, new Date(now.getTime() - UNPLAYED_ROUND_DAYS * 24 * 60 * 60_000), PRUNED_PER_RUN) }),
});
