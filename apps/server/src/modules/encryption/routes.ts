import { endpoints } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';

export async function encryptionRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.rsaKey, async () => app.services.encryption.publicKey());
}
