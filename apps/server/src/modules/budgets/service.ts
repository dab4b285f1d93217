import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { BudgetRepository } from './repository.ts';

/** What a store is made with: the plugin's merged options, `routeInfo` included (its README; its types leave it out). */
type StoreParams = { timeWindow?: unknown; routeInfo?: { method?: string | string[]; url?: string } };
type Counted = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * The budgets of @fastify/rate-limit counted in the database, so every server process on one
 * PostgreSQL spends the same budget. The plugin asks its store for a `child` per route with a
 * budget of its own and per `createRateLimit`, each with its merged options: a route's child counts
 * under the route's name (as the in-memory store keeps a counter set per route); the
 * `createRateLimit` children share one name, so their keys must name their budget.
 */
export function createSharedBudgets(repository: BudgetRepository) {
  class SharedBudgetStore implements FastifyRateLimitStore {
    readonly #namespace: string;
    readonly #windowMs: number;

    constructor(options: object) {
      const params = options as StoreParams;
      this.#namespace = params.routeInfo?.url ? `${String(params.routeInfo.method)} ${params.routeInfo.url} ` : '';
      // The plugin hands its stores the window in milliseconds, unless it is a function of the request.
      if (typeof params.timeWindow !== 'number') throw new Error('A shared budget needs a fixed time window');
      this.#windowMs = params.timeWindow;
    }

    incr(key: string, counted: Counted): void {
      repository.count(`${this.#namespace}${key}`, this.#windowMs).then(
        ({ count, resetInMs }) => counted(null, { current: count, ttl: resetInMs }),
        (error: Error) => counted(error),
      );
    }

    child(options: object): FastifyRateLimitStore {
      return new SharedBudgetStore(options);
    }
  }

  return {
    rateLimitStore: SharedBudgetStore as FastifyRateLimitStoreCtor,
    /** Counts one call under `key` (the API-wide budgets of plugins/rate-limit.ts count here directly). */
    count: async (key: string, windowMs: number) => {
      const { count, resetInMs } = await repository.count(key, windowMs);
      return { current: count, ttl: resetInMs };
    },
  };
}
