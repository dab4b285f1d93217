import type { ErrorCode } from '@m/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { AppError } from '../lib/app-error.ts';
import { sendError } from '../lib/envelope.ts';

/** The contract code for an error Fastify or a plugin raised by itself (body parsing, limits, routing). */
function codeForFrameworkError(error: FastifyError): ErrorCode | null {
  if (error instanceof ZodError) return 'request_param_err';
  switch (error.statusCode) {
    case 404: return 'not.found';
    case 413: return 'payload.too.large';
    case 429: return 'too.many.requests';
    default:
      return error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? 'request_param_err' : null;
  }
}

/** Where a request goes that the router could not read (a bad escape such as `%ff`): answered 400 by the handler below. */
const UNREADABLE_REQUEST_PATH = '/__unreadable-request';

/**
 * Fastify's `frameworkErrors` option: a request target the router cannot decode never reaches a
 * route or a hook, so it is routed again as the unreadable-request route, through every hook (the
 * security headers among them), and answered in the envelope like any other refusal.
 */
export function answerFrameworkError(_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.raw.url = UNREADABLE_REQUEST_PATH;
  request.server.routing(request.raw, reply.raw);
}

/** Every error leaves as the envelope; anything unforeseen is logged and answered as unknown.error. */
export const errorHandler = fp(
  async (app: FastifyInstance) => {
    app.all(UNREADABLE_REQUEST_PATH, async (request, reply) => sendError(request, reply, 'request_param_err'));
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error.cause) request.log.info({ errorCode: error.errorCode, cause: String(error.cause) }, 'request refused');
        return sendError(request, reply, error.errorCode, error.value);
      }
      const code = codeForFrameworkError(error);
      if (code) return sendError(request, reply, code);
      request.log.error({ err: error }, 'unhandled error');
      return sendError(request, reply, 'unknown.error');
    });
  },
  { name: 'error-handler' },
);
