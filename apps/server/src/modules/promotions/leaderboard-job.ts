import type { JobDefinition } from '../jobs/runner.ts';
import { every } from '../jobs/schedule.ts';
import type { LeaderboardService } from './leaderboard.ts';

/**
 * Every 15 seconds, the mission leaderboards' period close: each ended period of a mission with
 * prizes pays its ranks once (keyed by mission and period), so winners are paid soon after the
 * period ends; after downtime the next run closes every period missed meanwhile (see
 * `LEADERBOARD_CATCH_UP_MS`), which is why the runner itself need only run the latest.
 */
export const leaderboardCloseJob = (leaderboard: Pick<LeaderboardService, 'closePeriods'>): JobDefinition => ({
  name: 'promotions.leaderboard-close',
  schedule: every({ seconds: 15 }),
  catchUp: 1,
  keepDoneMs: 60 * 60_000,
  run: async ({ db, now }) => leaderboard.closePeriods(now, db),
});
