import type { ErrorCode } from '@m/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
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

/** Every error leaves as the envelope; anything unforeseen is logged and answered as unknown.error. */
export const errorHandler = fp(
  async (app: FastifyInstance) => {
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
