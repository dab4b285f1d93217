import { endpoints } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';

export async function fairnessRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.fairRound, async ({ query }) => app.services.fairness.round(query.id));
}
