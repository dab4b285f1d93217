import { endpoints } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, ROUTE_BUDGETS } from '../../lib/endpoint-route.ts';
import { requireOperator } from '../../lib/operator-context.ts';
import { merchantOf, requireRealAccount } from '../../lib/request-context.ts';

export async function rebateRoutes(app: FastifyInstance) {
  const { rebates, operatorDesk } = app.services;
  const operatorCall = { rateLimit: ROUTE_BUDGETS.operatorCall };

  registerEndpoint(app, endpoints.rebateAccrued, async (_input, request) =>
    rebates.accrued(merchantOf(request), requireRealAccount(request).memberId));

  registerEndpoint(app, endpoints.rebateClaim, async ({ body }, request) =>
    rebates.claim(merchantOf(request), requireRealAccount(request).memberId, body.requestId));

  registerEndpoint(app, endpoints.rebateReport, async ({ query }, request) =>
    rebates.report(requireRealAccount(request).memberId, query));

  registerEndpoint(app, endpoints.operatorRebateRates, async ({ query }, request) =>
    rebates.operatorRates(await operatorDesk.merchantInScope(requireOperator(request), query.merchant)), operatorCall);

  registerEndpoint(app, endpoints.operatorSetRebateRate, async ({ body }, request) => {
    const operator = requireOperator(request);
    return rebates.setRate(await operatorDesk.merchantInScope(operator, body.merchant), body, operatorDesk.auditOf(operator, 'rebate.rate'));
  }, operatorCall);
}
