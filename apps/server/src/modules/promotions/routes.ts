import { endpoints, HEADER } from '@m/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { registerEndpoint, ROUTE_BUDGETS } from '../../lib/endpoint-route.ts';
import { sendError } from '../../lib/envelope.ts';
import { requireOperator } from '../../lib/operator-context.ts';
import { merchantOf, requireRealAccount } from '../../lib/request-context.ts';
import { contentLanguage } from '../content/service.ts';
import { renderPromotionArt } from './art.ts';

const artParams = z.object({ file: z.string().regex(/^\d{1,9}\.svg$/) });

export async function promotionRoutes(app: FastifyInstance) {
  const { promotions, operatorDesk } = app.services;
  const languageOf = (request: FastifyRequest) => contentLanguage(request.headers[HEADER.language.toLowerCase()], merchantOf(request));
  const operatorCall = { rateLimit: ROUTE_BUDGETS.operatorCall };

  registerEndpoint(app, endpoints.promotions, async ({ query }, request) =>
    promotions.list(merchantOf(request), (await request.optionalSession())?.memberId ?? null, languageOf(request), query.category));
  registerEndpoint(app, endpoints.promotionDetail, async ({ query }, request) =>
    promotions.detail(merchantOf(request), (await request.optionalSession())?.memberId ?? null, languageOf(request), query.id));
  registerEndpoint(app, endpoints.joinPromotion, async ({ body }, request) =>
    promotions.join(merchantOf(request), requireRealAccount(request).memberId, languageOf(request), body.id));
  registerEndpoint(app, endpoints.applyPromotion, async ({ body }, request) =>
    promotions.apply(merchantOf(request), requireRealAccount(request).memberId, languageOf(request), body.id, body.comment));
  registerEndpoint(app, endpoints.claimPromotion, async ({ body }, request) => promotions.claim(requireRealAccount(request).memberId, body.participationId));
  registerEndpoint(app, endpoints.claimAllPromotions, async (_input, request) => promotions.claimAll(requireRealAccount(request).memberId));
  registerEndpoint(app, endpoints.rewardCentre, async ({ query }, request) => promotions.rewards(requireRealAccount(request).memberId, languageOf(request), query.tab));
  registerEndpoint(app, endpoints.unclaimedPromotions, async (_input, request) => ({ count: await promotions.unclaimedCount(requireRealAccount(request).memberId) }));

  app.get('/wps/media/promotions/:file', { config: { rateLimit: false } }, async (request, reply) => {
    const params = artParams.safeParse(request.params);
    const promotion = params.success ? await promotions.findById(Number(params.data.file.slice(0, -'.svg'.length))) : null;
    if (!promotion) return sendError(request, reply, 'not.found');
    return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(renderPromotionArt(promotion));
  });

  registerEndpoint(app, endpoints.operatorPromotionApplications, async ({ query }, request) =>
    promotions.applications(requireOperator(request).merchantId, query.status), operatorCall);
  registerEndpoint(app, endpoints.operatorIssueApplication, async ({ body }, request) => {
    const operator = requireOperator(request);
    return promotions.issue(operator.merchantId, body.participationId, operatorDesk.auditOf(operator, 'promotion.issue'));
  }, operatorCall);
  registerEndpoint(app, endpoints.operatorRejectApplication, async ({ body }, request) => {
    const operator = requireOperator(request);
    return promotions.reject(operator.merchantId, body.participationId, body.reason, operatorDesk.auditOf(operator, 'promotion.reject'));
  }, operatorCall);
  registerEndpoint(app, endpoints.operatorPromotions, async (_input, request) => promotions.operatorList(requireOperator(request).merchantId), operatorCall);
  registerEndpoint(app, endpoints.operatorCreatePromotion, async ({ body }, request) => {
    const operator = requireOperator(request);
    const merchant = await operatorDesk.merchantInScope(operator, body.merchant);
    return promotions.create(merchant, body, operatorDesk.auditOf(operator, 'promotion.create'));
  }, operatorCall);
  registerEndpoint(app, endpoints.operatorSetPromotionState, async ({ body }, request) => {
    const operator = requireOperator(request);
    return promotions.setState(operator.merchantId, body.id, body.state, body.reason ?? null, operatorDesk.auditOf(operator, 'promotion.state'));
  }, operatorCall);
}
