import { endpoints, HEADER } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, ROUTE_BUDGETS } from '../../lib/endpoint-route.ts';
import { requireOperator } from '../../lib/operator-context.ts';
import { merchantOf } from '../../lib/request-context.ts';
import { contentLanguage } from '../content/service.ts';

/** The mission leaderboard (guests too) and the operators' prizes per rank. */
export async function leaderboardRoutes(app: FastifyInstance) {
  const { leaderboard, operatorDesk } = app.services;

  registerEndpoint(app, endpoints.leaderboard, async ({ query }, request) => {
    const merchant = merchantOf(request);
    const language = contentLanguage(request.headers[HEADER.language.toLowerCase()], merchant);
    return leaderboard.board(merchant, (await request.optionalSession())?.memberId ?? null, language, query.id);
  });

  registerEndpoint(app, endpoints.operatorSetLeaderboardPrizes, async ({ body }, request) => {
    const operator = requireOperator(request);
    return leaderboard.setPrizes(operator.merchantId, body.id, body.prizes, operatorDesk.auditOf(operator, 'promotion.prizes'));
  }, { rateLimit: ROUTE_BUDGETS.operatorCall });
}
