import { BACCARAT_ROUND_MS } from '@m/contract';
import type { JobDefinition } from '../jobs/runner.ts';
import { every } from '../jobs/schedule.ts';
import type { LiveTables } from './service.ts';

/**
 * Every 30 seconds: the baccarat round of the period that just ended is dealt and its bets settled,
 * in the run's transaction (so a period deals and pays once, whichever process runs it), and the
 * next round is opened. After downtime the first run also deals every round still undealt.
 */
export const baccaratDealJob = (tables: Pick<LiveTables, 'dealPeriod'>): JobDefinition => ({
  name: 'live.baccarat-deal',
  schedule: every({ ms: BACCARAT_ROUND_MS }),
  keepDoneMs: 60 * 60_000,
  run: async ({ db, period }) => tables.dealPeriod(db, period.start.getTime()),
});
