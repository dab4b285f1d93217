import { HEADER } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Endpoints marked `encrypted` get their body opened before it is validated. */
export const encryptionEnvelope = fp(
  async (app: FastifyInstance) => {
    const { encryption } = app.services;

    app.addHook('preValidation', async (request) => {
      if (!request.routeOptions.config.endpoint?.encrypted) return;
      const header = request.headers[HEADER.encryption.toLowerCase()];
      request.body = await encryption.decrypt(typeof header === 'string' ? header : undefined, request.body);
    });
  },
  { name: 'encryption-envelope', dependencies: ['services'] },
);
