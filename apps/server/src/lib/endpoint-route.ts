import { CONTRACT_HEADER, type EndpointDefinition } from '@m/contract';
import { contractFingerprint } from '@m/contract/fingerprint';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import { AppError } from './app-error.ts';
import { ok } from './envelope.ts';
import { checkAnswer } from './response-check.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract entry a route serves; the merchant, session and encryption hooks read it. */
    endpoint?: EndpointDefinition;
  }
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

export type EndpointInput<E extends EndpointDefinition> = {
  query: Output<E['query']>;
  body: Output<E['body']>;
};

export type EndpointHandler<E extends EndpointDefinition> = (
  input: EndpointInput<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<z.input<E['response']>>;

/** A stream endpoint's handler answers the open stream of event text (see lib/server-sent-events.ts). */
export type StreamHandler<E extends EndpointDefinition> = (input: EndpointInput<E>, request: FastifyRequest, reply: FastifyReply) => Promise<Readable>;

export type EndpointRouteOptions = {
  /** A budget of its own instead of the API-wide one (see `ROUTE_BUDGETS`). */
  rateLimit?: RateLimitOptions;
  /** A body limit of its own in bytes (an upload) instead of the app's. */
  bodyLimit?: number;
};

/** Whom a route's own budget counts: the member of a live session, else the calling address. */
export const rateLimitKey = (request: FastifyRequest): string =>
  request.session ? `member:${request.session.memberId}` : `address:${request.ip}`;

/** A route's own budget of `max` calls per `timeWindow`, counted by `rateLimitKey`. */
const routeRateLimit = (max: number, timeWindow: number | string = '1 minute'): RateLimitOptions => ({
  max,
  timeWindow,
  keyGenerator: rateLimitKey,
});

/**
 * Budgets a minute of the routes limited on their own. The calls a bot hammers without a session
 * count per address, sized for carrier-grade NAT (thousands of players behind one address): the
 * per-account login counters, the captcha, the per-number code limits and proof-of-work carry the
 * rest. A session's password change counts per member.
 */
export const ROUTE_BUDGETS = {
  login: routeRateLimit(120),
  registration: routeRateLimit(60),
  usernameCheck: routeRateLimit(120),
  trialAccount: routeRateLimit(30),
  captcha: routeRateLimit(120),
  codeSend: routeRateLimit(30),
  passwordRecovery: routeRateLimit(30),
  affiliateCheck: routeRateLimit(60),
  passwordChange: routeRateLimit(10),
  /** The operator API's calls after login, per address (the API-wide budgets count members' sessions). */
  operatorCall: routeRateLimit(600),
  depositOrder: routeRateLimit(30),
} as const;

/** Validates request input with a zod schema; a mismatch is the client's fault (400 request_param_err). */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new AppError('request_param_err', { cause: result.error });
  return result.data;
}

/**
 * Serves one entry of the contract's endpoint registry: query and body are validated with its
 * zod schemas (after decryption for encrypted entries), and the handler's value is checked
 * strictly against its response schema (see `checkAnswer`) before it goes out in the success
 * envelope, stamped with the contract's fingerprint (`CONTRACT_HEADER`); an answer that fails is a
 * 500. Merchant, session and decryption hooks act on the `endpoint` route config.
 */
export function registerEndpoint<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointRouteOptions = {},
): void {
  if (endpoint.stream) throw new Error(`${endpoint.path} is a stream: register it with registerStreamEndpoint`);
  // Cached answers (game pages, vendors, countries) come back as the same object: checked once.
  const checkedAnswers = new WeakSet<object>();
  const checked = (value: unknown) => {
    const cacheable = typeof value === 'object' && value !== null;
    if (cacheable && checkedAnswers.has(value)) return value;
    checkAnswer(endpoint.response, value);
    if (cacheable) checkedAnswers.add(value);
    return value;
  };
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { endpoint, ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}) },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: async (request, reply) => {
      const answer = ok(checked(await handler(parsedInput(endpoint, request), request, reply)));
      // Checked against the contract: an app built from the same contract needs no second check.
      const fingerprint = contractFingerprint();
      if (fingerprint) reply.header(CONTRACT_HEADER, fingerprint);
      return answer;
    },
  });
}

const parsedInput = <E extends EndpointDefinition>(endpoint: E, request: FastifyRequest) => ({
  query: endpoint.query ? parseInput(endpoint.query, request.query) : undefined,
  body: endpoint.body ? parseInput(endpoint.body, request.body) : undefined,
}) as EndpointInput<E>;

/**
 * Serves a contract entry flagged `stream`: input parsed as for `registerEndpoint`, then the
 * handler's stream goes out as `text/event-stream` and stays open. Refusals before it opens are
 * error envelopes. Compression leaves streams alone, so every event leaves as soon as it is written.
 */
export function registerStreamEndpoint<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: StreamHandler<E>,
  options: EndpointRouteOptions = {},
): void {
  if (!endpoint.stream) throw new Error(`${endpoint.path} answers an envelope: register it with registerEndpoint`);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { endpoint, ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}) },
    handler: async (request, reply) => {
      const events = await handler(parsedInput(endpoint, request), request, reply);
      // no-transform and X-Accel-Buffering: proxies pass each event on at once instead of buffering or compressing.
      // Connection close: the ended stream's connection is not kept idle, so a closing server need not wait for it.
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store, no-transform')
        .header('x-accel-buffering', 'no')
        .header('connection', 'close')
        .send(events);
    },
  });
}
