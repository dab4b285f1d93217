import { isTrial } from '@m/contract';
import type { FastifyRequest } from 'fastify';
import type { MemberSession } from '../modules/session/service.ts';
import { AppError } from './app-error.ts';
import { requireSession } from './require-session.ts';

/** The session of a real account: trial (free play) accounts are refused with 403 trial.rejected. */
export function requireRealAccount(request: FastifyRequest): MemberSession {
  const session = requireSession(request);
  if (isTrial(session.type)) throw new AppError('trial.rejected');
  return session;
}
