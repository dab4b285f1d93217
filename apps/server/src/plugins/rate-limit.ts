import rateLimit from '@fastify/rate-limit';
import { HEADER } from '@m/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
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

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** Counts the request against `limiter`; the seconds to wait when it is over budget. */
async function overBudget(limiter: Limiter, request: FastifyRequest): Promise<number | null> {
  const result = await limiter(request);
  return !result.isAllowed && result.isExceeded ? result.ttlInSeconds : null;
}

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
 * On PostgreSQL the budgets are counted in the database (`services.sharedBudgets`), so all server
 * processes on it spend one budget; on PGlite, one process's database, they are counted in memory.
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
      cache: KEYS_KEPT,
      ...(sharedBudgets ? { store: sharedBudgets.rateLimitStore } : {}),
      errorResponseBuilder: () => new AppError('too.many.requests'),
    });
    const window = { timeWindow: limit.timeWindow };
    /** The session each limited request was counted under. */
    const sessions = new WeakMap<FastifyRequest, MemberSession>();
    // Each key names its budget: the shared store keeps these four under one name.
    const perSession = app.createRateLimit({ ...window, max: budget(limit.max), keyGenerator: (request) => `session:${sessions.get(request)!.sessionId}` });
    const perMember = app.createRateLimit({ ...window, max: budget(2 * limit.max), keyGenerator: (request) => `member:${sessions.get(request)!.memberId}` });
    const perAddress = app.createRateLimit({ ...window, max: budget(limit.perAddress ?? DEFAULT_PER_ADDRESS), keyGenerator: (request) => `address:${request.ip}` });
    const unknownTokens = app.createRateLimit({ ...window, max: budget(limit.unknownTokensPerAddress ?? DEFAULT_UNKNOWN_TOKENS_PER_ADDRESS), keyGenerator: (request) => `unknown-tokens:${request.ip}` });
    /** Addresses that sent too many unknown tokens, until when. */
    const refusedUntil = new Map<string, number>();

    const limited = (request: FastifyRequest) => request.url.startsWith('/wps/') && request.routeOptions.config.rateLimit === undefined;

    // Before the session is looked up: an address guessing tokens is refused without a database query.
    app.addHook('onRequest', async (request, reply) => {
      const until = refusedUntil.get(request.ip);
      if (until === undefined || !bearsToken(request)) return;
      if (until > Date.now()) throw tooManyRequests(reply, Math.ceil((until - Date.now()) / 1000));
      refusedUntil.delete(request.ip);
    });

    // After the session hook, before the body is read and decrypted.
    app.addHook('preParsing', async (request, reply) => {
      if (!limited(request)) return;
      const session: MemberSession | null = request.session
        ?? (request.routeOptions.config.endpoint?.session === 'optional' && bearsToken(request) ? await request.optionalSession() : null);
      if (session) sessions.set(request, session);
      for (const limiter of session ? [perSession, perMember] : [perAddress]) {
        const wait = await overBudget(limiter, request);
        if (wait !== null) throw tooManyRequests(reply, wait);
      }
    });

    // Counted before the 401 leaves, so the guesser's next call finds the refusal in place (the shared count takes a query).
    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode !== 401 || !bearsToken(request)) return payload;
      const result = await unknownTokens(request);
      if (!result.isAllowed && result.remaining === 0) refusedUntil.set(request.ip, Date.now() + result.ttl);
      return payload;
    });
  },
  { name: 'api-rate-limit', dependencies: ['services'] },
);
