import { endpoints } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { merchantOf, requireRealAccount } from '../../lib/request-context.ts';

export async function uplineTransferRoutes(app: FastifyInstance) {
  const { uplineTransfers } = app.services;
  registerEndpoint(app, endpoints.uplineTransferInfo, async (_input, request) =>
    uplineTransfers.info(requireRealAccount(request).memberId, merchantOf(request)));
  registerEndpoint(app, endpoints.uplineTransfer, async ({ body }, request) => {
    const session = requireRealAccount(request);
    return uplineTransfers.transfer(session.memberId, merchantOf(request), { amountMinor: body.amount, paymentPassword: body.paymentPassword, requestId: body.requestId });
  });
}
