import { endpoints } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { merchantOf, requireRealAccount } from '../../lib/request-context.ts';

export async function bankCardRoutes(app: FastifyInstance) {
  const service = app.services.bankCards;

  registerEndpoint(app, endpoints.withdrawBanks, async (_input, request) => service.banks(merchantOf(request)));

  registerEndpoint(app, endpoints.bankCards, async (_input, request) => service.list(requireRealAccount(request).memberId));

  registerEndpoint(app, endpoints.bindBankCard, async ({ body }, request) =>
    service.bind(merchantOf(request), requireRealAccount(request).memberId, body));

  registerEndpoint(app, endpoints.removeBankCard, async ({ body }, request) => {
    await service.remove(requireRealAccount(request).memberId, body);
    return null;
  });
}
