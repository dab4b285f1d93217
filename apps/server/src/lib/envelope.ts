import type { ErrorCode } from '@m/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_STATUS } from '@m/contract';
import { errorMessage } from './error-messages.ts';

export const ok = <T>(value: T) => ({ success: true as const, value });

/** Answers the error envelope for `code` in the request's language. */
export function sendError(request: FastifyRequest, reply: FastifyReply, code: ErrorCode, value?: unknown) {
  const language = request.headers.language;
  return reply.status(ERROR_STATUS[code]).send({
    success: false,
    errorCode: code,
    message: errorMessage(code, typeof language === 'string' ? language : undefined, value),
    ...(value === undefined ? {} : { value }),
  });
}
