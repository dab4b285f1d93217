import sharp from 'sharp';
import { randomUUID } from 'node:crypto';
import {
  demoSpinSchema, depositBanksSchema, depositLimitsSchema, depositOrderSchema, depositPromotionsSchema, depositReportSchema,
  envelopeSchema, gamePageSchema, launchGameSchema, PAYMENT_SIGNATURE_HEADER, rewardSchema, type PaymentCallback,
} from '@m/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { bets, depositOrders, ledgerTransfers, merchants, promotionParticipations, promotions } from '../../db/schema.ts';
import { signWebhook } from '../../lib/webhook-signature.ts';
import { injectEncrypted } from '../../test/encrypted.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { bindPayout, TEST_PAYMENT_PASSWORD } from '../../test/payout.ts';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp({ paymentGateway: { kind: 'simulator' } });

afterEach(() => {
  vi.useRealTimers();
});

const anyEnvelope = envelopeSchema(z.unknown());

async function call(method: 'GET' | 'POST' | 'PUT', url: string, member: TestMember | null, payload?: unknown, merchant = 'DEMO') {
  const headers: Record<string, string> = { merchant };
  if (member) headers.authorization = member.token;
  const response = await ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: response.statusCode, body: anyEnvelope.parse(response.json()), raw: response };
}

const orderOf = (body: { value?: unknown }) => depositOrderSchema.parse(body.value);

const deposit = (member: TestMember, channel: 'pg' | 'qr' | 'ma' | 'mt', fields: Record<string, unknown>) =>
  call('POST', `/wps/transaction/deposit/${channel}`, member, { requestId: randomUUID(), providerCode: 'GCASH', ...fields });

const balance = async (member: TestMember) => ctx.app.services.ledger.walletBalanceMinor(member.memberId);

const webhookKey = () => ctx.app.services.paymentGatewaySimulator!.gateway.webhookKey();

/** Sends a gateway notification, signed with `key` (the gateway's by default) at `atMs`. */
async function notify(body: PaymentCallback, options: { key?: Uint8Array; atMs?: number; rawBody?: string; app?: FastifyInstance } = {}) {
  const signedBody = JSON.stringify(body);
  const signature = signWebhook(options.key ?? (await webhookKey()), signedBody, options.atMs ?? Date.now());
  const response = await (options.app ?? ctx.app).inject({
    method: 'POST',
    url: '/wps/callback/payment/simulator',
    headers: { merchant: body.merchantCode, 'content-type': 'application/json', [PAYMENT_SIGNATURE_HEADER]: signature },
    payload: options.rawBody ?? signedBody,
  });
  return { status: response.statusCode, body: anyEnvelope.parse(response.json()) };
}

const paidNotice = (orderId: string, amountMinor: number): PaymentCallback => ({
  eventId: `evt_${randomUUID().replaceAll('-', '')}`, orderId, merchantCode: 'DEMO', amountMinor, status: 'PAID', gatewayReference: 'TEST-1',
});

/** Presses a button on the simulator's page, as the player's browser submits its form. */
async function pressOnGatewayPage(payUrl: string, action: 'pay' | 'cancel') {
  const page = await ctx.app.inject({ method: 'GET', url: payUrl });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  expect(page.body).not.toContain('<script');
  const submitted = await ctx.app.inject({
    method: 'POST', url: payUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `action=${action}`,
  });
  return { page, submitted };
}

const PNG = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#2080c0' } }).png().toBuffer();

describe('deposit channels', () => {
  it('answers the merchant channels with providers, bounds, presets, fee and the manual account', async () => {
    const member = await createTestMember(ctx.database.db);
    const { body } = await call('GET', '/wps/system/depositBanks', member);
    const banks = depositBanksSchema.parse(body.value);
    expect(banks.channels.map((channel) => channel.channel)).toEqual(['pg', 'qr', 'ma', 'mt']);
    const pg = banks.channels[0]!;
    expect(pg.providers.map((provider) => provider.code)).toEqual(expect.arrayContaining(['GCASH', 'MAYA', 'GRABPAY', 'BDO']));
    expect(pg).toMatchObject({ minAmount: 100, maxAmount: 50_000, expiryMinutes: 30 });
    expect(banks.channels[1]!.expiryMinutes).toBe(15);
    expect(banks.channels[2]!.feePercent).toBe(1);
    expect(banks.channels[3]!.providers[0]!.account).toMatchObject({ bankName: 'BDO Unibank', accountNumber: expect.any(String) });
  });

  it('refuses deposits where the DEPOSIT flag is off, trial accounts and guests', async () => {
    const alt = await createTestMember(ctx.database.db, { merchantCode: 'ALT' });
    expect((await call('GET', '/wps/system/depositBanks', alt, undefined, 'ALT')).body.errorCode).toBe('function.not.available');
    const altDeposit = await call('POST', '/wps/transaction/deposit/pg', alt, { requestId: randomUUID(), amount: '100', providerCode: 'GCASH' }, 'ALT');
    expect(altDeposit.body.errorCode).toBe('function.not.available');
    const trial = await createTestMember(ctx.database.db, { type: 4 });
    expect((await call('GET', '/wps/system/depositBanks', trial)).body.errorCode).toBe('trial.rejected');
    expect((await call('GET', '/wps/system/depositBanks', null)).status).toBe(401);
  });
});

describe('gateway deposits through the simulator', () => {
  it('pg: the order awaits payment, Pay on the simulator page credits it once and sends the player back', async () => {
    const member = await createTestMember(ctx.database.db);
    const { body } = await deposit(member, 'pg', { amount: '500.50' });
    const order = orderOf(body);
    expect(order).toMatchObject({ status: 'AWAITING_PAYMENT', amount: 500.5, fee: 0, creditAmount: 500.5, channel: 'pg', providerName: 'GCash' });
    expect(order.payUrl).toMatch(/^\/wps\/gateway-simulator\/pay\/[A-Za-z0-9_-]{32}$/);
    expect(order.expiresAt! - order.createdAt).toBe(30 * 60_000);

    const { page, submitted } = await pressOnGatewayPage(order.payUrl!, 'pay');
    expect(page.body).toContain('₱500.50');
    expect(page.body).toContain(order.orderId);
    expect(submitted.statusCode).toBe(303);
    expect(submitted.headers.location).toBe(`/m/voucherCenter?order=${order.orderId}`);
    const paid = orderOf((await call('GET', `/wps/transaction/deposit/order?orderId=${order.orderId}`, member)).body);
    expect(paid).toMatchObject({ status: 'PAID', paidAt: expect.any(Number) });
    expect(await balance(member)).toBe(500_50);

    // Pressing Pay again (the back button) sends the notification again: still credited once.
    await ctx.app.inject({ method: 'POST', url: order.payUrl!, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'action=pay' });
    expect(await balance(member)).toBe(500_50);
  });

  it('qr: the device that scanned the code ends on a plain page in its own language, with no session', async () => {
    const member = await createTestMember(ctx.database.db);
    const order = orderOf((await deposit(member, 'qr', { amount: '150', providerCode: 'QRPH' })).body);
    const donePath = `/wps/payment/done?order=${order.orderId}`;
    const done = (language: string) => ctx.app.inject({ method: 'GET', url: donePath, headers: { 'accept-language': language } });
    expect((await done('en-US,en;q=0.9')).body).toContain('<h1>Payment in progress</h1>');

    const { submitted } = await pressOnGatewayPage(order.payUrl!, 'pay');
    expect(submitted.statusCode).toBe(303);
    expect(submitted.headers.location).toBe(donePath);
    const english = await done('en-US,en;q=0.9');
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(english.headers['content-security-policy']).toContain("script-src 'self'");
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    expect(english.body).toContain('<h1>Payment received</h1>');
    expect(english.body).not.toContain('<script');
    expect((await done('fil-PH')).body).toContain('<h1>Natanggap ang bayad</h1>');
    expect((await done('ar')).body).toContain('<html lang="ar" dir="rtl">');

    const cancelled = orderOf((await deposit(member, 'qr', { amount: '120', providerCode: 'QRPH' })).body);
    await pressOnGatewayPage(cancelled.payUrl!, 'cancel');
    expect((await ctx.app.inject({ method: 'GET', url: `/wps/payment/done?order=${cancelled.orderId}` })).body).toContain('<h1>Payment not completed</h1>');
    const unknown = await ctx.app.inject({ method: 'GET', url: '/wps/payment/done?order=D20260101AAAAAAAAAA' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<h1>Payment not found</h1>');
    expect((await ctx.app.inject({ method: 'GET', url: '/wps/payment/done?order=%00' })).statusCode).toBe(404);
  });

  it('qr: answers the QR payload (the payment page, absolute) and its countdown; Cancel fails the order', async () => {
    const member = await createTestMember(ctx.database.db);
    const order = orderOf((await deposit(member, 'qr', { amount: '200', providerCode: 'QRPH' })).body);
    expect(order.qrPayload).toMatch(new RegExp(`^http://localhost(:\\d+)?${order.payUrl}$`));
    expect(order.expiresAt! - order.createdAt).toBe(15 * 60_000);
    const { submitted } = await pressOnGatewayPage(order.payUrl!, 'cancel');
    expect(submitted.statusCode).toBe(303);
    const failed = orderOf((await call('GET', `/wps/transaction/deposit/order?orderId=${order.orderId}`, member)).body);
    expect(failed.status).toBe('FAILED');
    expect(await balance(member)).toBe(0);
  });

  it('ma: the app hand-off page is the simulator; the 1 % fee is kept from the credit', async () => {
    const member = await createTestMember(ctx.database.db);
    const order = orderOf((await deposit(member, 'ma', { amount: '1000', providerCode: 'MAYA' })).body);
    expect(order).toMatchObject({ amount: 1000, fee: 10, creditAmount: 990 });
    const { page } = await pressOnGatewayPage(order.payUrl!, 'pay');
    expect(page.body).toContain('Maya app');
    expect(await balance(member)).toBe(990_00);
  });

  it('one order per request id, also when the form is sent twice at once', async () => {
    const member = await createTestMember(ctx.database.db);
    const requestId = randomUUID();
    const send = () => call('POST', '/wps/transaction/deposit/pg', member, { requestId, amount: '300', providerCode: 'BDO' });
    const answers = await Promise.all([send(), send()]);
    const orders = answers.map(({ body }) => orderOf(body));
    expect(orders[0]!.orderId).toBe(orders[1]!.orderId);
    expect(orders.map((order) => order.status)).toEqual(['AWAITING_PAYMENT', 'AWAITING_PAYMENT']);
    expect(orders[1]!.payUrl).toBe(orders[0]!.payUrl);
    const rows = await ctx.database.db.select().from(depositOrders).where(eq(depositOrders.memberId, member.memberId));
    expect(rows).toHaveLength(1);
  });

  it('refuses bad amounts, unknown providers and too many open orders, writing no order', async () => {
    const member = await createTestMember(ctx.database.db);
    for (const amount of ['100.123', '-100', '1e3', '0100', ' 100', '', 100]) {
      expect((await deposit(member, 'pg', { amount })).body.errorCode).toBe('request_param_err');
    }
    const low = await deposit(member, 'pg', { amount: '99.99' });
    expect(low.body).toMatchObject({ errorCode: 'deposit.amount.range', value: { min: 100, max: 50_000 } });
    expect(low.body.message).toContain('100.00');
    expect((await deposit(member, 'pg', { amount: '50000.01' })).body.errorCode).toBe('deposit.amount.range');
    expect((await deposit(member, 'pg', { amount: '100', providerCode: 'NOPE' })).body.errorCode).toBe('request_param_err');
    expect(await ctx.database.db.select().from(depositOrders).where(eq(depositOrders.memberId, member.memberId))).toHaveLength(0);
    for (let index = 0; index < 5; index++) expect(orderOf((await deposit(member, 'pg', { amount: '100' })).body).status).toBe('AWAITING_PAYMENT');
    expect((await deposit(member, 'pg', { amount: '100' })).body.errorCode).toBe('deposit.pending.too.many');
  });

  it("never shows another member's order", async () => {
    const owner = await createTestMember(ctx.database.db);
    const other = await createTestMember(ctx.database.db);
    const order = orderOf((await deposit(owner, 'pg', { amount: '100' })).body);
    const peek = await call('GET', `/wps/transaction/deposit/order?orderId=${order.orderId}`, other);
    expect(peek.status).toBe(404);
    expect(peek.body.errorCode).toBe('not.found');
  });

  it('an order not paid in its window reads as expired; a late payment is still credited', async () => {
    const member = await createTestMember(ctx.database.db);
    const order = orderOf((await deposit(member, 'qr', { amount: '150', providerCode: 'GCASH' })).body);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(order.expiresAt! + 1_000);
    const read = orderOf((await call('GET', `/wps/transaction/deposit/order?orderId=${order.orderId}`, member)).body);
    expect(read.status).toBe('EXPIRED');
    const page = await ctx.app.inject({ method: 'GET', url: order.payUrl! });
    expect(page.body).toContain('data-testid="gateway-expired"');
    const late = await notify(paidNotice(order.orderId, 150_00));
    expect(late.body.value).toEqual({ orderId: order.orderId, status: 'PAID' });
    expect(await balance(member)).toBe(150_00);
  });
});

describe('the simulator page', () => {
  it('speaks Filipino, refuses unknown payments and actions, and the sweep expires what nobody paid', async () => {
    const member = await createTestMember(ctx.database.db);
    const order = orderOf((await deposit(member, 'pg', { amount: '120' })).body);
    const filipino = await ctx.app.inject({ method: 'GET', url: `${order.payUrl}?lang=TY` });
    expect(filipino.body).toContain('lang="fil"');
    expect(filipino.body).toContain('Magbayad');
    const unknown = await ctx.app.inject({ method: 'GET', url: '/wps/gateway-simulator/pay/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
    expect(unknown.statusCode).toBe(404);
    const badAction = await ctx.app.inject({
      method: 'POST', url: order.payUrl!, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'action=refund',
    });
    expect(badAction.statusCode).toBe(400);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(order.expiresAt! + 1_000);
    expect(await ctx.app.services.deposits.expireOverdue()).toBeGreaterThanOrEqual(1);
    const [row] = await ctx.database.db.select().from(depositOrders).where(eq(depositOrders.orderNo, order.orderId));
    expect(row!.status).toBe('EXPIRED');
    const tooLate = await ctx.app.inject({
      method: 'POST', url: order.payUrl!, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'action=pay',
    });
    expect(tooLate.statusCode).toBe(303);
    expect(tooLate.headers.location).toBe(order.payUrl);
    expect(await balance(member)).toBe(0);
  });
});

describe('the gateway callback', () => {
  const openOrder = async (member: TestMember, amount = '250') => orderOf((await deposit(member, 'pg', { amount })).body);

  it('refuses forged, altered and stale notifications and credits nothing', async () => {
    const member = await createTestMember(ctx.database.db);
    const order = await openOrder(member);
    const forged = await notify(paidNotice(order.orderId, 250_00), { key: Buffer.alloc(32, 7) });
    expect(forged).toMatchObject({ status: 400, body: { errorCode: 'payment.signature.invalid' } });
    const signed = paidNotice(order.orderId, 250_00);
    const altered = await notify(signed, { rawBody: JSON.stringify({ ...signed, amountMinor: 2_500_00 }) });
    expect(altered.body.errorCode).toBe('payment.signature.invalid');
    const stale = await notify(paidNotice(order.orderId, 250_00), { atMs: Date.now() - 5 * 60_000 - 2_000 });
    expect(stale.body.errorCode).toBe('payment.signature.invalid');
    const unsigned = await ctx.app.inject({
      method: 'POST', url: '/wps/callback/payment/simulator', headers: { merchant: 'DEMO', 'content-type': 'application/json' }, payload: JSON.stringify(signed),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await balance(member)).toBe(0);
  });

  it('refuses a signed notification whose amount, merchant or order does not match', async () => {
    const member = await createTestMember(ctx.database.db);
    const order = await openOrder(member);
    expect((await notify(paidNotice(order.orderId, 250_01))).body.errorCode).toBe('payment.callback.mismatch');
    expect((await notify({ ...paidNotice(order.orderId, 250_00), merchantCode: 'ALT' })).body.errorCode).toBe('payment.callback.mismatch');
    expect((await notify(paidNotice('D20260101ZZZZZZZZZZ', 250_00))).body.errorCode).toBe('payment.callback.mismatch');
    expect(await balance(member)).toBe(0);
  });

  it('credits once however often the notification comes, also at once', async () => {
    const member = await createTestMember(ctx.database.db);
    const order = await openOrder(member);
    const answers = await Promise.all(Array.from({ length: 5 }, () => notify(paidNotice(order.orderId, 250_00))));
    expect(answers.map(({ body }) => body.value)).toEqual(Array(5).fill({ orderId: order.orderId, status: 'PAID' }));
    expect((await notify(paidNotice(order.orderId, 250_00))).body.value).toMatchObject({ status: 'PAID' });
    expect(await balance(member)).toBe(250_00);
    const cancelAfterPaid = await notify({ ...paidNotice(order.orderId, 250_00), status: 'CANCELLED' });
    expect(cancelAfterPaid.body.errorCode).toBe('deposit.order.closed');
  });
});

describe('manual transfer', () => {
  it('takes the reference and a receipt; an operator confirms (credit once) or rejects with a reason', async () => {
    const member = await createTestMember(ctx.database.db);
    const order = orderOf((await deposit(member, 'mt', {
      amount: '1000', providerCode: 'BDO', reference: 'BDO-123456', receipt: { contentType: 'image/png', data: PNG.toString('base64') },
    })).body);
    expect(order).toMatchObject({ status: 'AWAITING_PAYMENT', reference: 'BDO-123456', expiresAt: null, payUrl: null });
    expect(order.account).toMatchObject({ bankName: 'BDO Unibank' });
    const { deposits } = ctx.app.services;
    const kept = await deposits.receipt(order.orderId);
    expect(kept?.contentType).toBe('image/png');
    expect(kept?.data.subarray(0, 8).equals(PNG.subarray(0, 8))).toBe(true);
    const listed = await deposits.listForOperator({ status: 'AWAITING_PAYMENT' });
    expect(listed.find((row) => row.orderId === order.orderId)).toMatchObject({ hasReceipt: true, amountMinor: 1_000_00, username: member.username });

    expect(await deposits.confirmManual({ orderId: order.orderId, operatorId: 1 })).toMatchObject({ status: 'PAID' });
    expect(await deposits.confirmManual({ orderId: order.orderId, operatorId: 1 })).toMatchObject({ status: 'PAID' });
    expect(await balance(member)).toBe(1_000_00);
    await expect(deposits.rejectManual({ orderId: order.orderId, operatorId: 1, reason: 'late' })).rejects.toMatchObject({ errorCode: 'deposit.order.closed' });

    const second = orderOf((await deposit(member, 'mt', { amount: '600', providerCode: 'BPI', reference: 'REF-0002' })).body);
    const rejected = await deposits.rejectManual({ orderId: second.orderId, operatorId: 1, reason: 'No transfer with this reference arrived' });
    expect(rejected).toMatchObject({ status: 'REJECTED', rejectReason: 'No transfer with this reference arrived' });
    await expect(deposits.confirmManual({ orderId: second.orderId, operatorId: 1 })).rejects.toMatchObject({ errorCode: 'deposit.order.closed' });
    expect(await balance(member)).toBe(1_000_00);
  });

  it('refuses a receipt that is not a picture or too large', async () => {
    const member = await createTestMember(ctx.database.db);
    const send = (receipt: unknown) => deposit(member, 'mt', { amount: '1000', providerCode: 'BDO', reference: 'REF-1234', receipt });
    expect((await send({ contentType: 'image/jpeg', data: PNG.subarray(0, 40).toString('base64') })).body.errorCode).toBe('deposit.receipt.invalid');
    expect((await send({ contentType: 'image/png', data: Buffer.from('<svg onload=alert(1)>').toString('base64') })).body.errorCode).toBe('deposit.receipt.invalid');
    expect((await send({ contentType: 'image/gif', data: PNG.toString('base64') })).body.errorCode).toBe('request_param_err');
    const huge = Buffer.concat([PNG, Buffer.alloc(600 * 1024)]).toString('base64');
    expect((await send({ contentType: 'image/png', data: huge })).status).toBeGreaterThanOrEqual(400);
    expect(await ctx.database.db.select().from(depositOrders).where(eq(depositOrders.memberId, member.memberId))).toHaveLength(0);
  });
});

describe('deposit promotions', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  const promotions = async (member: TestMember | null, merchant = 'DEMO') =>
    depositPromotionsSchema.parse((await call('GET', '/wps/promotions/deposit', member, undefined, merchant)).body.value).list;
  const codes = async (member: TestMember | null) => (await promotions(member)).map((promotion) => promotion.code);
  /** A deposit of `amount` (major units) with `promotionId`, paid at the gateway: answers the credited order. */
  const paidDeposit = async (member: TestMember, amount: number, promotionId?: number) => {
    const order = orderOf((await deposit(member, 'pg', { amount: String(amount), ...(promotionId === undefined ? {} : { promotionId }) })).body);
    await notify(paidNotice(order.orderId, amount * 100));
    return orderOf((await call('GET', `/wps/transaction/deposit/order?orderId=${order.orderId}`, member)).body);
  };

  it('offers the +20 % first deposit until a deposit is credited, then no bonus for a day, then the daily reload once a day', async () => {
    const member = await createTestMember(ctx.database.db);
    const first = await promotions(member);
    expect(first).toEqual([expect.objectContaining({ code: 'FIRST_DEPOSIT', percent: 20, maxBonus: 2000, turnoverMultiplier: 10 })]);
    const order = orderOf((await deposit(member, 'pg', { amount: '1000', promotionId: first[0]!.id })).body);
    expect(order.bonusAmount).toBe(200);
    // An order awaiting payment uses nothing: the bonus is still open.
    expect(await codes(member)).toEqual(['FIRST_DEPOSIT']);
    await notify(paidNotice(order.orderId, 1_000_00));
    expect(await balance(member)).toBe(1_200_00);
    expect(await ctx.app.services.ledger.withdrawable(member.memberId)).toMatchObject({ lockedMinor: 1_200_00, withdrawableMinor: 0, turnoverRemainingMinor: 10 * 1_200_00 });
    // The first-deposit bonus is gone for good, and it was the day's bonus: nothing is open until a day has passed.
    expect(await codes(member)).toEqual([]);
    // A deposit without a bonus stays free to withdraw: only the bonus and the deposit that earned it are locked.
    const plain = orderOf((await deposit(member, 'pg', { amount: '500' })).body);
    await notify(paidNotice(plain.orderId, 500_00));
    expect(await ctx.app.services.ledger.withdrawable(member.memberId)).toMatchObject({ walletMinor: 1_700_00, lockedMinor: 1_200_00, withdrawableMinor: 500_00 });
    const again = await deposit(member, 'pg', { amount: '1000', promotionId: first[0]!.id });
    expect(again.body.errorCode).toBe('deposit.promotion.unavailable');

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + DAY_MS + 1_000);
    const [reload] = await promotions(member);
    expect(reload).toMatchObject({ code: 'RELOAD', percent: 5 });
    expect((await paidDeposit(member, 600, reload!.id)).bonusAmount).toBe(30);
    expect(await codes(member)).toEqual([]);
    vi.setSystemTime(Date.now() + DAY_MS + 1_000);
    expect(await codes(member)).toEqual(['RELOAD']);
  });

  it('opens the reload at once after a first deposit credited without a bonus', async () => {
    const member = await createTestMember(ctx.database.db);
    expect((await paidDeposit(member, 500)).bonusAmount).toBe(0);
    expect(await codes(member)).toEqual(['RELOAD']);
  });

  it('offers a guest and a trial account what a new player gets, and nothing where the DEPOSIT flag is off', async () => {
    const trial = await createTestMember(ctx.database.db, { type: 4 });
    expect(await promotions(null)).toEqual([expect.objectContaining({ code: 'FIRST_DEPOSIT', percent: 20 })]);
    expect(await codes(trial)).toEqual(['FIRST_DEPOSIT']);
    const alt = await createTestMember(ctx.database.db, { merchantCode: 'ALT' });
    for (const member of [null, alt]) {
      expect((await call('GET', '/wps/promotions/deposit', member, undefined, 'ALT')).body.errorCode).toBe('function.not.available');
    }
  });

  it('caps the first-deposit bonus at ₱2,000', async () => {
    const member = await createTestMember(ctx.database.db);
    const [promotion] = depositPromotionsSchema.parse((await call('GET', '/wps/promotions/deposit', member)).body.value).list;
    const order = orderOf((await deposit(member, 'pg', { amount: '20000', promotionId: promotion!.id })).body);
    await notify(paidNotice(order.orderId, 20_000_00));
    expect(await balance(member)).toBe(22_000_00);
  });
});

describe('deposit bonuses are promotions of the engine', () => {
  const FIRST_DEPOSIT_BONUS = 200_00;
  const firstDepositOffer = async () => {
    const [merchant] = await ctx.database.db.select().from(merchants).where(eq(merchants.code, 'DEMO'));
    const [offer] = await ctx.database.db.select().from(promotions).where(and(eq(promotions.merchantId, merchant!.id), eq(promotions.code, 'FIRST_DEPOSIT')));
    return { merchant: merchant!, offer: offer! };
  };
  /** Set-up only: open orders of ₱1,000 with the first-deposit bonus, made as the deposit page makes them. */
  const openOrders = async (members: TestMember[], perMember: number) => {
    const { merchant, offer } = await firstDepositOffer();
    const now = new Date();
    return ctx.database.db.insert(depositOrders).values(members.flatMap((member) => Array.from({ length: perMember }, (_, index) => ({
      orderNo: `DBONUS${member.memberId}X${index}`, merchantId: merchant.id, memberId: member.memberId, requestId: `bonus-${member.memberId}-${index}`,
      channel: 'pg' as const, providerCode: 'GCASH', providerName: 'GCash', status: 'AWAITING_PAYMENT' as const, amountMinor: 1_000_00, feeMinor: 0,
      creditMinor: 1_000_00, bonusMinor: FIRST_DEPOSIT_BONUS, promotionId: offer.id, createdAt: now, expiresAt: new Date(now.getTime() + 60_000),
    })))).returning();
  };

  it('pays from the promotion expense as a CLAIMED participation the reward centre lists, counted against the promotion', async () => {
    const member = await createTestMember(ctx.database.db);
    const { offer } = await firstDepositOffer();
    const order = orderOf((await deposit(member, 'pg', { amount: '1000', promotionId: offer.id })).body);
    await notify(paidNotice(order.orderId, 1_000_00));
    const history = z.array(rewardSchema).parse((await call('GET', '/wps/promotion/rewards?tab=history', member)).body.value);
    expect(history).toEqual([expect.objectContaining({ promotionId: offer.id, status: 'CLAIMED', reward: 200, periodKey: 'ONCE' })]);
    const [participation] = await ctx.database.db.select().from(promotionParticipations).where(eq(promotionParticipations.memberId, member.memberId));
    const [bonus] = await ctx.database.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.id, participation!.paidTransferId!));
    expect(bonus).toMatchObject({ type: 'BONUS', amountMinor: FIRST_DEPOSIT_BONUS, reference: order.orderId, idempotencyKey: `promotion-participation:${participation!.id}` });
    expect((await firstDepositOffer()).offer.spentMinor).toBe(offer.spentMinor + FIRST_DEPOSIT_BONUS);
    expect(await ctx.app.services.ledger.check()).toEqual([]);
  });

  it('50 first deposits credited at once never pass the budget, and a member with 5 orders credited at once gets at most one bonus', async () => {
    const { offer } = await firstDepositOffer();
    await ctx.database.db.update(promotions).set({ budgetMinor: offer.spentMinor + 10 * FIRST_DEPOSIT_BONUS }).where(eq(promotions.id, offer.id));
    try {
      const members = await Promise.all(Array.from({ length: 46 }, () => createTestMember(ctx.database.db)));
      const repeater = members.at(-1)!;
      const orders = [...(await openOrders(members.slice(0, -1), 1)), ...(await openOrders([repeater], 5))];
      const answers = await Promise.all(orders.map((order) => notify(paidNotice(order.orderNo, order.amountMinor))));
      expect(answers.every(({ body }) => body.success)).toBe(true);
      const credited = await ctx.database.db.select().from(depositOrders).where(inArray(depositOrders.id, orders.map((order) => order.id)));
      expect(credited.every((order) => order.status === 'PAID')).toBe(true);
      const withBonus = credited.filter((order) => order.bonusMinor > 0);
      expect(withBonus.every((order) => order.bonusMinor === FIRST_DEPOSIT_BONUS)).toBe(true);
      // The budget pays 10 bonuses, and a member at most one of them, whatever the order the payments came in.
      expect(withBonus).toHaveLength(10);
      expect(new Set(withBonus.map((order) => order.memberId)).size).toBe(10);
      expect((await firstDepositOffer()).offer.spentMinor).toBe(offer.spentMinor + 10 * FIRST_DEPOSIT_BONUS);
      for (const member of members) {
        const paid = credited.filter((order) => order.memberId === member.memberId).reduce((total, order) => total + order.creditMinor + order.bonusMinor, 0);
        expect(await balance(member)).toBe(paid);
      }
      expect(await ctx.app.services.ledger.check()).toEqual([]);
    } finally {
      await ctx.database.db.update(promotions).set({ budgetMinor: null }).where(eq(promotions.id, offer.id));
    }
  });
});

describe('deposit limits', () => {
  const limits = async (member: TestMember, change?: Record<string, string | null>) =>
    depositLimitsSchema.parse((await call(change ? 'PUT' : 'GET', '/wps/member/depositLimits', member, change)).body.value);

  it('lowers at once, refuses a deposit over what is left, and raises only after 24 hours', async () => {
    const member = await createTestMember(ctx.database.db);
    expect((await limits(member)).daily).toEqual({ limit: null, used: 0, remaining: null, pending: null });
    expect((await limits(member, { daily: '1000' })).daily).toMatchObject({ limit: 1000, remaining: 1000, pending: null });

    const paid = orderOf((await deposit(member, 'pg', { amount: '400' })).body);
    await notify(paidNotice(paid.orderId, 400_00));
    orderOf((await deposit(member, 'pg', { amount: '100' })).body);
    expect((await limits(member)).daily).toMatchObject({ used: 500, remaining: 500 });
    const over = await deposit(member, 'pg', { amount: '500.01' });
    expect(over.body).toMatchObject({ errorCode: 'deposit.limit.exceeded', value: { period: 'daily', remaining: 500 } });
    expect(over.body.message).toContain('500.00');

    const raised = await limits(member, { daily: '5000', weekly: '3000' });
    expect(raised.daily).toMatchObject({ limit: 1000, pending: { limit: 5000 } });
    expect(raised.weekly).toMatchObject({ limit: 3000, pending: null });
    expect((await deposit(member, 'pg', { amount: '600' })).body.errorCode).toBe('deposit.limit.exceeded');

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(raised.daily.pending!.effectiveAt + 1_000);
    expect((await limits(member)).daily).toMatchObject({ limit: 5000, pending: null });
    // A day later the weekly limit (3,000) is the tighter one: 400 credited; the unpaid 100 expired and counts no more.
    expect((await deposit(member, 'pg', { amount: '2700' })).body).toMatchObject({ errorCode: 'deposit.limit.exceeded', value: { period: 'weekly', remaining: 2600 } });
    expect(orderOf((await deposit(member, 'pg', { amount: '2600' })).body).status).toBe('AWAITING_PAYMENT');
  });

  it('holds on what is credited: a late payment of an expired order that would pass the limit is refunded, not credited', async () => {
    const member = await createTestMember(ctx.database.db);
    await limits(member, { daily: '200' });
    const late = orderOf((await deposit(member, 'pg', { amount: '200' })).body);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(late.expiresAt! + 1_000);
    const fresh = orderOf((await deposit(member, 'pg', { amount: '200' })).body);
    expect(fresh.status).toBe('AWAITING_PAYMENT');

    expect((await notify(paidNotice(fresh.orderId, 200_00))).body).toMatchObject({ success: true, value: { status: 'PAID' } });
    const refused = await notify(paidNotice(late.orderId, 200_00));
    expect(refused.body).toMatchObject({ success: true, value: { orderId: late.orderId, status: 'REFUNDED' } });
    expect((await notify(paidNotice(late.orderId, 200_00))).body).toMatchObject({ value: { status: 'REFUNDED' } });
    expect(await balance(member)).toBe(200_00);
    expect((await limits(member)).daily).toMatchObject({ limit: 200, used: 200, remaining: 0 });
    expect(orderOf((await call('GET', `/wps/transaction/deposit/order?orderId=${late.orderId}`, member)).body)).toMatchObject({ status: 'REFUNDED', creditAmount: 200 });
    expect(await ctx.app.services.ledger.check()).toEqual([]);
  });

  it('credits 20 late payments arriving at once, at two server processes, only up to the limit', async () => {
    const processes = [ctx.app, (await ctx.buildProcess()) ?? ctx.build()];
    const member = await createTestMember(ctx.database.db);
    await limits(member, { daily: '500' });
    vi.useFakeTimers({ toFake: ['Date'] });
    const expired = [];
    for (let index = 0; index < 20; index += 1) {
      const order = orderOf((await deposit(member, 'pg', { amount: '100' })).body);
      expired.push(order);
      vi.setSystemTime(order.expiresAt! + 1_000);
    }
    const answers = await Promise.all(expired.map((order, index) => notify(paidNotice(order.orderId, 100_00), { app: processes[index % 2] })));
    const statuses = answers.map((answer) => (answer.body.value as { status: string }).status);
    expect(statuses.filter((status) => status === 'PAID')).toHaveLength(5);
    expect(statuses.filter((status) => status === 'REFUNDED')).toHaveLength(15);
    expect(await balance(member)).toBe(500_00);
    expect(await ctx.app.services.ledger.check()).toEqual([]);
  });

  it('a payment that fits what the limit leaves is credited, even of an expired order', async () => {
    const member = await createTestMember(ctx.database.db);
    await limits(member, { daily: '300' });
    const late = orderOf((await deposit(member, 'pg', { amount: '200' })).body);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(late.expiresAt! + 1_000);
    expect((await notify(paidNotice(late.orderId, 200_00))).body).toMatchObject({ value: { status: 'PAID' } });
    expect(await balance(member)).toBe(200_00);
  });

  it('removing a limit waits 24 hours; lowering cancels a pending raise', async () => {
    const member = await createTestMember(ctx.database.db);
    await limits(member, { monthly: '2000' });
    expect((await limits(member, { monthly: null })).monthly).toMatchObject({ limit: 2000, pending: { limit: null } });
    expect((await limits(member, { monthly: '1500' })).monthly).toMatchObject({ limit: 1500, pending: null });
    const refused = await call('PUT', '/wps/member/depositLimits', member, { monthly: '0' });
    expect(refused.body.errorCode).toBe('request_param_err');
  });
});

describe('deposit report', () => {
  it('lists the member orders of the range, newest first, with totals of the credited ones', async () => {
    const member = await createTestMember(ctx.database.db);
    const paid = orderOf((await deposit(member, 'pg', { amount: '300' })).body);
    await notify(paidNotice(paid.orderId, 300_00));
    orderOf((await deposit(member, 'ma', { amount: '200', providerCode: 'MAYA' })).body);
    const today = new Date(Date.now() + 480 * 60_000).toISOString().slice(0, 10);
    const { body } = await call('GET', `/wps/report/depositTransaction?from=${today}&to=${today}&pageSize=1`, member);
    const report = depositReportSchema.parse(body.value);
    expect(report).toMatchObject({ pageNum: 1, totalPages: 2, totals: { count: 1, amount: 300, creditAmount: 300 } });
    expect(report.list[0]).toMatchObject({ channel: 'ma', status: 'AWAITING_PAYMENT' });
    const other = await createTestMember(ctx.database.db);
    const empty = depositReportSchema.parse((await call('GET', `/wps/report/depositTransaction?from=${today}&to=${today}`, other)).body.value);
    expect(empty).toMatchObject({ list: [], totalPages: 0, totals: { count: 0, amount: 0 } });
    expect((await call('GET', '/wps/report/depositTransaction?from=2026-01-01&to=2026-12-31', member)).body.errorCode).toBe('request_param_err');
  });
});

describe('concurrency', () => {
  /** The demo slot's launch token for the member (the in-house slot plays against the wallet). */
  async function launchToken(member: TestMember): Promise<string> {
    const list = await ctx.app.inject({ method: 'GET', url: '/wps/relay/GCSGAME_gameList?gameType=RNG&minBet=0.01', headers: { merchant: 'DEMO' } });
    const nodeId = envelopeSchema(gamePageSchema).parse(list.json()).value!.games[0]!.nodeId;
    const launch = await ctx.app.inject({
      method: 'GET', url: `/wps/game/launchGame?nodeId=${nodeId}&accountType=1`, headers: { merchant: 'DEMO', authorization: member.token },
    });
    return new URL(envelopeSchema(launchGameSchema).parse(launch.json()).value!.game_url, 'http://x').searchParams.get('launch')!;
  }

  it('50 callbacks for different orders of one member at once, among spins and withdrawals: each credited once', async () => {
    const member = await createTestMember(ctx.database.db);
    const opening = orderOf((await deposit(member, 'pg', { amount: '1000' })).body);
    await notify(paidNotice(opening.orderId, 1_000_00));
    const bankCardId = await bindPayout(ctx.app, member);
    const [merchant] = await ctx.database.db.select().from(merchants).where(eq(merchants.code, 'DEMO'));
    const now = new Date();
    // Set-up only: fifty open orders at once are over the player's open-order cap.
    const orders = await ctx.database.db.insert(depositOrders).values(Array.from({ length: 50 }, (_, index) => ({
      orderNo: `DTEST${member.memberId}X${String(index).padStart(4, '0')}`, merchantId: merchant!.id, memberId: member.memberId,
      requestId: `req-${member.memberId}-${index}-padding`, channel: 'pg' as const, providerCode: 'GCASH', providerName: 'GCash',
      status: 'AWAITING_PAYMENT' as const, amountMinor: 100_00 + index, feeMinor: 0, creditMinor: 100_00 + index, createdAt: now,
      expiresAt: new Date(now.getTime() + 60_000),
    }))).returning();
    const launch = await launchToken(member);
    const spins = Array.from({ length: 30 }, (_, index) =>
      ctx.app.inject({ method: 'POST', url: '/wps/game/demo/spin', headers: { merchant: 'DEMO' }, payload: { launch, stake: 1, idempotencyKey: `spin-${index}-padding` } })
        .then((response) => envelopeSchema(demoSpinSchema).parse(response.json())));
    const callbacks = orders.flatMap((order) => [
      notify(paidNotice(order.orderNo, order.amountMinor)),
      ...(order.id % 5 === 0 ? [notify(paidNotice(order.orderNo, order.amountMinor))] : []),
    ]);
    const withdrawals = Array.from({ length: 8 }, () => injectEncrypted(ctx.app, {
      method: 'POST', url: '/wps/transaction/withdraw', headers: { merchant: 'DEMO', authorization: member.token },
      payload: { bankCardId, amount: '100', paymentPassword: TEST_PAYMENT_PASSWORD, requestId: randomUUID() },
    }).then((response) => response.json() as { success: boolean; errorCode?: string }));
    const [callbackAnswers, spinAnswers, withdrawalAnswers] = await Promise.all([Promise.all(callbacks), Promise.all(spins), Promise.all(withdrawals)]);
    expect(callbackAnswers.every(({ body }) => body.success)).toBe(true);
    expect(spinAnswers.every((answer) => answer.success)).toBe(true);
    // DEMO allows 5 withdrawals a day: the others are refused, holding nothing.
    const held = withdrawalAnswers.filter((answer) => answer.success).length;
    expect(held).toBe(5);
    expect(withdrawalAnswers.filter((answer) => !answer.success).map((answer) => answer.errorCode)).toEqual(['withdraw.daily.limit', 'withdraw.daily.limit', 'withdraw.daily.limit']);

    const deposited = orders.reduce((total, order) => total + order.amountMinor, 1_000_00);
    const played = await ctx.database.db.select().from(bets).where(eq(bets.memberId, member.memberId));
    expect(played).toHaveLength(30);
    const gameResult = played.reduce((total, bet) => total + bet.winMinor - bet.stakeMinor, 0);
    expect(await balance(member)).toBe(deposited + gameResult - held * 100_00);
    expect(await ctx.app.services.ledger.holdBalanceMinor(member.memberId)).toBe(held * 100_00);
    expect(await ctx.app.services.ledger.check()).toEqual([]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)(
  'the order budget over two server processes on one PostgreSQL (not on PGlite: it is one process\'s database, and each app counts in its own memory as that one process does)',
  () => {
    it('a member\'s 40 orders at once over both processes: exactly the 30 of the budget get past it, the rest are too.many.requests', async () => {
      const apps = [ctx.app, (await ctx.buildProcess())!];
      const member = await createTestMember(ctx.database.db);
      const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => apps[index % 2]!.inject({
        method: 'POST', url: '/wps/transaction/deposit/pg', headers: { merchant: 'DEMO', authorization: member.token },
        // Below the channel's minimum: each order that gets past the budget is refused at once, writing nothing.
        payload: { requestId: randomUUID(), providerCode: 'GCASH', amount: '1' },
      })));
      const refused = answers.filter((answer) => answer.statusCode === 429);
      expect(refused).toHaveLength(10);
      for (const answer of refused) expect(answer.json()).toMatchObject({ errorCode: 'too.many.requests' });
      expect(answers.filter((answer) => answer.statusCode !== 429).map((answer) => anyEnvelope.parse(answer.json()).errorCode))
        .toEqual(Array.from({ length: 30 }, () => 'deposit.amount.range'));
    });
  },
);
