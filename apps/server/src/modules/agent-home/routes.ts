import { endpoints } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requireSession } from '../../lib/request-context.ts';

export async function agentHomeRoutes(app: FastifyInstance) {
  const service = app.services.agentHome;

  registerEndpoint(app, endpoints.teamKpi, async ({ query }, request) => service.teamKpi(requireSession(request), query));
}
