import { randomBytes } from 'node:crypto';
import type { PaymentCallback } from '@m/contract';
import { signWebhook } from '../../lib/webhook-signature.ts';
import type { PaymentGateway } from '../deposit/service.ts';
import type { SigningKeySource } from '../signing-keys/service.ts';
import type { GatewaySimulatorRepository, SimulatedPayment } from './repository.ts';

export const SIMULATOR_PAGE_PATH = '/wps/gateway-simulator/pay';

/** A signed notification as the simulator sends it to the platform. */
export type SignedNotification = { rawBody: string; signature: string; merchantCode: string };

/**
 * A payment gateway that ships with the server for demos and tests: it keeps its own payments,
 * shows the player a payment page, and notifies the platform server to server, signed with its own
 * key (the webhook secret the platform was given). It implements the platform's `PaymentGateway`.
 */
export function createPaymentGatewaySimulator(deps: { repository: GatewaySimulatorRepository; key: SigningKeySource; now?: () => number }) {
  const { repository, key } = deps;
  const now = () => (deps.now ?? Date.now)();

  const gateway: PaymentGateway = {
    async openPayment(payment) {
      const token = randomBytes(24).toString('base64url');
      await repository.insert({
        token, orderNo: payment.orderNo, merchantCode: payment.merchantCode, channel: payment.channel,
        providerName: payment.providerName, amountMinor: payment.amountMinor, createdAt: new Date(now()), expiresAt: payment.expiresAt,
      });
      return { payPath: `${SIMULATOR_PAGE_PATH}/${token}` };
    },
    webhookKey: key,
  };

  return {
    gateway,
    find: (token: string) => repository.find(token),
    isExpired: (payment: SimulatedPayment) => payment.status === 'OPEN' && payment.expiresAt.getTime() <= now(),

    /** The player's choice on the page; a payment already settled keeps its outcome. */
    settle: (token: string, outcome: 'PAID' | 'CANCELLED') => repository.settle(token, outcome),

    /** The signed notification of a settled payment's outcome (sent again as is when asked again). */
    async notification(payment: SimulatedPayment): Promise<SignedNotification> {
      const body: PaymentCallback = {
        eventId: `evt_${randomBytes(12).toString('hex')}`,
        orderId: payment.orderNo,
        merchantCode: payment.merchantCode,
        amountMinor: payment.amountMinor,
        status: payment.status === 'PAID' ? 'PAID' : 'CANCELLED',
        gatewayReference: `SIM-${payment.token.slice(0, 16)}`,
      };
      const rawBody = JSON.stringify(body);
      return { rawBody, signature: signWebhook(await key(), rawBody, now()), merchantCode: payment.merchantCode };
    },
  };
}

export type PaymentGatewaySimulator = ReturnType<typeof createPaymentGatewaySimulator>;
