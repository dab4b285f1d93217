import { endpoints } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requireAgent } from '../../lib/request-context.ts';

export async function fundTransferRoutes(app: FastifyInstance) {
  const { fundTransfers } = app.services;
  registerEndpoint(app, endpoints.teamFundTransfer, async ({ body }, request) =>
    fundTransfers.transfer(requireAgent(request).memberId, {
      username: body.username, amountMinor: body.amount, paymentPassword: body.paymentPassword, requestId: body.requestId,
    }));
}
