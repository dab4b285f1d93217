import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { BudgetRepository } from './repository.ts';
import type { BudgetCount } from '../../lib/budget-count.ts';

/** What a store is made with: the plugin's merged options, `routeInfo` included (its README; its types leave it out). */
type StoreParams = { timeWindow?: unknown; routeInfo?: { method?: string | string[]; url?: string } };
type Counted = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * A slice holds at most this share of what its process last saw left of the budget, beyond the
 * calls waiting for it: budgets under 64 calls get no spare units, so each call is counted as it comes.
 */
export const SPARE_SHARE = 64;
/** Spare units of one lease at most (a lifted budget's, say): a process at 10,000 calls a second leases a slice about 10 times a second. */
export const MAX_SPARE = 1000;
/** Keys whose slices this process keeps; the oldest are forgotten beyond it (their units are lost, never doubled). */
const SLICES_KEPT = 100_000;

type Waiter = { resolve: (count: BudgetCount) => void; reject: (error: unknown) => void };
/** The units of one key's window this process holds, and the calls waiting for the next lease. */
type Slice = {
  max: number;
  /** When this window ends by this process's clock: never after the database's end of it. */
  windowEndsAt: number;
  /** Units in hand. */
  left: number;
  /** Units of the window given out to all processes so far, as of the last lease. */
  given: number;
  /** The database had no more units for this window: every call is refused until it ends. */
  exhausted: boolean;
  leasing: boolean;
  waiting: Waiter[];
};

/**
 * Budgets that every server process on one PostgreSQL spends together, counted without a query in
 * the common case: a process leases a slice of a key's window budget (the calls waiting for it,
 * plus spare units: at most 1/SPARE_SHARE of what it last saw left, at most MAX_SPARE) in one atomic
 * statement, and takes calls from it in memory. A call that finds no units in hand waits for the
 * next lease, which asks for all calls waiting then; once the database has no more units, the
 * process refuses the key's calls until the window ends without asking again.
 *
 * The database counts every unit asked for, so the units given out over all processes never exceed
 * the budget: no call beyond the budget is ever accepted. The price: spare units a process holds
 * when the window ends are never spent, so other processes can be refused that many calls early:
 * at most 1/SPARE_SHARE of the budget for each process holding a slice (none under 64 calls).
 */
export function createBudgetLeases(repository: BudgetRepository) {
  const slices = new Map<string, Slice>();

  const taken = (slice: Slice): BudgetCount => {
    slice.left -= 1;
    return { current: slice.given - slice.left, ttl: slice.windowEndsAt - Date.now() };
  };
  const refused = (slice: Slice): BudgetCount => ({ current: slice.max + 1, ttl: Math.max(slice.windowEndsAt - Date.now(), 1) });

  /** Serves the waiting calls in their order from the units in hand; true when some still wait for units. */
  const serve = (slice: Slice): boolean => {
    while (slice.waiting.length > 0 && (slice.left > 0 || slice.exhausted)) {
      const waiter = slice.waiting.shift()!;
      waiter.resolve(slice.left > 0 ? taken(slice) : refused(slice));
    }
    return slice.waiting.length > 0;
  };

  const lease = (key: string, slice: Slice, windowMs: number) => {
    const open = slice.windowEndsAt > Date.now();
    const left = open ? Math.max(slice.max - slice.given, 0) : slice.max;
    const asked = slice.waiting.length + Math.min(Math.floor(left / SPARE_SHARE), MAX_SPARE);
    const askedAt = Date.now();
    slice.leasing = true;
    repository.count(key, windowMs, asked).then(({ count, resetInMs }) => {
      // The database counted `count - asked` units of this window before these: those under the budget are ours.
      const granted = Math.min(Math.max(slice.max - (count - asked), 0), asked);
      slice.leasing = false;
      // Measured from before the query, so this process's window ends no later than the database's.
      slice.windowEndsAt = askedAt + resetInMs;
      slice.given = Math.min(count, slice.max);
      slice.left = granted;
      slice.exhausted = granted < asked;
      if (serve(slice)) lease(key, slice, windowMs);
    }, (error: unknown) => {
      slice.leasing = false;
      for (const waiter of slice.waiting.splice(0)) waiter.reject(error);
    });
  };

  return {
    /**
     * Takes one call from the budget of `key` (`max` calls a `windowMs` window): at once from the
     * units in hand, else once the next lease answers.
     */
    take(key: string, windowMs: number, max: number): BudgetCount | Promise<BudgetCount> {
      let slice = slices.get(key);
      if (slice && !slice.leasing && slice.windowEndsAt <= Date.now()) {
        slices.delete(key);
        slice = undefined;
      }
      if (!slice) {
        if (slices.size >= SLICES_KEPT) slices.delete(slices.keys().next().value!);
        slice = { max, windowEndsAt: 0, left: 0, given: 0, exhausted: false, leasing: false, waiting: [] };
        slices.set(key, slice);
      }
      if (!slice.leasing && slice.waiting.length === 0) {
        if (slice.left > 0) return taken(slice);
        if (slice.exhausted) return refused(slice);
      }
      const waiting = slice;
      return new Promise<BudgetCount>((resolve, reject) => {
        waiting.waiting.push({ resolve, reject });
        if (!waiting.leasing) lease(key, waiting, windowMs);
      });
    },
  };
}

/**
 * The budgets of every server process on one PostgreSQL: the API-wide budgets of
 * plugins/rate-limit.ts and @fastify/rate-limit's take calls from leased slices (`take`); a count
 * that triggers something once it reaches a figure (unknown session tokens) is counted in the
 * database call by call (`count`). The plugin asks its store for a `child` per route with a
 * budget of its own and per `createRateLimit`, each with its merged options: a route's child counts
 * under the route's name (as the in-memory store keeps a counter set per route); the
 * `createRateLimit` children share one name, so their keys must name their budget.
 */
export function createSharedBudgets(repository: BudgetRepository) {
  const leases = createBudgetLeases(repository);

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

    /** The plugin passes the call's window and budget after the callback (its types leave them out). */
    incr(key: string, counted: Counted, _timeWindow?: number, max?: number): void {
      if (typeof max !== 'number') return counted(new Error('A shared budget needs a fixed budget'));
      Promise.resolve(leases.take(`${this.#namespace}${key}`, this.#windowMs, max)).then(
        (count) => counted(null, count),
        (error: Error) => counted(error),
      );
    }

    child(options: object): FastifyRateLimitStore {
      return new SharedBudgetStore(options);
    }
  }

  return {
    rateLimitStore: SharedBudgetStore as FastifyRateLimitStoreCtor,
    take: leases.take,
    /** Counts one call under `key` in the database at once: `current` is every process's count. */
    count: async (key: string, windowMs: number): Promise<BudgetCount> => {
      const { count, resetInMs } = await repository.count(key, windowMs);
      return { current: count, ttl: resetInMs };
    },
  };
}
