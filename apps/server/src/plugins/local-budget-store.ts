import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { BudgetCount } from '../lib/budget-count.ts';

type Counted = Parameters<FastifyRateLimitStore['incr']>[1];
type Counter = { count: number; windowEndsAt: number };


/** Budgets counted in memory, by key: `count` answers at once. The oldest keys are forgotten beyond `keysKept`. */
export function createLocalBudgets(keysKept: number) {
  const counters = new Map<string, Counter>();
  return {
    count(key: string, windowMs: number): BudgetCount {
      const now = Date.now();
      let counter = counters.get(key);
      if (!counter || counter.windowEndsAt <= now) {
        counters.delete(key);
        if (counters.size >= keysKept) counters.delete(counters.keys().next().value!);
        counter = { count: 0, windowEndsAt: now + windowMs };
        counters.set(key, counter);
      }
      counter.count += 1;
      return { current: counter.count, ttl: counter.windowEndsAt - now };
    },
  };
}

/**
 * @fastify/rate-limit's budgets counted in this process's memory (PGlite, one process). Its own
 * in-memory store answers every call with the key's one live counter, which the plugin reads after
 * an `await`: calls of one key arriving in the same tick all read the last call's count, so a burst
 * of 20 calls on a budget of 10 was refused whole. Each call here gets its own count. The oldest
 * keys are forgotten beyond `keysKept`.
 */
export function localBudgetStore(keysKept: number): FastifyRateLimitStoreCtor {
  class LocalBudgetStore implements FastifyRateLimitStore {
    readonly #budgets = createLocalBudgets(keysKept);
    readonly #windowMs: number;

    /** The plugin's merged options: the window in milliseconds, unless it is a function of the request. */
    constructor(options: object = {}) {
      const { timeWindow } = options as { timeWindow?: unknown };
      this.#windowMs = typeof timeWindow === 'number' ? timeWindow : 60_000;
    }

    /** The plugin passes the window of the call (typed or not) after the callback. */
    incr(key: string, counted: Counted, timeWindow?: number): void {
      counted(null, this.#budgets.count(key, typeof timeWindow === 'number' ? timeWindow : this.#windowMs));
    }

    child(options: object): FastifyRateLimitStore {
      return new LocalBudgetStore(options);
    }
  }
  return LocalBudgetStore as unknown as FastifyRateLimitStoreCtor;
}
