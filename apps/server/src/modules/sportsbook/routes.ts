import { endpoints } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, ROUTE_BUDGETS } from '../../lib/endpoint-route.ts';
import { requireOperator } from '../../lib/operator-context.ts';
import { merchantOf, requireRealAccount, requireSession } from '../../lib/request-context.ts';

export async function sportsbookRoutes(app: FastifyInstance) {
  const { sportsbook, operatorDesk } = app.services;
  const operatorCall = { rateLimit: ROUTE_BUDGETS.operatorCall };

  registerEndpoint(app, endpoints.sportsFixtures, async ({ query }, request) => sportsbook.fixtures(merchantOf(request).id, query.sport));

  registerEndpoint(app, endpoints.sportsFixture, async ({ query }, request) => sportsbook.fixture(merchantOf(request).id, query));

  registerEndpoint(app, endpoints.sportsPlaceBet, async ({ body }, request) =>
    sportsbook.placeBet(requireRealAccount(request), merchantOf(request), { requestId: body.requestId, stakeMinor: body.stake, legs: body.legs }));

  registerEndpoint(app, endpoints.sportsBets, async ({ query }, request) => sportsbook.bets(requireSession(request).memberId, query));

  registerEndpoint(app, endpoints.operatorSportsFixtures, async ({ query }, request) =>
    sportsbook.operatorFixtures((await operatorDesk.merchantInScope(requireOperator(request), query.merchant)).id), operatorCall);

  registerEndpoint(app, endpoints.operatorSportsMarket, async ({ body }, request) => {
    const operator = requireOperator(request);
    const merchant = await operatorDesk.merchantInScope(operator, body.merchant);
    return sportsbook.updateMarket(merchant, body, operatorDesk.auditOf(operator, 'sports.market'));
  }, operatorCall);

  registerEndpoint(app, endpoints.operatorSportsResult, async ({ body }, request) => {
    const operator = requireOperator(request);
    const merchant = await operatorDesk.merchantInScope(operator, body.merchant);
    return sportsbook.enterResult(merchant, body, operatorDesk.auditOf(operator, 'sports.result'));
  }, operatorCall);
}
