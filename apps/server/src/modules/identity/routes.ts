import { base64Length, endpoints, PICTURE_MAX_BYTES } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, ROUTE_BUDGETS } from '../../lib/endpoint-route.ts';
import { requireOperator } from '../../lib/operator-context.ts';
import { merchantOf, requireRealAccount } from '../../lib/request-context.ts';

/** Two pictures in base64 with the name, the date and the envelope around them. */
const IDENTITY_BODY_LIMIT = 2 * base64Length(PICTURE_MAX_BYTES) + 16 * 1024;

export async function identityRoutes(app: FastifyInstance) {
  const { identity, operatorDesk } = app.services;
  const operatorCall = { rateLimit: ROUTE_BUDGETS.operatorCall };

  registerEndpoint(app, endpoints.identity, async (_input, request) => identity.state(merchantOf(request), requireRealAccount(request).memberId));
  registerEndpoint(app, endpoints.submitIdentity, async ({ body }, request) =>
    identity.submit(merchantOf(request), requireRealAccount(request).memberId, body),
  { rateLimit: ROUTE_BUDGETS.identitySubmit, bodyLimit: IDENTITY_BODY_LIMIT });

  registerEndpoint(app, endpoints.operatorIdentities, async ({ query }, request) =>
    identity.operatorList(await operatorDesk.merchantInScope(requireOperator(request), query.merchant), query.status), operatorCall);
  registerEndpoint(app, endpoints.operatorIdentityDetail, async ({ query }, request) =>
    identity.operatorDetail(requireOperator(request).merchantId, query.id), operatorCall);
  registerEndpoint(app, endpoints.operatorApproveIdentity, async ({ body }, request) => {
    const operator = requireOperator(request);
    return identity.approve(operator.merchantId, operator.operatorId, body.id, operatorDesk.auditOf(operator, 'identity.approve'));
  }, operatorCall);
  registerEndpoint(app, endpoints.operatorRejectIdentity, async ({ body }, request) => {
    const operator = requireOperator(request);
    return identity.reject(operator.merchantId, operator.operatorId, body.id, body.reason, operatorDesk.auditOf(operator, 'identity.reject'));
  }, operatorCall);
}
