import { HEADER } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import type { OperatorSession } from '../lib/operator-context.ts';

const MAX_TOKEN_LENGTH = 512;

/** Operator API endpoints marked `session` need the token of a live operator session in `Authorization`; a member's token is unknown here. */
export const operatorAuth = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('operator', null);
    app.addHook('onRequest', async (request) => {
      const endpoint = request.routeOptions.config.endpoint;
      if (!endpoint?.operator || endpoint.session !== true) return;
      const token = request.headers[HEADER.authorization.toLowerCase()];
      const operator: OperatorSession | null = typeof token === 'string' && token.length > 0 && token.length <= MAX_TOKEN_LENGTH
        ? await app.services.operatorSessions.verify(token)
        : null;
      if (!operator) throw new AppError('login.not.session');
      request.operator = operator;
    });
  },
  { name: 'operator-auth', dependencies: ['services'] },
);
