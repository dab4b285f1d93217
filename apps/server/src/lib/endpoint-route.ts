import type { EndpointDefinition } from '@m/contract';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

export type EndpointRouteOptions = {
  /** A tighter per-IP limit than the global API limit (login, captcha, SMS). */
  rateLimit?: RateLimitOptions;
};

/** A per-route limit tighter than the API-wide one, for `registerEndpoint(..., { rateLimit })`. */
export const routeRateLimit = (max: number, timeWindow: number | string = '1 minute'): RateLimitOptions => ({
  max,
  timeWindow,
});

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
 * envelope; an answer that fails is a 500. Merchant, session and decryption hooks act on the
 * `endpoint` route config.
 */
export function registerEndpoint<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointRouteOptions = {},
): void {
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
    handler: async (request, reply) => {
      const input = {
        query: endpoint.query ? parseInput(endpoint.query, request.query) : undefined,
        body: endpoint.body ? parseInput(endpoint.body, request.body) : undefined,
      } as EndpointInput<E>;
      return ok(checked(await handler(input, request, reply)));
    },
  });
}
