import { randomBytes, randomUUID } from 'node:crypto';
import {
  depositOrderSchema, envelopeSchema, inboxCountSchema, inboxMessageSchema, inboxPageSchema, inboxUnreadSchema, operatorBroadcastSchema,
  PAYMENT_SIGNATURE_HEADER, type PaymentCallback,
} from '@m/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { memberMessages, operatorActions, promotions } from '../../db/schema.ts';
import { signWebhook } from '../../lib/webhook-signature.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { createPendingWithdrawal, createTestOperator } from '../../test/operators.ts';
import { useTestApp } from '../../test/test-app.ts';
import { payPromotionReward } from '../promotions/payout.ts';
import { writeInboxMessage } from './writer.ts';

const ctx = useTestApp({ paymentGateway: { kind: 'simulator' } });

const anyEnvelope = envelopeSchema(z.unknown());

async function call(method: 'GET' | 'POST', url: string, member: TestMember, payload?: object, language = 'EN') {
  const response = await ctx.app.inject({ method, url, headers: { merchant: 'DEMO', authorization: member.token, language }, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: anyEnvelope.parse(response.json()) };
}
const valueOf = async <T>(schema: z.ZodType<T>, pending: Promise<{ body: { value?: unknown } }>) => schema.parse((await pending).body.value);

const unreadCount = async (member: TestMember) => (await valueOf(inboxCountSchema, call('GET', '/wps/inbox/unreadCount', member))).count;
const list = (member: TestMember, query = '') => valueOf(inboxPageSchema, call('GET', `/wps/inbox/list${query}`, member));
const operatorCall = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });

/** A gateway deposit of `amountMinor` paid through the simulator's signed notification. */
async function paidDeposit(member: TestMember, amountMinor: number) {
  const made = await call('POST', '/wps/transaction/deposit/pg', member, { requestId: randomUUID(), providerCode: 'GCASH', amount: String(amountMinor / 100) });
  const order = depositOrderSchema.parse(made.body.value);
  const notice: PaymentCallback = {
    eventId: `evt_${randomUUID().replaceAll('-', '')}`, orderId: order.orderId, merchantCode: 'DEMO', amountMinor, status: 'PAID', gatewayReference: 'TEST-1',
  };
  const body = JSON.stringify(notice);
  const signature = signWebhook(await ctx.app.services.paymentGatewaySimulator!.gateway.webhookKey(), body, Date.now());
  const response = await ctx.app.inject({
    method: 'POST', url: '/wps/callback/payment/simulator', payload: body,
    headers: { merchant: 'DEMO', 'content-type': 'application/json', [PAYMENT_SIGNATURE_HEADER]: signature },
  });
  expect(response.json()).toMatchObject({ success: true, value: { status: 'PAID' } });
  return order.orderId;
}

describe('messages the events write', () => {
  it('a credited deposit writes the member a message with its amount and order, unread until read', async () => {
    const member = await createTestMember(ctx.database.db);
    expect(await unreadCount(member)).toBe(0);
    const orderId = await paidDeposit(member, 500_00);
    expect(await unreadCount(member)).toBe(1);
    const page = await list(member);
    expect(page).toMatchObject({ pageNum: 1, totalPages: 1, totalCount: 1 });
    expect(page.list[0]).toMatchObject({ kind: 'DEPOSIT_CREDITED', params: { orderNo: orderId, amountMinor: 500_00 }, read: false });
  });

  it('a withdrawal paid or rejected writes a message, the rejection with its reason', async () => {
    const operator = await createTestOperator(ctx.database.db);
    const paid = await createPendingWithdrawal(ctx.app, ctx.database.db, '100');
    await operatorCall(operator.token, 'POST', '/ops/api/withdrawals/approve', { withdrawalId: paid.withdrawalId });
    expect((await list(paid.member)).list[0]).toMatchObject({ kind: 'WITHDRAWAL_PAID', params: { amountMinor: 100_00, orderNo: String(paid.withdrawalId) } });

    const rejected = await createPendingWithdrawal(ctx.app, ctx.database.db, '200');
    await operatorCall(operator.token, 'POST', '/ops/api/withdrawals/reject', { withdrawalId: rejected.withdrawalId, reason: 'Account name differs' });
    expect((await list(rejected.member)).list[0]).toMatchObject({
      kind: 'WITHDRAWAL_REJECTED', params: { amountMinor: 200_00, orderNo: String(rejected.withdrawalId), reason: 'Account name differs' },
    });
  });

  it("an operator's adjustment writes one message, not again for a repeated request", async () => {
    const operator = await createTestOperator(ctx.database.db);
    const member = await createTestMember(ctx.database.db);
    const body = { merchant: 'DEMO', account: member.username, direction: 'credit', amount: '12.34', reason: 'Goodwill credit', requestId: randomBytes(9).toString('base64url') };
    await operatorCall(operator.token, 'POST', '/ops/api/balance/adjust', body);
    await operatorCall(operator.token, 'POST', '/ops/api/balance/adjust', body);
    const page = await list(member);
    expect(page.totalCount).toBe(1);
    expect(page.list[0]).toMatchObject({ kind: 'ADJUSTMENT', params: { amountMinor: 12_34, direction: 'credit', reason: 'Goodwill credit' } });
  });

  it('a promotion reward writes a message naming the promotion in the reader\'s language, once per payment', async () => {
    const member = await createTestMember(ctx.database.db);
    const [promotion] = await ctx.database.db.select().from(promotions).where(eq(promotions.code, 'SLOTS_MISSION')).limit(1);
    const reward = { memberId: member.memberId, amountMinor: 8_800, periodKey: 'inbox-test', key: `inbox-test:${member.memberId}` };
    await ctx.database.db.transaction((tx) => payPromotionReward(tx, promotion!, reward));
    await ctx.database.db.transaction((tx) => payPromotionReward(tx, promotion!, reward));
    const page = await list(member);
    expect(page.totalCount).toBe(1);
    expect(page.list[0]).toMatchObject({ kind: 'REWARD_ISSUED', params: { amountMinor: 8_800, promotion: promotion!.titles.EN } });
    const tagalog = await valueOf(inboxPageSchema, call('GET', '/wps/inbox/list', member, undefined, 'TY'));
    expect(tagalog.list[0]!.params.promotion).toBe(promotion!.titles.TY ?? promotion!.titles.EN);
  });

  it('is written in the transaction of its event: a rollback takes it back', async () => {
    const member = await createTestMember(ctx.database.db);
    await expect(ctx.database.db.transaction(async (tx) => {
      await writeInboxMessage(tx, member.memberId, { kind: 'CONTRACT_OFFERED', params: {} });
      throw new Error('the event failed');
    })).rejects.toThrow('the event failed');
    expect(await unreadCount(member)).toBe(0);
    await ctx.database.db.transaction((tx) => writeInboxMessage(tx, member.memberId, { kind: 'CONTRACT_OFFERED', params: {} }));
    expect(await unreadCount(member)).toBe(1);
  });
});

describe("the member's inbox", () => {
  const write = (member: TestMember, count: number) => ctx.database.db.transaction(async (tx) => {
    for (let index = 0; index < count; index++) {
      await writeInboxMessage(tx, member.memberId, { kind: 'ADJUSTMENT', params: { amountMinor: (index + 1) * 100, direction: 'credit', reason: 'Test' } });
    }
  });

  it('pages newest first, reads one, reads all and deletes, the unread count following', async () => {
    const member = await createTestMember(ctx.database.db);
    await write(member, 5);
    const first = await list(member, '?pageNo=1&pageSize=2');
    expect(first).toMatchObject({ pageNum: 1, totalPages: 3, totalCount: 5 });
    expect(first.list.map((message) => message.params.amountMinor)).toEqual([500, 400]);
    expect((await list(member, '?pageNo=3&pageSize=2')).list.map((message) => message.params.amountMinor)).toEqual([100]);

    const newest = first.list[0]!;
    expect(await valueOf(inboxMessageSchema, call('GET', `/wps/inbox/message?id=${newest.id}`, member))).toMatchObject({ id: newest.id, read: false });
    expect(await valueOf(inboxUnreadSchema, call('POST', '/wps/inbox/read', member, { id: newest.id }))).toEqual({ unreadCount: 4 });
    expect(await valueOf(inboxUnreadSchema, call('POST', '/wps/inbox/read', member, { id: newest.id }))).toEqual({ unreadCount: 4 });
    expect(await valueOf(inboxUnreadSchema, call('POST', '/wps/inbox/delete', member, { id: first.list[1]!.id }))).toEqual({ unreadCount: 3 });
    expect((await valueOf(inboxCountSchema, call('GET', '/wps/inbox/count', member))).count).toBe(4);
    expect(await valueOf(inboxUnreadSchema, call('POST', '/wps/inbox/readAll', member, {}))).toEqual({ unreadCount: 0 });
    expect((await list(member)).list.every((message) => message.read)).toBe(true);
    expect((await call('GET', `/wps/inbox/message?id=${first.list[1]!.id}`, member)).body).toMatchObject({ success: false, errorCode: 'not.found' });
  });

  it("never shows or changes another member's messages, by any id, on any endpoint", async () => {
    const owner = await createTestMember(ctx.database.db);
    const other = await createTestMember(ctx.database.db);
    await write(owner, 2);
    const [message] = (await list(owner)).list;
    const id = message!.id;

    expect((await list(other)).totalCount).toBe(0);
    expect(await unreadCount(other)).toBe(0);
    expect((await valueOf(inboxCountSchema, call('GET', '/wps/inbox/count', other))).count).toBe(0);
    for (const attempt of [
      call('GET', `/wps/inbox/message?id=${id}`, other),
      call('POST', '/wps/inbox/read', other, { id }),
      call('POST', '/wps/inbox/delete', other, { id }),
    ]) {
      expect((await attempt).body).toMatchObject({ success: false, errorCode: 'not.found' });
    }
    expect(await valueOf(inboxUnreadSchema, call('POST', '/wps/inbox/readAll', other, {}))).toEqual({ unreadCount: 0 });

    const [row] = await ctx.database.db.select().from(memberMessages).where(eq(memberMessages.id, id));
    expect(row).toMatchObject({ memberId: owner.memberId, readAt: null, deletedAt: null });
    expect(await unreadCount(owner)).toBe(2);
  });

  it('refuses bad ids and guests with a clear error, never a 5xx', async () => {
    const member = await createTestMember(ctx.database.db);
    for (const query of ['?id=0', '?id=abc', '?id=99999999999', '']) {
      const response = await call('GET', `/wps/inbox/message${query}`, member);
      expect(response.status).toBeLessThan(500);
      expect(response.body.success).toBe(false);
    }
    for (const payload of [{ id: '1' }, { id: -1 }, {}, { id: 1, extra: true }]) {
      const response = await call('POST', '/wps/inbox/read', member, payload);
      expect(response.status).toBeLessThan(500);
      expect(response.body.success).toBe(false);
    }
    const guest = await ctx.app.inject({ method: 'GET', url: '/wps/inbox/unreadCount', headers: { merchant: 'DEMO' } });
    expect(guest.json()).toMatchObject({ success: false, errorCode: 'login.not.session' });
  });

  it('answers function.not.available where the merchant has the message centre (MAILCEN) off', async () => {
    const member = await createTestMember(ctx.database.db, { merchantCode: 'ALT' });
    const response = await ctx.app.inject({ method: 'GET', url: '/wps/inbox/unreadCount', headers: { merchant: 'ALT', authorization: member.token } });
    expect(response.json()).toMatchObject({ success: false, errorCode: 'function.not.available' });
  });
});

describe("an operator's broadcast", () => {
  it("reaches every member of the merchant (or of one type) in their language, each with their own read state, audited", async () => {
    const operator = await createTestOperator(ctx.database.db, { merchantCode: 'DEMO' });
    const player = await createTestMember(ctx.database.db);
    const agent = await createTestMember(ctx.database.db, { type: 1 });
    const altMember = await createTestMember(ctx.database.db, { merchantCode: 'ALT' });
    const texts = { EN: { title: 'Maintenance tonight', body: 'Games pause 02:00-03:00.' }, TY: { title: 'Maintenance ngayong gabi', body: 'Hihinto ang mga laro 02:00-03:00.' } };

    const sent = await operatorCall(operator.token, 'POST', '/ops/api/inbox/broadcast', { merchant: 'DEMO', texts });
    const broadcast = operatorBroadcastSchema.parse(sent.json().value);
    expect(broadcast.recipients).toBeGreaterThanOrEqual(2);
    const [english] = (await list(player)).list;
    expect(english).toMatchObject({ kind: 'BROADCAST', title: 'Maintenance tonight', body: 'Games pause 02:00-03:00.', read: false });
    const tagalog = await valueOf(inboxPageSchema, call('GET', '/wps/inbox/list', agent, undefined, 'TY'));
    expect(tagalog.list[0]).toMatchObject({ title: 'Maintenance ngayong gabi' });
    await call('POST', '/wps/inbox/read', player, { id: english!.id });
    expect(await unreadCount(agent)).toBe(1);
    expect(await ctx.app.services.inbox.unreadCount(altMember.memberId)).toEqual({ count: 0 });

    const agentsOnly = await operatorCall(operator.token, 'POST', '/ops/api/inbox/broadcast', { merchant: 'DEMO', memberType: 1, texts: { EN: { title: 'Agents', body: 'New commission table.' } } });
    expect(agentsOnly.json()).toMatchObject({ success: true, value: { memberType: 1 } });
    expect(await unreadCount(agent)).toBe(2);
    expect(await unreadCount(player)).toBe(0);

    const [audit] = await ctx.database.db.select().from(operatorActions)
      .where(and(eq(operatorActions.action, 'inbox.broadcast'), eq(operatorActions.subjectId, broadcast.id)));
    expect(audit).toMatchObject({ operatorId: operator.operatorId, details: { title: 'Maintenance tonight', memberType: null } });

    const support = await operatorCall(operator.token, 'GET', `/ops/api/inbox/messages?merchant=DEMO&account=${player.username}`);
    expect(support.json()).toMatchObject({ success: true, value: [{ kind: 'BROADCAST', title: 'Maintenance tonight', read: true, deleted: false }] });
    const outOfScope = await operatorCall(operator.token, 'POST', '/ops/api/inbox/broadcast', { merchant: 'ALT', texts });
    expect(outOfScope.json()).toMatchObject({ success: false, errorCode: 'permission.denied' });
  });
});
