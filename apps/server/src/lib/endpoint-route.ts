import { CONTRACT_HEADER, type EndpointDefinition } from '@m/contract';
import { contractFingerprint } from '@m/contract/fingerprint';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import { AppError } from './app-error.ts';
import { MIN_COMPRESSED_BYTES, preparedBody, sendPreparedBody, type PreparedBody } from './content-encoding.ts';
import { ok } from './envelope.ts';
import { isKeptAnswer, keptAnswer } from './kept-answer.ts';
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
  /** A game vendor's wallet calls come from its few servers for all of its players at once. */
  gameApi: routeRateLimit(30_000),
  depositOrder: routeRateLimit(30),
  /** A member's feedback: a person writes a few a day; each carries up to 15 MB of pictures to decode. */
  feedbackSubmit: routeRateLimit(5),
  /** A member's profile picture: changed now and then; each upload is up to 5 MB to decode. */
  avatarUpload: routeRateLimit(10),
  /** A member's identity: sent once, again after a rejection; each carries two pictures of up to 5 MB to decode. */
  identitySubmit: routeRateLimit(5),
  /** An agent's open account: accounts made by hand, a few a minute. */
  openAccount: routeRateLimit(10),
} as const;

/** Validates request input with a zod schema; a mismatch is the client's fault (400 request_param_err). */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new AppError('request_param_err', { cause: result.error });
  return result.data;
}

/** A kept answer as it goes out: the success envelope's bytes (compressed forms made on first use) and their ETag. */
type PreparedAnswer = { body: PreparedBody; etag: string };

const JSON_TYPE = 'application/json; charset=utf-8';

function prepareAnswer(value: unknown): PreparedAnswer {
  const text = JSON.stringify(ok(value));
  // Weak: the compressed forms share it.
  return { body: preparedBody(text), etag: `W/"${createHash('sha1').update(text).digest('base64url')}"` };
}

/** Checked against the contract: an app built from the same contract needs no second check. */
function stampChecked(reply: FastifyReply): void {
  const fingerprint = contractFingerprint();
  if (fingerprint) reply.header(CONTRACT_HEADER, fingerprint);
}

const matchesEtag = (header: string | undefined, etag: string) =>
  header !== undefined && (header === etag || header.split(',').some((candidate) => candidate.trim() === etag));

/**
 * Serves one entry of the contract's endpoint registry: query and body are validated with its
 * zod schemas (after decryption for encrypted entries), and the handler's value is checked
 * strictly against its response schema (see `checkAnswer`) before it goes out in the success
 * envelope, stamped with the contract's fingerprint (`CONTRACT_HEADER`); an answer that fails is a
 * 500. Merchant, session and decryption hooks act on the `endpoint` route config. A kept answer
 * (lib/kept-answer.ts: cached and frozen) is checked, serialized, tagged and compressed once; a
 * request naming its ETag gets 304.
 */
export function registerEndpoint<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointRouteOptions = {},
): void {
  if (endpoint.stream) throw new Error(`${endpoint.path} is a stream: register it with registerStreamEndpoint`);
  const prepared = new WeakMap<object, PreparedAnswer>();
  const inputOf = queryParser(endpoint);
  const preparedOf = (value: object) => {
    let answer = prepared.get(value);
    if (!answer) {
      checkAnswer(endpoint.response, value);
      answer = prepareAnswer(value);
      prepared.set(value, answer);
    }
    return answer;
  };
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { endpoint, ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}) },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: async (request, reply) => {
      const value = await handler(inputOf(request), request, reply);
      if (!isKeptAnswer(value)) {
        checkAnswer(endpoint.response, value);
        stampChecked(reply);
        return ok(value);
      }
      const answer = preparedOf(value);
      stampChecked(reply);
      reply.header('etag', answer.etag);
      if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
        if (answer.body.bytes.length >= MIN_COMPRESSED_BYTES) reply.header('vary', 'Accept-Encoding');
        return reply.code(304).send();
      }
      reply.header('content-type', JSON_TYPE);
      return sendPreparedBody(request, reply, answer.body);
    },
  });
}

const parsedInput = <E extends EndpointDefinition>(endpoint: E, request: FastifyRequest) => ({
  query: endpoint.query ? parseInput(endpoint.query, request.query) : undefined,
  body: endpoint.body ? parseInput(endpoint.body, request.body) : undefined,
}) as EndpointInput<E>;

/** Query strings of one endpoint whose parse is kept (a hot read repeats a handful of them). */
const QUERIES_KEPT = 200;
const KEPT_QUERY_LENGTH = 256;

/**
 * `parsedInput` for the endpoints that take no body, with the parsed (and frozen) query of each
 * query string kept: the same URL is not validated again. Refused query strings are not kept.
 */
function queryParser<E extends EndpointDefinition>(endpoint: E): (request: FastifyRequest) => EndpointInput<E> {
  if (endpoint.body) return (request) => parsedInput(endpoint, request);
  const kept = new Map<string, EndpointInput<E>>();
  return (request) => {
    const start = request.url.indexOf('?');
    const raw = start === -1 ? '' : request.url.slice(start + 1);
    const hit = kept.get(raw);
    if (hit) return hit;
    const input = parsedInput(endpoint, request);
    if (raw.length <= KEPT_QUERY_LENGTH) {
      if (kept.size >= QUERIES_KEPT) kept.delete(kept.keys().next().value!);
      kept.set(raw, keptAnswer(input));
    }
    return input;
  };
}

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
