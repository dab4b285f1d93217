import { createHmac, randomUUID } from 'node:crypto';
import { PAYMENT_SIGNATURE_HEADER, type PaymentCallback } from '@m/contract';
import { describe, expect, it } from 'vitest';
import { signWebhook } from '../../lib/webhook-signature.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { useTestApp } from '../../test/test-app.ts';

const PAGE_URL = 'https://pay.provider.test/hosted/checkout';
const SECRET = 'provider-webhook-secret-0123456789abcdef';

const ctx = useTestApp({ paymentGateway: { kind: 'provider', pageUrl: PAGE_URL, webhookSecret: SECRET } });

const openOrder = async (member: TestMember, amount: string) => {
  const response = await ctx.app.inject({
    method: 'POST', url: '/wps/transaction/deposit/pg', headers: { merchant: 'DEMO', authorization: member.token },
    payload: { requestId: randomUUID(), providerCode: 'GCASH', amount },
  });
  return response.json().value as { orderId: string; payUrl: string; status: string };
};

async function notify(body: PaymentCallback, secret: string) {
  const rawBody = JSON.stringify(body);
  const response = await ctx.app.inject({
    method: 'POST', url: '/wps/callback/payment/simulator',
    headers: { merchant: 'DEMO', 'content-type': 'application/json', [PAYMENT_SIGNATURE_HEADER]: signWebhook(Buffer.from(secret), rawBody) },
    payload: rawBody,
  });
  return response.json();
}

const paidNotice = (orderId: string, amountMinor: number): PaymentCallback => ({
  eventId: `evt_${randomUUID().replaceAll('-', '')}`, orderId, merchantCode: 'DEMO', amountMinor, status: 'PAID', gatewayReference: 'PRV-1',
});

describe('a real payment provider', () => {
  it("sends the player to the provider's page with the order, amount in minor units, currency and addresses, signed", async () => {
    const member = await createTestMember(ctx.database.db);
    const order = await openOrder(member, '1234.56');
    expect(order.status).toBe('AWAITING_PAYMENT');
    expect(order.payUrl).toMatch(/^\/wps\/payment\/checkout\?/);

    const forwarded = await ctx.app.inject({ method: 'GET', url: order.payUrl });
    expect(forwarded.statusCode).toBe(303);
    const target = new URL(forwarded.headers.location as string);
    expect(`${target.origin}${target.pathname}`).toBe(PAGE_URL);
    const fields = Object.fromEntries(target.searchParams);
    expect(fields).toMatchObject({
      merchant: 'DEMO', order: order.orderId, amount: '123456', currency: 'PHP', channel: 'pg',
      returnUrl: expect.stringMatching(new RegExp(`^http://localhost(:\\d+)?/m/voucherCenter\\?order=${order.orderId}$`)),
      callbackUrl: expect.stringMatching(/^http:\/\/localhost(:\d+)?\/wps\/callback\/payment\/simulator$/),
    });

    // The provider's check: HMAC-SHA256 of the other fields, sorted by name and form-encoded.
    const signatureOf = (params: URLSearchParams) => {
      const signed = new URLSearchParams([...params].filter(([name]) => name !== 'signature').sort(([a], [b]) => a.localeCompare(b)));
      return createHmac('sha256', SECRET).update(signed.toString()).digest('hex');
    };
    expect(fields.signature).toBe(signatureOf(target.searchParams));
    const altered = new URLSearchParams(target.searchParams);
    altered.set('amount', '1');
    expect(fields.signature).not.toBe(signatureOf(altered));

    expect((await ctx.app.inject({ method: 'GET', url: '/wps/gateway-simulator/pay/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(404);
  });

  it('credits once on a notification signed with the configured secret, and refuses one signed otherwise', async () => {
    const member = await createTestMember(ctx.database.db);
    const order = await openOrder(member, '700');

    const forged = await notify(paidNotice(order.orderId, 700_00), 'not-the-provider-secret-0123456789abcdef');
    expect(forged).toMatchObject({ success: false, errorCode: 'payment.signature.invalid' });
    expect(await ctx.app.services.ledger.walletBalanceMinor(member.memberId)).toBe(0);

    expect(await notify(paidNotice(order.orderId, 700_00), SECRET)).toMatchObject({ success: true, value: { orderId: order.orderId, status: 'PAID' } });
    expect(await notify(paidNotice(order.orderId, 700_00), SECRET)).toMatchObject({ success: true, value: { status: 'PAID' } });
    expect(await ctx.app.services.ledger.walletBalanceMinor(member.memberId)).toBe(700_00);
    expect(await ctx.app.services.ledger.check()).toEqual([]);
  });
});
