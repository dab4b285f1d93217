import { base64Length, endpoints, PICTURE_MAX_BYTES, PICTURES_MAX_COUNT } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, ROUTE_BUDGETS } from '../../lib/endpoint-route.ts';
import { requireOperator } from '../../lib/operator-context.ts';
import { merchantOf, requireRealAccount } from '../../lib/request-context.ts';

/** Three pictures in base64 with the content and the envelope around them. */
const FEEDBACK_BODY_LIMIT = PICTURES_MAX_COUNT * base64Length(PICTURE_MAX_BYTES) + 64 * 1024;

export async function feedbackRoutes(app: FastifyInstance) {
  const { feedback, operatorDesk } = app.services;
  const operatorCall = { rateLimit: ROUTE_BUDGETS.operatorCall };

  registerEndpoint(app, endpoints.feedbackSettings, async (_input, request) => {
    requireRealAccount(request);
    return feedback.settings(merchantOf(request));
  });
  registerEndpoint(app, endpoints.submitFeedback, async ({ body }, request) =>
    feedback.submit(merchantOf(request), requireRealAccount(request).memberId, body),
  { rateLimit: ROUTE_BUDGETS.feedbackSubmit, bodyLimit: FEEDBACK_BODY_LIMIT });
  registerEndpoint(app, endpoints.feedbackList, async ({ query }, request) => feedback.list(requireRealAccount(request).memberId, query));
  registerEndpoint(app, endpoints.feedbackDetail, async ({ query }, request) => feedback.detail(requireRealAccount(request).memberId, query.id));
  registerEndpoint(app, endpoints.feedbackPicture, async ({ query }, request) => feedback.picture(requireRealAccount(request).memberId, query.id));

  registerEndpoint(app, endpoints.operatorFeedback, async ({ query }, request) =>
    feedback.operatorList(await operatorDesk.merchantInScope(requireOperator(request), query.merchant), query.status), operatorCall);
  registerEndpoint(app, endpoints.operatorFeedbackDetail, async ({ query }, request) =>
    feedback.operatorDetail(requireOperator(request).merchantId, query.id), operatorCall);
  registerEndpoint(app, endpoints.operatorReplyFeedback, async ({ body }, request) => {
    const operator = requireOperator(request);
    return feedback.reply(operator.merchantId, operator.operatorId, body.id, body.reply, operatorDesk.auditOf(operator, 'feedback.reply'));
  }, operatorCall);
  registerEndpoint(app, endpoints.operatorCloseFeedback, async ({ body }, request) => {
    const operator = requireOperator(request);
    return feedback.close(operator.merchantId, body.id, operatorDesk.auditOf(operator, 'feedback.close'));
  }, operatorCall);
}
