import type { JobDefinition } from '../jobs/runner.ts';
import { every } from '../jobs/schedule.ts';
import { createBudgetRepository } from './repository.ts';

/** Every minute, the call budgets whose window has ended are forgotten (PostgreSQL only: PGlite counts them in memory). */
export const budgetSweepJob = (): JobDefinition => ({
  name: 'budgets.sweep',
  schedule: every({ minutes: 1 }),
  catchUp: 1,
  keepDoneMs: 24 * 60 * 60_000,
  run: async ({ db }) => {
    await createBudgetRepository(db).deleteEnded();
  },
});
