import type { JobDefinition } from '../jobs/runner.ts';
import { every } from '../jobs/schedule.ts';
import { topUpSportsFixtures } from '../../db/seed-data/sportsbook.ts';

/** Every hour, a new match on each schedule place whose match has kicked off, so the sportsbook and the hot matches always have upcoming ones. */
export const sportsFixturesJob = (clock: () => number = Date.now): JobDefinition => ({
  name: 'sportsbook.fixtures-top-up',
  schedule: every({ hours: 1 }),
  catchUp: 1,
  run: async ({ db }) => ({ added: await topUpSportsFixtures(db, clock()) }),
});
