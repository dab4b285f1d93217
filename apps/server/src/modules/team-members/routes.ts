import { endpoints } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requireAgent } from '../../lib/request-context.ts';

export async function teamMembersRoutes(app: FastifyInstance) {
  const { teamMembers } = app.services;
  registerEndpoint(app, endpoints.teamMembers, async ({ query }, request) => teamMembers.list(requireAgent(request).memberId, query));
}
