import { endpoints } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { merchantOf, requireRealAccount } from '../../lib/request-context.ts';

/** Stands in for the contract's parseAmountMinor until main's money helpers are merged. */
const parseAmountMinor = (amount: string): number | null => {
  const [whole = '0', fraction = ''] = amount.split('.');
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return minor > 0 ? minor : null;
};

export async function uplineTransferRoutes(app: FastifyInstance) {
  const { uplineTransfers } = app.services;
  registerEndpoint(app, endpoints.uplineTransferInfo, async (_input, request) =>
    uplineTransfers.info(requireRealAccount(request).memberId, merchantOf(request)));
  registerEndpoint(app, endpoints.uplineTransfer, async ({ body }, request) => {
    const session = requireRealAccount(request);
    const amountMinor = parseAmountMinor(body.amount);
    if (amountMinor === null) throw new AppError('request_param_err', { cause: 'amount' });
    return uplineTransfers.transfer(session.memberId, merchantOf(request), { amountMinor, paymentPassword: body.paymentPassword, requestId: body.requestId });
  });
}
