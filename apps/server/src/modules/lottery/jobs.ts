import { isLotteryCategory } from '@m/contract';
import { buildCatalogue } from '../../db/seed-data/games.ts';
import { unplayedRoundsPruneJob } from '../fairness/jobs.ts';
import type { JobDefinition } from '../jobs/runner.ts';
import { drawJobName, lotteryScheduleOf } from './schedule.ts';
import type { LotteryService } from './service.ts';

/** The lotteries of the catalogue (every database seeds the same ones), each drawn by a job of its own. */
export const SEEDED_LOTTERIES = buildCatalogue()
  .filter((row) => isLotteryCategory(row.gameCategory) && row.gameCode !== 'lobby')
  .map((row) => ({ vendor: row.vendor, gameCode: row.gameCode, subType: row.subType }));

/**
 * A lottery's draw: one period per issue, run when it ends (the draw time). Issues missed while no
 * server ran are drawn by the next run (those holding orders however long ago: see `drawPeriod`).
 */
export const lotteryDrawJobs = (lottery: Pick<LotteryService, 'drawPeriod'>): JobDefinition[] =>
  SEEDED_LOTTERIES.map((ref) => ({
    name: drawJobName(ref),
    schedule: lotteryScheduleOf(ref).schedule,
    catchUp: 24,
    keepDoneMs: 24 * 60 * 60_000,
    run: ({ db, period }) => lottery.drawPeriod(db, ref, period),
  }));

/** The lottery issues nobody bought, pruned once old (fairness/jobs.ts). */
export const lotteryPruneJob = (lottery: Pick<LotteryService, 'pruneUnplayed'>): JobDefinition =>
  unplayedRoundsPruneJob('lottery.prune-unplayed', (tx, before, limit) => lottery.pruneUnplayed(tx, before, limit));
