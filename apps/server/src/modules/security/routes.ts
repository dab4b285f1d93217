import { endpoints } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, ROUTE_BUDGETS } from '../../lib/endpoint-route.ts';
import { merchantOf, requireRealAccount } from '../../lib/request-context.ts';

export async function securityRoutes(app: FastifyInstance) {
  const service = app.services.security;
  const codeSend = { rateLimit: ROUTE_BUDGETS.codeSend };
  const binding = { rateLimit: ROUTE_BUDGETS.passwordChange };

  registerEndpoint(app, endpoints.securityConfig, async (_input, request) => service.config(requireRealAccount(request).memberId));

  registerEndpoint(app, endpoints.bindMobileCode, async ({ body }, request) =>
    service.sendMobileCode(merchantOf(request), requireRealAccount(request).memberId, body, request.ip), codeSend);

  registerEndpoint(app, endpoints.bindMobile, async ({ body }, request) => {
    await service.bindMobile(merchantOf(request), requireRealAccount(request).memberId, body);
    return null;
  }, binding);

  registerEndpoint(app, endpoints.bindEmailCode, async ({ body }, request) =>
    service.sendEmailCode(merchantOf(request), requireRealAccount(request).memberId, body, request.ip), codeSend);

  registerEndpoint(app, endpoints.bindEmail, async ({ body }, request) => {
    await service.bindEmail(merchantOf(request), requireRealAccount(request).memberId, body);
    return null;
  }, binding);

  registerEndpoint(app, endpoints.memberSessions, async (_input, request) => service.sessions(requireRealAccount(request)));

  registerEndpoint(app, endpoints.signOutSession, async ({ body }, request) => service.signOut(requireRealAccount(request), body.id));

  registerEndpoint(app, endpoints.signOutOtherSessions, async (_input, request) => service.signOutOthers(requireRealAccount(request)));
}
