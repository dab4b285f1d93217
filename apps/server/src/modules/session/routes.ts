import { endpoints } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, ROUTE_BUDGETS } from '../../lib/endpoint-route.ts';
import { merchantOf, originOf, requireSession } from '../../lib/request-context.ts';

export async function sessionRoutes(app: FastifyInstance) {
  const { logins, socialLogin, sessions } = app.services;
  const loginRateLimit = { rateLimit: ROUTE_BUDGETS.login };

  registerEndpoint(app, endpoints.login, async ({ body }, request) => logins.login(merchantOf(request), body, originOf(request)), loginRateLimit);

  registerEndpoint(app, endpoints.createTrialAccount, async (_input, request) => logins.createTrial(merchantOf(request)), {
    rateLimit: ROUTE_BUDGETS.trialAccount,
  });

  registerEndpoint(app, endpoints.freeplayLogin, async ({ body }, request) =>
    logins.freeplayLogin(merchantOf(request), body, originOf(request)), loginRateLimit);

  registerEndpoint(app, endpoints.socialLogin, async ({ body }, request) =>
    socialLogin(merchantOf(request), body, originOf(request)), loginRateLimit);

  registerEndpoint(app, endpoints.logout, async (_input, request) => {
    await sessions.revoke(requireSession(request).sessionId);
    return null;
  });
}
