import type { JobDefinition } from '../jobs/runner.ts';
import { every } from '../jobs/schedule.ts';
import type { PvpRoom } from './service.ts';

/**
 * Every 10 seconds, the PVP seats nobody met within their wait are refunded and closed, in the
 * run's transaction (a period refunds once, whichever process runs it; a seat a join is settling
 * is skipped and settled by it). Only the latest period is caught up: one run sweeps every seat due.
 */
export const pvpSeatExpiryJob = (room: Pick<PvpRoom, 'expireDue'>): JobDefinition => ({
  name: 'pvp.seat-expiry',
  schedule: every({ seconds: 10 }),
  catchUp: 1,
  keepDoneMs: 60 * 60_000,
  run: async ({ db, now }) => room.expireDue(db, now),
});
