import { lt, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { budgetCounters } from '../../db/schema.ts';

/** Calls counted under a key: the calls of its window so far (these included), and the milliseconds the window has left. */
type BudgetCount = { count: number; resetInMs: number };

export function createBudgetRepository(db: AppDatabase) {
  return {
    /**
     * Counts `calls` calls under `key` in one atomic statement (concurrent counts of any process
     * queue on the row): a window that has ended starts again at `calls` for `windowMs`. The
     * database's clock decides, so processes whose clocks differ agree.
     */
    async count(key: string, windowMs: number, calls = 1): Promise<BudgetCount> {
      const windowOver = sql`${budgetCounters.windowEndsAt} <= now()`;
      const [row] = await db
        .insert(budgetCounters)
        .values({ key, count: calls, windowEndsAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
        .onConflictDoUpdate({
          target: budgetCounters.key,
          set: {
            count: sql`case when ${windowOver} then ${calls}::integer else ${budgetCounters.count} + ${calls}::integer end`,
            windowEndsAt: sql`case when ${windowOver} then excluded.window_ends_at else ${budgetCounters.windowEndsAt} end`,
          },
        })
        .returning({
          count: budgetCounters.count,
          resetInMs: sql<number>`ceil(extract(epoch from ${budgetCounters.windowEndsAt} - now()) * 1000)::integer`,
        });
      return row!;
    },

    /** Forgets the windows that have ended (a key counted again starts afresh anyway). */
    async deleteEnded(): Promise<void> {
      await db.delete(budgetCounters).where(lt(budgetCounters.windowEndsAt, sql`now()`));
    },
  };
}

export type BudgetRepository = ReturnType<typeof createBudgetRepository>;
