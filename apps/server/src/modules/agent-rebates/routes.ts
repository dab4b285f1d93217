import { endpoints } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, ROUTE_BUDGETS } from '../../lib/endpoint-route.ts';
import { requireOperator } from '../../lib/operator-context.ts';
import { merchantOf, pageOriginOf, requireAgent } from '../../lib/request-context.ts';

export async function agentRebateRoutes(app: FastifyInstance) {
  const { agentRebates, operatorDesk } = app.services;
  const operatorCall = { rateLimit: ROUTE_BUDGETS.operatorCall };

  registerEndpoint(app, endpoints.agentRebateRates, async ({ query }, request) =>
    agentRebates.rates(requireAgent(request).memberId, query));

  registerEndpoint(app, endpoints.agentSetDownlineRates, async ({ body }, request) =>
    agentRebates.setDownlineRates(merchantOf(request), requireAgent(request).memberId, body));

  registerEndpoint(app, endpoints.agentRebateIncome, async ({ query }, request) =>
    agentRebates.income(requireAgent(request).memberId, query));

  registerEndpoint(app, endpoints.agentAffiliate, async (_input, request) =>
    agentRebates.affiliate(merchantOf(request).id, requireAgent(request).memberId, pageOriginOf(request)));

  registerEndpoint(app, endpoints.agentOpenAccount, async ({ body }, request) =>
    agentRebates.openAccount(merchantOf(request), requireAgent(request).memberId, body), { rateLimit: ROUTE_BUDGETS.openAccount });

  registerEndpoint(app, endpoints.operatorAgentRates, async ({ query }, request) =>
    agentRebates.operatorRates(await operatorDesk.merchantInScope(requireOperator(request), query.merchant), query.username), operatorCall);

  registerEndpoint(app, endpoints.operatorSetAgentRates, async ({ body }, request) => {
    const operator = requireOperator(request);
    return agentRebates.operatorSetRates(await operatorDesk.merchantInScope(operator, body.merchant), body, operatorDesk.auditOf(operator, 'agent-rebate.rate'));
  }, operatorCall);
}
