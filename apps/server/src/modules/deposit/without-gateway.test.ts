import { randomUUID } from 'node:crypto';
import { depositBanksSchema, PAYMENT_SIGNATURE_HEADER, type PaymentCallback } from '@m/contract';
import { describe, expect, it } from 'vitest';
import { signWebhook } from '../../lib/webhook-signature.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { useTestApp } from '../../test/test-app.ts';

/** The app as a deployment without a configured gateway builds it: no simulator. */
const ctx = useTestApp();

const deposit = (app: typeof ctx.app, member: TestMember, channel: 'pg' | 'mt', fields: Record<string, unknown>) =>
  app.inject({
    method: 'POST', url: `/wps/transaction/deposit/${channel}`, headers: { merchant: 'DEMO', authorization: member.token },
    payload: { requestId: randomUUID(), ...fields },
  });

describe('deposits without a payment gateway', () => {
  it("the simulator's pay page does not exist: a plain POST action=pay credits nothing", async () => {
    // The order and its simulated payment made where the simulator runs (a demo on the same database)...
    const demo = ctx.build({ paymentGateway: { kind: 'simulator' } });
    const member = await createTestMember(ctx.database.db);
    const opened = (await deposit(demo, member, 'pg', { amount: '50000', providerCode: 'GCASH' })).json();
    expect(opened).toMatchObject({ success: true, value: { status: 'AWAITING_PAYMENT' } });

    // ...and the probe's POST, without session or merchant header, to the app without it.
    const paid = await ctx.app.inject({
      method: 'POST', url: opened.value.payUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'action=pay',
    });
    expect(paid.statusCode).toBe(404);
    expect(await ctx.app.services.ledger.walletBalanceMinor(member.memberId)).toBe(0);
    expect(await ctx.app.services.ledger.check()).toEqual([]);
  });

  it('offers and takes manual transfers only, and refuses gateway orders and notifications', async () => {
    const member = await createTestMember(ctx.database.db);
    const banks = await ctx.app.inject({ method: 'GET', url: '/wps/system/depositBanks', headers: { merchant: 'DEMO', authorization: member.token } });
    expect(depositBanksSchema.parse(banks.json().value).channels.map((channel) => channel.channel)).toEqual(['mt']);

    const gateway = (await deposit(ctx.app, member, 'pg', { amount: '500', providerCode: 'GCASH' })).json();
    expect(gateway).toMatchObject({ success: false, errorCode: 'function.not.available' });
    const manual = (await deposit(ctx.app, member, 'mt', { amount: '500', providerCode: 'BDO', reference: 'REF-0001' })).json();
    expect(manual).toMatchObject({ success: true, value: { channel: 'mt', status: 'AWAITING_PAYMENT' } });

    const notice: PaymentCallback = {
      eventId: 'evt_nogateway', orderId: manual.value.orderId, merchantCode: 'DEMO', amountMinor: 500_00, status: 'PAID', gatewayReference: 'X-1',
    };
    const rawBody = JSON.stringify(notice);
    const callback = await ctx.app.inject({
      method: 'POST', url: '/wps/callback/payment/simulator',
      headers: { merchant: 'DEMO', 'content-type': 'application/json', [PAYMENT_SIGNATURE_HEADER]: signWebhook(Buffer.alloc(32, 1), rawBody) },
      payload: rawBody,
    });
    expect(callback.json()).toMatchObject({ success: false, errorCode: 'function.not.available' });
    expect(await ctx.app.services.ledger.walletBalanceMinor(member.memberId)).toBe(0);
  });
});
