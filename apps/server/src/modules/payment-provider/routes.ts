import type { FastifyInstance } from 'fastify';
import { PROVIDER_CHECKOUT_PATH, type PaymentProvider } from './service.ts';

/**
 * Forwards the player from the order's `payUrl` to the provider's payment page with the signed
 * request as it is: a request changed on the way fails the provider's signature check.
 */
export async function paymentProviderRoutes(app: FastifyInstance, options: { provider: PaymentProvider }) {
  app.get(PROVIDER_CHECKOUT_PATH, async (request, reply) => {
    const start = request.url.indexOf('?');
    const query = start === -1 ? '' : request.url.slice(start + 1);
    return reply.header('cache-control', 'no-store').redirect(options.provider.pageUrlOf(query), 303);
  });
}
