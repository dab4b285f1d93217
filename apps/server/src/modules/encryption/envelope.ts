import { HEADER } from '@m/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';

/** Endpoints marked `encrypted` get their body opened before it is validated. */
export const encryptionEnvelope = fp(
  async (app: FastifyInstance) => {
    const { encryption } = app.services;

    app.addHook('preValidation', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
      if (!request.routeOptions.config.endpoint?.encrypted) return done();
      const header = request.headers[HEADER.encryption.toLowerCase()];
      encryption.decrypt(typeof header === 'string' ? header : undefined, request.body).then((body) => {
        request.body = body;
        done();
      }, (error: unknown) => done(error as Error));
    });
  },
  { name: 'encryption-envelope', dependencies: ['services'] },
);
