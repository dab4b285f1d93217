import { endpoints } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { merchantOf, requireRealAccount } from '../../lib/request-context.ts';

export async function withdrawalRoutes(app: FastifyInstance) {
  const { withdrawals } = app.services;

  registerEndpoint(app, endpoints.withdrawOverview, async (_input, request) =>
    withdrawals.overview(merchantOf(request), requireRealAccount(request).memberId));

  registerEndpoint(app, endpoints.withdraw, async ({ body }, request) => {
    const { amount, ...rest } = body;
    return withdrawals.withdraw(merchantOf(request), requireRealAccount(request).memberId, { ...rest, amountMinor: amount });
  });

  registerEndpoint(app, endpoints.withdrawReport, async ({ query }, request) =>
    withdrawals.report(requireRealAccount(request).memberId, query));
}
