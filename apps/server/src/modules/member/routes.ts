import { endpoints } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, ROUTE_BUDGETS } from '../../lib/endpoint-route.ts';
import { merchantOf, originOf, pageOriginOf, requireRealAccount, requireSession } from '../../lib/request-context.ts';

export async function memberRoutes(app: FastifyInstance) {
  const service = app.services.members;

  registerEndpoint(app, endpoints.register, async ({ body }, request) => service.register(merchantOf(request), body, originOf(request)), {
    rateLimit: ROUTE_BUDGETS.registration,
  });

  registerEndpoint(app, endpoints.usernameCheck, async ({ query }, request) => service.usernameAvailable(merchantOf(request), query.username), {
    rateLimit: ROUTE_BUDGETS.usernameCheck,
  });

  registerEndpoint(app, endpoints.affiliateCheck, async ({ query }, request) => service.affiliateValid(merchantOf(request), query.code), {
    rateLimit: ROUTE_BUDGETS.affiliateCheck,
  });

  registerEndpoint(app, endpoints.memberInfo, async (_input, request) => service.info(requireSession(request)));

  registerEndpoint(app, endpoints.changePassword, async ({ body }, request) => {
    await service.changePassword(merchantOf(request), requireRealAccount(request), body);
    return null;
  }, { rateLimit: ROUTE_BUDGETS.passwordChange });

  registerEndpoint(app, endpoints.forgotPasswordEmail, async ({ body }, request) => {
    await service.forgotPasswordByEmail(merchantOf(request), body, pageOriginOf(request));
    return null;
  }, { rateLimit: ROUTE_BUDGETS.passwordRecovery });

  registerEndpoint(app, endpoints.passwordBySms, async ({ body }, request) => {
    await service.passwordBySms(merchantOf(request), body);
    return null;
  }, { rateLimit: ROUTE_BUDGETS.passwordRecovery });

  registerEndpoint(app, endpoints.passwordReset, async ({ body }, request) => {
    await service.resetPassword(merchantOf(request), body);
    return null;
  }, { rateLimit: ROUTE_BUDGETS.passwordRecovery });
}
