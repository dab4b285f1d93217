import { endpoints } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { merchantOf, requireRealAccount } from '../../lib/request-context.ts';

export async function rebateRoutes(app: FastifyInstance) {
  const { rebates } = app.services;

  registerEndpoint(app, endpoints.rebateAccrued, async (_input, request) =>
    rebates.accrued(merchantOf(request), requireRealAccount(request).memberId));

  registerEndpoint(app, endpoints.rebateClaim, async ({ body }, request) =>
    rebates.claim(merchantOf(request), requireRealAccount(request).memberId, body.requestId));

  registerEndpoint(app, endpoints.rebateReport, async ({ query }, request) =>
    rebates.report(requireRealAccount(request).memberId, query));
}
