import rateLimit from '@fastify/rate-limit';
import { HEADER } from '@m/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, RequestPayload } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import type { BudgetCount } from '../lib/budget-count.ts';
import { createLocalBudgets, localBudgetStore } from './local-budget-store.ts';
import type { MemberSession } from '../lib/request-context.ts';

/**
 * The API-wide budgets: `max` calls per `timeWindow` for one session (twice that for one member
 * over all their sessions); calls without a session get `perAddress` per address, sized for
 * carrier-grade NAT. Routes with a budget of their own (login, codes, captcha …) use only that.
 * An address that sends `unknownTokensPerAddress` unknown session tokens in a window has its
 * token-bearing calls refused for the rest of it, before any lookup. `lifted` (a bench server's
 * `BENCH_LIFT_BUDGETS`, see config/env.ts) raises every budget, the routes' own too, to
 * `LIFTED_BUDGET`: calls are still counted, at the same cost as in production, but never refused.
 */
export type ApiRateLimit = { max: number; timeWindow: number | string; perAddress?: number; unknownTokensPerAddress?: number; lifted?: boolean };

/** Every budget of a lifted limit: counted, never reached. */
export const LIFTED_BUDGET = 1_000_000_000;

export const DEFAULT_API_RATE_LIMIT: ApiRateLimit = { max: 300, timeWindow: '1 minute' };
const DEFAULT_PER_ADDRESS = 6000;
/** Expired sessions of many players behind one address stay far below it; guessing 256-bit tokens is hopeless anyway. */
const DEFAULT_UNKNOWN_TOKENS_PER_ADDRESS = 600;
/** Keys the limiter keeps (sessions, members, addresses); the oldest are forgotten beyond it. */
const KEYS_KEPT = 100_000;

const WINDOW_UNITS_MS: Record<string, number> = { ms: 1, second: 1000, minute: 60_000, hour: 3_600_000 };

/** A window in milliseconds: a number of them, or `<n> second(s)|minute(s)|hour(s)|ms`. */
export function windowMsOf(timeWindow: number | string): number {
  if (typeof timeWindow === 'number') return Math.trunc(timeWindow);
  const match = /^\s*(\d+)\s*(ms|second|minute|hour)s?\s*$/.exec(timeWindow);
  if (!match) throw new Error(`Not a time window: "${timeWindow}"`);
  return Number(match[1]) * WINDOW_UNITS_MS[match[2]!]!;
}

/** The seconds to wait when a count went over `max`. */
const waitOver = (counted: BudgetCount, max: number): number | null => (counted.current > max ? Math.ceil(counted.ttl / 1000) : null);

const tooManyRequests = (reply: FastifyReply, retryAfterSeconds: number) => {
  reply.header('retry-after', retryAfterSeconds);
  return new AppError('too.many.requests');
};

const bearsToken = (request: FastifyRequest) => {
  const token = request.headers[HEADER.authorization.toLowerCase()];
  return typeof token === 'string' && token.length > 0;
};

/**
 * Limits on /wps/* (pages and their assets are not limited): per session and member, else per address.
 * On PostgreSQL all server processes on it spend one budget (`services.sharedBudgets`: slices leased
 * from the database, spent in memory); on PGlite, one process's database, they are counted in memory.
 */
export const apiRateLimit = fp(
  async (app: FastifyInstance, limit: ApiRateLimit) => {
    const { sharedBudgets } = app.services;
    const budget = (max: number) => (limit.lifted ? LIFTED_BUDGET : max);
    if (limit.lifted) {
      // Added before the plugin's own onRoute hook, which reads the routes' budgets: each route gets a lifted copy.
      app.addHook('onRoute', (routeOptions) => {
        const own = routeOptions.config?.rateLimit;
        if (own && typeof own === 'object') routeOptions.config = { ...routeOptions.config, rateLimit: { ...own, max: LIFTED_BUDGET } };
      });
    }
    await app.register(rateLimit, {
      global: false,
      store: sharedBudgets ? sharedBudgets.rateLimitStore : localBudgetStore(KEYS_KEPT),
      errorResponseBuilder: () => new AppError('too.many.requests'),
    });
    // The API-wide budgets are taken by key here, each key naming its budget (the routes' own go
    // through the plugin): at once in memory, on PostgreSQL from the slice in hand, else after a lease.
    const windowMs = windowMsOf(limit.timeWindow);
    const local = sharedBudgets ? null : createLocalBudgets(KEYS_KEPT);
    const take = (key: string, max: number): BudgetCount | Promise<BudgetCount> => (local ? local.count(key, windowMs) : sharedBudgets!.take(key, windowMs, max));
    /** Counted call by call: every process's count, on PostgreSQL one query (only for calls answered 401). */
    const count = (key: string): BudgetCount | Promise<BudgetCount> => (local ? local.count(key, windowMs) : sharedBudgets!.count(key, windowMs));
    const perSession = budget(limit.max);
    const perMember = budget(2 * limit.max);
    const perAddress = budget(limit.perAddress ?? DEFAULT_PER_ADDRESS);
    const unknownTokensPerAddress = budget(limit.unknownTokensPerAddress ?? DEFAULT_UNKNOWN_TOKENS_PER_ADDRESS);
    /** Addresses that sent too many unknown tokens, until when. */
    const refusedUntil = new Map<string, number>();

    const limited = (request: FastifyRequest) => (request.url.startsWith('/wps/') || request.url.startsWith('/lgw/')) && request.routeOptions.config.rateLimit === undefined;

    // Before the session is looked up: an address guessing tokens is refused without a database query.
    app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      if (refusedUntil.size === 0) return done();
      const until = refusedUntil.get(request.ip);
      if (until === undefined || !bearsToken(request)) return done();
      if (until > Date.now()) return done(tooManyRequests(reply, Math.ceil((until - Date.now()) / 1000)));
      refusedUntil.delete(request.ip);
      done();
    });

    /** Counts the call against the budgets of its session and member, else its address; the seconds to wait when over one. */
    const spend = (request: FastifyRequest, session: MemberSession | null): number | null | Promise<number | null> => {
      if (!session) return settle(take(`address:${request.ip}`, perAddress), perAddress, () => null);
      return settle(take(`session:${session.sessionId}`, perSession), perSession, () => settle(take(`member:${session.memberId}`, perMember), perMember, () => null));
    };
    /** `then` unless the count went over `max`; synchronous while the counts are. */
    const settle = (
      counted: BudgetCount | Promise<BudgetCount>, max: number, then: () => number | null | Promise<number | null>,
    ): number | null | Promise<number | null> => {
      if (counted instanceof Promise) return counted.then((value) => waitOver(value, max) ?? then());
      return waitOver(counted, max) ?? then();
    };

    // After the session hook, before the body is read and decrypted.
    app.addHook('preParsing', (request: FastifyRequest, reply: FastifyReply, payload: RequestPayload, done: (error: Error | null, payload?: RequestPayload) => void) => {
      if (!limited(request)) return done(null, payload);
      const finish = (wait: number | null) => (wait === null ? done(null, payload) : done(tooManyRequests(reply, wait)));
      const fail = (error: unknown) => done(error as Error);
      const optional = request.session === null && request.routeOptions.config.endpoint?.session === 'optional' && bearsToken(request);
      if (optional) {
        request.optionalSession().then((session) => spend(request, session)).then(finish, fail);
        return;
      }
      let wait: number | null | Promise<number | null>;
      try {
        wait = spend(request, request.session);
      } catch (error) {
        return fail(error);
      }
      if (wait instanceof Promise) wait.then(finish, fail);
      else finish(wait);
    });

    // Counted before the 401 leaves, so the guesser's next call finds the refusal in place (the shared count takes a query).
    app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: Error | null, payload?: unknown) => void) => {
      if (reply.statusCode !== 401 || !bearsToken(request)) return done(null, payload);
      Promise.resolve(count(`unknown-tokens:${request.ip}`)).then((counted) => {
        if (counted.current >= unknownTokensPerAddress) refusedUntil.set(request.ip, Date.now() + counted.ttl);
        done(null, payload);
      }, (error: unknown) => done(error as Error));
    });
  },
  { name: 'api-rate-limit', dependencies: ['services'] },
);
