import { depositOrderIdSchema, endpoints, isTrial, PAYMENT_SIGNATURE_HEADER, RECEIPT_MAX_BYTES, type DepositChannel } from '@m/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerEndpoint, ROUTE_BUDGETS } from '../../lib/endpoint-route.ts';
import { languageOfAcceptHeader } from '../../lib/accept-language.ts';
import { merchantOf, pageOriginOf, requireRealAccount } from '../../lib/request-context.ts';
import { keepRawJsonBody } from '../../lib/raw-json-body.ts';
import { renderPaymentDonePage } from './payment-done-page.ts';
import { PAYMENT_DONE_PATH } from './service.ts';

/** The manual transfer's body carries the receipt picture in base64 (4 characters per 3 bytes). */
const MANUAL_DEPOSIT_BODY_LIMIT = Math.ceil(RECEIPT_MAX_BYTES / 3) * 4 + 16 * 1024;

/** The gateway's notification, read as raw text first: its signature covers the exact bytes. */
async function paymentCallbackRoute(app: FastifyInstance) {
  keepRawJsonBody(app);
  registerEndpoint(app, endpoints.paymentCallback, async ({ body }, request) =>
    app.services.deposits.handleCallback(merchantOf(request), {
      rawBody: request.rawBody ?? '',
      signature: request.headers[PAYMENT_SIGNATURE_HEADER.toLowerCase()],
      body,
    }));
}

export async function depositRoutes(app: FastifyInstance) {
  const { deposits, depositLimits } = app.services;

  registerEndpoint(app, endpoints.depositBanks, async (_input, request) => {
    requireRealAccount(request);
    return deposits.banks(merchantOf(request));
  });
  // A guest or a trial account is shown what a new player gets (the tab bar's badge invites them to join).
  registerEndpoint(app, endpoints.depositPromotions, async (_input, request) => {
    const session = await request.optionalSession();
    return deposits.promotions(merchantOf(request), session && !isTrial(session.type) ? session.memberId : null);
  });

  const create = (channel: DepositChannel) => async ({ body }: { body: Parameters<typeof deposits.create>[0]['request'] }, request: FastifyRequest) =>
    deposits.create({ merchant: merchantOf(request), memberId: requireRealAccount(request).memberId, channel, request: body, origin: pageOriginOf(request) });
  const orderBudget = { rateLimit: ROUTE_BUDGETS.depositOrder };
  registerEndpoint(app, endpoints.depositGateway, create('pg'), orderBudget);
  registerEndpoint(app, endpoints.depositQr, create('qr'), orderBudget);
  registerEndpoint(app, endpoints.depositMobileApp, create('ma'), orderBudget);
  registerEndpoint(app, endpoints.depositManual, create('mt'), { ...orderBudget, bodyLimit: MANUAL_DEPOSIT_BODY_LIMIT });
  registerEndpoint(app, endpoints.depositOrder, async ({ query }, request) =>
    deposits.order(requireRealAccount(request).memberId, query.orderId));

  registerEndpoint(app, endpoints.depositLimits, async (_input, request) => depositLimits.view(requireRealAccount(request).memberId));
  registerEndpoint(app, endpoints.setDepositLimits, async ({ body }, request) =>
    depositLimits.set(requireRealAccount(request).memberId, body));

  registerEndpoint(app, endpoints.depositReport, async ({ query }, request) =>
    deposits.report(requireRealAccount(request).memberId, query));

  await app.register(paymentCallbackRoute);

  app.get(PAYMENT_DONE_PATH, async (request, reply) => {
    const order = depositOrderIdSchema.safeParse((request.query as { order?: unknown }).order);
    const outcome = order.success ? await deposits.paymentOutcome(order.data) : 'UNKNOWN';
    return reply
      .status(outcome === 'UNKNOWN' ? 404 : 200)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderPaymentDonePage(outcome, languageOfAcceptHeader(request.headers['accept-language'])));
  });
}
