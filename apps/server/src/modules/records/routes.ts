import { endpoints } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requireSession } from '../../lib/request-context.ts';

export async function recordsRoutes(app: FastifyInstance) {
  const { records } = app.services;
  registerEndpoint(app, endpoints.transactionRecord, async ({ query }, request) => records.transactionRecord(requireSession(request).memberId, query));
  registerEndpoint(app, endpoints.gameRecord, async ({ query }, request) => records.gameRecord(requireSession(request).memberId, query));
  registerEndpoint(app, endpoints.profitLoss, async ({ query }, request) => records.profitLoss(requireSession(request).memberId, query));
}
