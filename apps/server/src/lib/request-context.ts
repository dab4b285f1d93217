import { DEVICES, HEADER, isAgent, isTrial, type Device } from '@m/contract';
import type { FastifyRequest } from 'fastify';
import type { Merchant } from '../db/schema.ts';
import { AppError } from './app-error.ts';

/** A logged-in member, as the session hook hands it to routes. */
export type MemberSession = { memberId: number; userName: string; type: number; merchantId: number; sessionId: number };

/** Finds the live session of an `Authorization` token for the calling merchant. */
export type SessionVerifier = (token: string, merchant: Merchant, ip?: string | null) => Promise<MemberSession | null>;

/** Where a request came from: its address (for the brute-force rules), its `Device` header and its User-Agent (a session's device). */
export type RequestOrigin = { ip: string; device: string | null; userAgent: string | null };

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured origin of links the server writes, if any (`BuildAppOptions.publicOrigin`). */
    publicOrigin: string | null;
  }
  interface FastifyRequest {
    /** Set by the merchant hook on every contract endpoint. */
    merchant: Merchant | null;
    /** Set by the session hook on `session: true` endpoints. */
    session: MemberSession | null;
    /** The session of the `Authorization` token if one is sent and live, for endpoints where a session is optional. */
    optionalSession(): Promise<MemberSession | null>;
  }
}

/** The merchant a contract endpoint was called for; the resolution hook guarantees it exists. */
export function merchantOf(request: FastifyRequest): Merchant {
  if (!request.merchant) throw new AppError('function.not.available');
  return request.merchant;
}

export function originOf(request: FastifyRequest): RequestOrigin {
  const device = request.headers[HEADER.device.toLowerCase()];
  return { ip: request.ip, device: DEVICES.includes(device as Device) ? (device as Device) : null, userAgent: request.headers['user-agent'] ?? null };
}

/**
 * Where links the server writes (e-mails, payment pages, QR codes) lead: the configured public
 * origin, else the scheme, host and port the member used (a trusted proxy's forwarded ones).
 */
export const pageOriginOf = (request: FastifyRequest): string => request.server.publicOrigin ?? `${request.protocol}://${request.host}`;

/** The session the session hook attached to a `session: true` endpoint's request. */
export function requireSession(request: FastifyRequest): MemberSession {
  if (!request.session) throw new AppError('login.not.session');
  return request.session;
}

/** The session of a real account: trial (free play) accounts are refused with 403 trial.rejected. */
export function requireRealAccount(request: FastifyRequest): MemberSession {
  const session = requireSession(request);
  if (isTrial(session.type)) throw new AppError('trial.rejected');
  return session;
}

/** The session of an agent (any type but player, trial and non-agent): others are refused with permission.denied. */
export function requireAgent(request: FastifyRequest): MemberSession {
  const session = requireRealAccount(request);
  if (!isAgent(session.type)) throw new AppError('permission.denied');
  return session;
}
