import { endpoints } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, ROUTE_BUDGETS } from '../../lib/endpoint-route.ts';
import { requireOperator } from '../../lib/operator-context.ts';
import { merchantOf, requireRealAccount } from '../../lib/request-context.ts';

export async function vipRoutes(app: FastifyInstance) {
  const { vip, operatorDesk } = app.services;
  const operatorCall = { rateLimit: ROUTE_BUDGETS.operatorCall };

  registerEndpoint(app, endpoints.vipState, async (_input, request) =>
    vip.state(merchantOf(request), requireRealAccount(request).memberId));

  registerEndpoint(app, endpoints.vipLevels, async (_input, request) => vip.levels(merchantOf(request).id));

  registerEndpoint(app, endpoints.operatorVipLevels, async ({ query }, request) =>
    vip.levels((await operatorDesk.merchantInScope(requireOperator(request), query.merchant)).id), operatorCall);

  registerEndpoint(app, endpoints.operatorSetVipLevel, async ({ body }, request) => {
    const operator = requireOperator(request);
    const merchant = await operatorDesk.merchantInScope(operator, body.merchant);
    return vip.setLevel(merchant, { ...body, operatorId: operator.operatorId }, operatorDesk.auditOf(operator, 'vip.level'));
  }, operatorCall);
}
