import { endpoints } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, ROUTE_BUDGETS } from '../../lib/endpoint-route.ts';
import { requireOperator } from '../../lib/operator-context.ts';
import { merchantOf, pageOriginOf, requireRealAccount } from '../../lib/request-context.ts';

export async function referralRoutes(app: FastifyInstance) {
  const { referrals, operatorDesk } = app.services;
  const operatorCall = { rateLimit: ROUTE_BUDGETS.operatorCall };

  registerEndpoint(app, endpoints.myInvite, async (_input, request) =>
    referrals.myInvite(merchantOf(request), requireRealAccount(request).memberId, pageOriginOf(request)));

  registerEndpoint(app, endpoints.invitees, async ({ query }, request) =>
    referrals.invitees(merchantOf(request), requireRealAccount(request).memberId, query));

  registerEndpoint(app, endpoints.operatorReferralRule, async ({ query }, request) =>
    referrals.operatorRule(await operatorDesk.merchantInScope(requireOperator(request), query.merchant)), operatorCall);

  registerEndpoint(app, endpoints.operatorSetReferralRule, async ({ body }, request) => {
    const operator = requireOperator(request);
    return referrals.setRule(await operatorDesk.merchantInScope(operator, body.merchant), body, operatorDesk.auditOf(operator, 'referral.rule'));
  }, operatorCall);
}
