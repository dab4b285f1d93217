import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** A logged-in operator, as the operator hook hands it to routes. `merchantId` null: every merchant. */
export type OperatorSession = { sessionId: number; operatorId: number; username: string; merchantId: number | null; merchantCode: string | null };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the operator hook on the operator API's `session: true` endpoints. */
    operator: OperatorSession | null;
  }
}

/** The operator the operator hook attached to a `session: true` operator endpoint's request. */
export function requireOperator(request: FastifyRequest): OperatorSession {
  if (!request.operator) throw new AppError('login.not.session');
  return request.operator;
}
