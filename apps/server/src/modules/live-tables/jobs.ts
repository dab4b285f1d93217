import type { AppDatabase } from '../../db/client.ts';
import { unplayedRoundsPruneJob } from '../fairness/jobs.ts';
import type { JobDefinition } from '../jobs/runner.ts';
import { every } from '../jobs/schedule.ts';

type DealingTable = { code: string; roundMs: number; dealPeriod(tx: AppDatabase, startMs: number): Promise<{ dealt: number }> };
type PrunedTable = { code: string; pruneUnplayed(tx: AppDatabase, before: Date, limit: number): Promise<number> };

/**
 * Every round period of a live table (30 seconds at baccarat, 3 minutes in the cockfight arena):
 * the round of the period that just ended is dealt and its bets settled, in the run's transaction
 * (so a period deals and pays once, whichever process runs it), and the next round is opened.
 * After downtime the first run also deals every round still undealt.
 */
export const liveTableDealJob = (table: DealingTable): JobDefinition => ({
  name: `live.${table.code}-deal`,
  schedule: every({ ms: table.roundMs }),
  keepDoneMs: 60 * 60_000,
  run: async ({ db, period }) => table.dealPeriod(db, period.start.getTime()),
});

/** The table's rounds nobody bet on, pruned once old (fairness/jobs.ts). */
export const liveTablePruneJob = (table: PrunedTable): JobDefinition =>
  unplayedRoundsPruneJob(`live.${table.code}-prune-unplayed`, (tx, before, limit) => table.pruneUnplayed(tx, before, limit));
