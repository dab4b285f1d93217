import { endpoints } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';

export async function proofOfWorkRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.proofOfWorkChallenge, () => app.services.proofOfWork.challenge());
}
