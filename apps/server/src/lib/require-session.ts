import type { FastifyRequest } from 'fastify';
import type { MemberSession } from '../modules/session/service.ts';
import { AppError } from './app-error.ts';

/** The session the session hook attached to a `session: true` endpoint's request. */
export function requireSession(request: FastifyRequest): MemberSession {
  if (!request.session) throw new AppError('login.not.session');
  return request.session;
}
