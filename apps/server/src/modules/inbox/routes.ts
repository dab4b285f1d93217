import { endpoints, HEADER } from '@m/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { registerEndpoint, ROUTE_BUDGETS } from '../../lib/endpoint-route.ts';
import { merchantFlag } from '../../lib/merchant-flags.ts';
import { requireOperator } from '../../lib/operator-context.ts';
import { merchantOf, requireSession } from '../../lib/request-context.ts';
import { contentLanguage } from '../content/service.ts';

export async function inboxRoutes(app: FastifyInstance) {
  const { inbox, operatorDesk } = app.services;
  const languageOf = (request: FastifyRequest) => contentLanguage(request.headers[HEADER.language.toLowerCase()], merchantOf(request));
  /** The caller's member id, where the merchant has the message centre (MAILCEN) switched on. */
  const memberOf = (request: FastifyRequest) => {
    const { memberId } = requireSession(request);
    if (!merchantFlag(merchantOf(request), 'MAILCEN')) throw new AppError('function.not.available');
    return memberId;
  };
  const operatorCall = { rateLimit: ROUTE_BUDGETS.operatorCall };

  registerEndpoint(app, endpoints.inboxUnreadCount, async (_input, request) => inbox.unreadCount(memberOf(request)));
  registerEndpoint(app, endpoints.inboxCount, async (_input, request) => inbox.count(memberOf(request)));
  registerEndpoint(app, endpoints.inboxList, async ({ query }, request) => inbox.list(memberOf(request), languageOf(request), query));
  registerEndpoint(app, endpoints.inboxMessage, async ({ query }, request) => inbox.message(memberOf(request), languageOf(request), query.id));
  registerEndpoint(app, endpoints.inboxRead, async ({ body }, request) => inbox.read(memberOf(request), body.id));
  registerEndpoint(app, endpoints.inboxReadAll, async (_input, request) => inbox.readAll(memberOf(request)));
  registerEndpoint(app, endpoints.inboxDelete, async ({ body }, request) => inbox.remove(memberOf(request), body.id));

  registerEndpoint(app, endpoints.operatorBroadcast, async ({ body }, request) => {
    const operator = requireOperator(request);
    const merchant = await operatorDesk.merchantInScope(operator, body.merchant);
    return inbox.broadcast({
      merchantId: merchant.id, merchantCode: merchant.code, operatorId: operator.operatorId,
      request: body, audit: operatorDesk.auditOf(operator, 'inbox.broadcast'),
    });
  }, operatorCall);
  registerEndpoint(app, endpoints.operatorMemberMessages, async ({ query }, request) => {
    const merchant = await operatorDesk.merchantInScope(requireOperator(request), query.merchant);
    return inbox.listForSupport(merchant.id, query.account);
  }, operatorCall);
}
