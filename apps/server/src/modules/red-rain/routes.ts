import { endpoints } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, ROUTE_BUDGETS } from '../../lib/endpoint-route.ts';
import { requireOperator } from '../../lib/operator-context.ts';
import { merchantOf, requireRealAccount } from '../../lib/request-context.ts';

export async function redRainRoutes(app: FastifyInstance) {
  const { redRain, operatorDesk } = app.services;
  const operatorCall = { rateLimit: ROUTE_BUDGETS.operatorCall };
  registerEndpoint(app, endpoints.redRainCurrent, async (_input, request) => redRain.current(requireRealAccount(request), merchantOf(request)));
  registerEndpoint(app, endpoints.redRainTap, async ({ body }, request) => redRain.tap(requireRealAccount(request), merchantOf(request), body));
  registerEndpoint(app, endpoints.redRainResult, async ({ query }, request) =>
    redRain.result(requireRealAccount(request), merchantOf(request), query.sessionId));
  registerEndpoint(app, endpoints.redRainAgentSessions, async (_input, request) => redRain.agentSessions(requireRealAccount(request)));
  registerEndpoint(app, endpoints.redRainCreateSession, async ({ body }, request) =>
    redRain.createSession(requireRealAccount(request), merchantOf(request), body));

  registerEndpoint(app, endpoints.operatorRedRainSessions, async ({ query }, request) =>
    redRain.operatorSessions(await operatorDesk.merchantInScope(requireOperator(request), query.merchant)), operatorCall);
  registerEndpoint(app, endpoints.operatorScheduleRedRain, async ({ body }, request) => {
    const operator = requireOperator(request);
    return redRain.scheduleSession(await operatorDesk.merchantInScope(operator, body.merchant), body, operatorDesk.auditOf(operator, 'red-rain.schedule'));
  }, operatorCall);
  registerEndpoint(app, endpoints.operatorCancelRedRain, async ({ body }, request) => {
    const operator = requireOperator(request);
    return redRain.cancelSession(operator.merchantId, body.sessionId, body.reason, operatorDesk.auditOf(operator, 'red-rain.cancel'));
  }, operatorCall);
}
