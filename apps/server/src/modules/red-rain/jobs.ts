import type { JobDefinition } from '../jobs/runner.ts';
import { every } from '../jobs/schedule.ts';
import type { RedRain } from './service.ts';

/**
 * Every 15 seconds: the unspent budget of each ended session goes back to whoever funded it (once
 * per session, however often or late this runs: after downtime the next run returns every session
 * that ended meanwhile), and the merchants' schedules get their session under way and the next.
 */
export const redRainSessionsJob = (redRain: Pick<RedRain, 'settleEnded' | 'scheduleMerchantSessions'>): JobDefinition => ({
  name: 'red-rain.sessions',
  schedule: every({ seconds: 15 }),
  catchUp: 1,
  keepDoneMs: 60 * 60_000,
  run: async ({ db, now }) => {
    const { settled, returnedMinor } = await redRain.settleEnded(now.getTime(), db);
    return { settled, returnedMinor, scheduled: await redRain.scheduleMerchantSessions(now.getTime(), db) };
  },
});
