import { HEADER } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { merchantOf } from './merchant-resolution.ts';
import type { MemberSession, SessionVerifier } from '../modules/session/service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: MemberSession | null;
  }
}

const MAX_TOKEN_LENGTH = 512;

/** Endpoints marked `session` need the raw token of a live session in `Authorization`. */
export const sessionAuth = fp(
  async (app: FastifyInstance, options: { verifySession: SessionVerifier }) => {
    app.decorateRequest('session', null);
    app.addHook('onRequest', async (request) => {
      if (!request.routeOptions.config.endpoint?.session) return;
      const token = request.headers[HEADER.authorization.toLowerCase()];
      const session =
        typeof token === 'string' && token.length > 0 && token.length <= MAX_TOKEN_LENGTH
          ? await options.verifySession(token, merchantOf(request))
          : null;
      if (!session) throw new AppError('login.not.session');
      request.session = session;
    });
  },
  { name: 'session-auth', dependencies: ['merchant-resolution'] },
);
