import { endpoints } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requireAgent } from '../../lib/request-context.ts';

export async function teamBetsRoutes(app: FastifyInstance) {
  const { teamBets } = app.services;
  registerEndpoint(app, endpoints.teamBets, async ({ query }, request) => teamBets.list(requireAgent(request).memberId, query));
}
