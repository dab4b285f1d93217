import { createHmac } from 'node:crypto';
import { endpoints } from '@m/contract';
import { DEPOSIT_CURRENCY, depositReturnPath, type PaymentGateway } from '../deposit/service.ts';

/** The platform's own page that forwards the player to the provider (the app opens only pages of its own site). */
export const PROVIDER_CHECKOUT_PATH = '/wps/payment/checkout';

/** A real provider: its hosted payment page, and the secret shared with it (PAYMENT_PROVIDER_URL, PAYMENT_WEBHOOK_SECRET). */
export type PaymentProviderSettings = { pageUrl: string; webhookSecret: string };

/**
 * The signature of a payment request: hex HMAC-SHA256, with the shared secret, of its fields
 * sorted by name and form-encoded (`amount=50000&callbackUrl=…`), `signature` itself left out.
 */
export function signPaymentRequest(secret: Uint8Array, fields: URLSearchParams): string {
  const canonical = new URLSearchParams([...fields].filter(([name]) => name !== 'signature').sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return createHmac('sha256', secret).update(canonical.toString()).digest('hex');
}

/**
 * A hosted-payment-page provider as the platform's `PaymentGateway`. The player goes to the
 * provider's page with the order, its amount in minor units, the currency and where to come back,
 * signed with the shared secret so the amount cannot be changed on the way; the provider notifies
 * the platform's callback address, signed with the same secret (checked by the deposit service).
 */
export function createPaymentProvider(settings: PaymentProviderSettings, now: () => number = Date.now) {
  const secret = Buffer.from(settings.webhookSecret, 'utf8');

  const gateway: PaymentGateway = {
    async openPayment(payment) {
      const request = new URLSearchParams({
        merchant: payment.merchantCode,
        order: payment.orderNo,
        amount: String(payment.amountMinor),
        currency: DEPOSIT_CURRENCY,
        channel: payment.channel,
        expires: String(Math.floor(payment.expiresAt.getTime() / 1000)),
        returnUrl: `${payment.origin}${depositReturnPath(payment.orderNo, payment.channel)}`,
        callbackUrl: `${payment.origin}${endpoints.paymentCallback.path}`,
        timestamp: String(Math.floor(now() / 1000)),
      });
      request.set('signature', signPaymentRequest(secret, request));
      return { payPath: `${PROVIDER_CHECKOUT_PATH}?${request}` };
    },
    webhookKey: async () => secret,
  };

  return {
    gateway,
    /** The provider's page for a request the platform signed (`query`: the checkout path's query string). */
    pageUrlOf: (query: string) => `${settings.pageUrl}${settings.pageUrl.includes('?') ? '&' : '?'}${query}`,
  };
}

export type PaymentProvider = ReturnType<typeof createPaymentProvider>;
