import { endpoints } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, ROUTE_BUDGETS } from '../../lib/endpoint-route.ts';
import { requireOperator } from '../../lib/operator-context.ts';
import { requireRealAccount, requireSession } from '../../lib/request-context.ts';

export async function protectionRoutes(app: FastifyInstance) {
  const { protection, operatorDesk } = app.services;

  registerEndpoint(app, endpoints.protection, async (_input, request) => protection.settings(requireSession(request).memberId));

  registerEndpoint(app, endpoints.setRealityCheck, async ({ body }, request) =>
    protection.setRealityCheck(requireSession(request).memberId, body.minutes));

  registerEndpoint(app, endpoints.setExclusion, async ({ body }, request) =>
    protection.exclude(requireRealAccount(request).memberId, body));

  registerEndpoint(app, endpoints.sessionSummary, async (_input, request) => protection.sessionSummary(requireSession(request)));

  registerEndpoint(app, endpoints.operatorMemberProtection, async ({ query }, request) => {
    const operator = requireOperator(request);
    const merchant = await operatorDesk.merchantInScope(operator, query.merchant);
    return protection.forOperator(merchant, query.account, operatorDesk.auditOf(operator, 'protection.view'));
  }, { rateLimit: ROUTE_BUDGETS.operatorCall });
}
