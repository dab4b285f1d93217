import { HEADER } from '@m/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { merchantOf, type MemberSession } from '../lib/request-context.ts';

const MAX_TOKEN_LENGTH = 512;
const AUTHORIZATION = HEADER.authorization.toLowerCase();

/** Endpoints marked `session` need the raw token of a live member session in `Authorization` (the operator API's, an operator's: plugins/operator-auth). */
export const sessionAuth = fp(
  async (app: FastifyInstance) => {
    const { sessions } = app.services;
    const tokenOf = (request: FastifyRequest): string | null => {
      const token = request.headers[AUTHORIZATION];
      return typeof token === 'string' && token.length > 0 && token.length <= MAX_TOKEN_LENGTH ? token : null;
    };
    const sessionOf = async (request: FastifyRequest): Promise<MemberSession | null> => {
      const token = tokenOf(request);
      return token ? sessions.verify(token, merchantOf(request), request.ip) : null;
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
    app.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
      // `optional` endpoints read the session themselves through `optionalSession()`.
      const endpoint = request.routeOptions.config.endpoint;
      if (endpoint?.session !== true || endpoint.operator) return done();
      const token = tokenOf(request);
      if (!token) return done(new AppError('login.not.session'));
      // A session kept in memory is known without waiting.
      const known = sessions.verifyNow(token, merchantOf(request));
      if (known) {
        request.session = known;
        return done();
      }
      sessions.verify(token, merchantOf(request), request.ip).then((session) => {
        if (!session) return done(new AppError('login.not.session'));
        request.session = session;
        done();
      }, (error: unknown) => done(error as Error));
    });
  },
  { name: 'session-auth', dependencies: ['services', 'merchant-resolution'] },
);
