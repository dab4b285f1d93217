import { endpoints, PAYMENT_SIGNATURE_HEADER } from '@m/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { languageOfAcceptHeader } from '../../lib/accept-language.ts';
import { parseInput } from '../../lib/endpoint-route.ts';
import { depositReturnPath } from '../deposit/service.ts';
import { renderPaymentPage, renderUnknownPaymentPage } from './page.ts';
import { SIMULATOR_PAGE_PATH, type PaymentGatewaySimulator, type SignedNotification } from './service.ts';

const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{32}$/) });
const pageQuery = z.object({ lang: z.string().regex(/^[A-Za-z-]{2,8}$/).optional() });
const actionBody = z.object({ action: z.enum(['pay', 'cancel']) });

/** The simulator's pages: what the player sees at the gateway, and the Pay / Cancel choice. */
export async function paymentGatewaySimulatorRoutes(app: FastifyInstance, options: { simulator: PaymentGatewaySimulator }) {
  const { simulator } = options;

  /**
   * The server-to-server notification. A provider makes an HTTPS POST to the platform's callback
   * address; the simulator lives in the same process, so it goes through the app's own HTTP stack
   * (every hook, the raw body and the signature check) without a socket.
   */
  const notify = async (notification: SignedNotification) => {
    const response = await app.inject({
      method: 'POST',
      url: endpoints.paymentCallback.path,
      headers: { 'content-type': 'application/json', merchant: notification.merchantCode, [PAYMENT_SIGNATURE_HEADER]: notification.signature },
      payload: notification.rawBody,
    });
    if (response.statusCode !== 200) app.log.warn({ statusCode: response.statusCode }, 'payment notification refused');
  };

  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);

  app.get(`${SIMULATOR_PAGE_PATH}/:token`, async (request, reply) => {
    const { lang } = parseInput(pageQuery, request.query);
    // A QR code carries no language: the scanning device's own.
    const language = lang ?? languageOfAcceptHeader(request.headers['accept-language']);
    const params = tokenParams.safeParse(request.params);
    const payment = params.success ? await simulator.find(params.data.token) : null;
    if (!payment) return sendPage(reply, 404, renderUnknownPaymentPage(language));
    return sendPage(reply, 200, renderPaymentPage({
      payment,
      expired: simulator.isExpired(payment),
      language,
      returnUrl: depositReturnPath(payment.orderNo, payment.channel),
      actionUrl: `${SIMULATOR_PAGE_PATH}/${payment.token}${lang ? `?lang=${lang}` : ''}`,
    }));
  });

  app.post(`${SIMULATOR_PAGE_PATH}/:token`, async (request, reply) => {
    const { lang } = parseInput(pageQuery, request.query);
    const { token } = parseInput(tokenParams, request.params);
    const { action } = parseInput(actionBody, request.body);
    const found = await simulator.find(token);
    if (!found) return sendPage(reply, 404, renderUnknownPaymentPage(lang));
    if (simulator.isExpired(found)) return reply.redirect(`${SIMULATOR_PAGE_PATH}/${token}${lang ? `?lang=${lang}` : ''}`, 303);
    const payment = await simulator.settle(token, action === 'pay' ? 'PAID' : 'CANCELLED');
    if (payment && payment.status !== 'OPEN') await notify(await simulator.notification(payment));
    return reply.redirect(depositReturnPath(found.orderNo, found.channel), 303);
  });
}
