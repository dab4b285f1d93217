import { HEADER } from '@m/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { merchantOf, type MemberSession } from '../lib/request-context.ts';

const MAX_TOKEN_LENGTH = 512;

/** Endpoints marked `session` need the raw token of a live member session in `Authorization` (the operator API's, an operator's: plugins/operator-auth). */
export const sessionAuth = fp(
  async (app: FastifyInstance) => {
    const sessionOf = async (request: FastifyRequest): Promise<MemberSession | null> => {
      const token = request.headers[HEADER.authorization.toLowerCase()];
      return typeof token === 'string' && token.length > 0 && token.length <= MAX_TOKEN_LENGTH
        ? app.services.sessions.verify(token, merchantOf(request))
        : null;
    };
    // Looked up once per request: the rate limit and the route may both ask.
    const optionalSessions = new WeakMap<FastifyRequest, Promise<MemberSession | null>>();
    app.decorateRequest('session', null);
    app.decorateRequest('optionalSession', function (this: FastifyRequest) {
      const known = optionalSessions.get(this);
      if (known) return known;
      const lookup = sessionOf(this);
      optionalSessions.set(this, lookup);
      return lookup;
    });
    app.addHook('onRequest', async (request) => {
      // `optional` endpoints read the session themselves through `optionalSession()`.
      const endpoint = request.routeOptions.config.endpoint;
      if (endpoint?.session !== true || endpoint.operator) return;
      const session = await sessionOf(request);
      if (!session) throw new AppError('login.not.session');
      request.session = session;
    });
  },
  { name: 'session-auth', dependencies: ['services', 'merchant-resolution'] },
);
