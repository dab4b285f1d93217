import { endpoints } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { merchantOf, pageOriginOf, requireRealAccount } from '../../lib/request-context.ts';

export async function referralRoutes(app: FastifyInstance) {
  const { referrals } = app.services;

  registerEndpoint(app, endpoints.myInvite, async (_input, request) =>
    referrals.myInvite(merchantOf(request), requireRealAccount(request).memberId, pageOriginOf(request)));

  registerEndpoint(app, endpoints.invitees, async ({ query }, request) =>
    referrals.invitees(merchantOf(request), requireRealAccount(request).memberId, query));
}
