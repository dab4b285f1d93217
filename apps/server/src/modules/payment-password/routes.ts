import { endpoints } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, ROUTE_BUDGETS } from '../../lib/endpoint-route.ts';
import { merchantOf, requireRealAccount } from '../../lib/request-context.ts';

export async function paymentPasswordRoutes(app: FastifyInstance) {
  const service = app.services.paymentPassword;

  registerEndpoint(app, endpoints.hasWithdrawalPassword, async (_input, request) => service.hasPassword(requireRealAccount(request).memberId));

  registerEndpoint(app, endpoints.setPaymentPassword, async ({ body }, request) => {
    await service.set(requireRealAccount(request).memberId, body);
    return null;
  }, { rateLimit: ROUTE_BUDGETS.passwordChange });

  registerEndpoint(app, endpoints.changePaymentPassword, async ({ body }, request) => {
    await service.change(merchantOf(request), requireRealAccount(request).memberId, body);
    return null;
  }, { rateLimit: ROUTE_BUDGETS.passwordChange });

  registerEndpoint(app, endpoints.paymentPasswordSms, async (_input, request) =>
    service.sendCode(merchantOf(request), requireRealAccount(request).memberId, request.ip), { rateLimit: ROUTE_BUDGETS.codeSend });
}
