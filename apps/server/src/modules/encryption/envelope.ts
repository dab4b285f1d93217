import { HEADER } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createEncryptionRepository } from './repository.ts';
import { createEncryptionService, type EncryptionService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    encryption: EncryptionService;
  }
}

const NONCE_PURGE_INTERVAL_MS = 60_000;

/** Endpoints marked `encrypted` get their body opened before it is validated. */
export const encryptionEnvelope = fp(
  async (app: FastifyInstance) => {
    const encryption = createEncryptionService(createEncryptionRepository(app.db));
    app.decorate('encryption', encryption);

    app.addHook('preValidation', async (request) => {
      if (!request.routeOptions.config.endpoint?.encrypted) return;
      const header = request.headers[HEADER.encryption.toLowerCase()];
      request.body = await encryption.decrypt(typeof header === 'string' ? header : undefined, request.body);
    });

    const purge = setInterval(() => {
      encryption.purgeExpiredNonces().catch((error: unknown) => app.log.warn({ err: error }, 'nonce purge failed'));
    }, NONCE_PURGE_INTERVAL_MS);
    purge.unref();
    app.addHook('onClose', async () => clearInterval(purge));
  },
  { name: 'encryption-envelope', dependencies: ['database'] },
);
