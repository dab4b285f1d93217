import { envelopeSchema, flattenWhitelabel, transactionRecordSchema, uplineTransferInfoSchema, uplineTransferSchema, type WhitelabelNode } from '@m/contract';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers, members, merchants } from '../../db/schema.ts';
import { injectEncrypted } from '../../test/encrypted.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { fundMember } from '../../test/money.ts';
import { addTurnoverRequirement } from '../ledger/turnover.ts';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();
const PAYMENT_PASSWORD = '258147';

const switchOff = (nodes: WhitelabelNode[], flag: string): WhitelabelNode[] =>
  nodes.map((node) => ({ ...node, enabled: node.modId === flag ? '0' : node.enabled, childrenNodes: switchOff(node.childrenNodes, flag) }));

beforeAll(async () => {
  // ALT has the upline transfer switched off in these tests (before anything reads and caches ALT).
  const [alt] = await ctx.database.db.select({ whitelabel: merchants.whitelabel }).from(merchants).where(eq(merchants.code, 'ALT'));
  await ctx.database.db.update(merchants).set({ whitelabel: switchOff(alt!.whitelabel, 'AGETRANSFERUP3') }).where(eq(merchants.code, 'ALT'));
  expect(flattenWhitelabel(switchOff(alt!.whitelabel, 'AGETRANSFERUP3')).AGETRANSFERUP3).toBe(false);
});

type Family = { member: TestMember; upline: TestMember; merchant: string };

/** A funded member with a payment password under a fresh agent; `toUpline` and the member's type as given. */
async function family({ merchant = 'DEMO', toUpline = true, type = 0, fundMinor = 100_00 } = {}): Promise<Family> {
  const { db } = ctx.database;
  const upline = await createTestMember(db, { merchantCode: merchant, type: 1 });
  const member = await createTestMember(db, { merchantCode: merchant, type });
  await db.update(members).set({ parentId: upline.memberId, toUpline }).where(eq(members.id, member.memberId));
  await fundMember(db, member.memberId, fundMinor);
  const set = await injectEncrypted(ctx.app, {
    method: 'PUT', url: '/wps/member/paymentPassword', headers: { merchant, authorization: member.token },
    payload: { newPassword: PAYMENT_PASSWORD, confirmNewPassword: PAYMENT_PASSWORD },
  });
  expect(set.json()).toMatchObject({ success: true });
  return { member, upline, merchant };
}

const balanceOf = async (member: TestMember, merchant = 'DEMO') =>
  (await ctx.app.inject({ method: 'GET', url: '/wps/wallets/balance', headers: { merchant, authorization: member.token } })).json().value.sumBalance as number;
const ledgerRows = async () => (await ctx.database.db.select({ rows: count() }).from(ledgerTransfers))[0]!.rows;

const info = async ({ member, merchant }: Family) =>
  envelopeSchema(uplineTransferInfoSchema).parse(
    (await ctx.app.inject({ method: 'GET', url: '/wps/transaction/uplineTransfer', headers: { merchant, authorization: member.token } })).json(),
  );

let lastRequest = 0;
const send = ({ member, merchant }: Family, amount: string, options: { paymentPassword?: string; requestId?: string } = {}) =>
  injectEncrypted(ctx.app, {
    method: 'POST', url: '/wps/transaction/uplineTransfer', headers: { merchant, authorization: member.token },
    payload: { amount, paymentPassword: options.paymentPassword ?? PAYMENT_PASSWORD, requestId: options.requestId ?? `upline-request-${String(++lastRequest).padStart(6, '0')}` },
  }).then((response) => {
    const body = response.json() as { success: boolean };
    return { status: response.statusCode, body: body.success ? envelopeSchema(uplineTransferSchema).parse(body) : body };
  });

describe('upline transfer', () => {
  it('says who the upline is and moves the amount from the member\'s wallet to the upline\'s, once per request id', async () => {
    const sender = await family();
    const shown = (await info(sender)).value!;
    expect(shown).toEqual({ available: true, upline: { account: sender.upline.username, userName: sender.upline.username }, balance: 100 });

    const first = await send(sender, '12.34', { requestId: 'upline-once-000001' });
    expect(first.body).toMatchObject({ success: true, value: { balance: 87.66 } });
    const repeated = await send(sender, '12.34', { requestId: 'upline-once-000001' });
    expect(repeated.body).toEqual(first.body);
    expect(await balanceOf(sender.member)).toBe(87.66);
    expect(await balanceOf(sender.upline)).toBe(12.34);

    const today = new Date(Date.now() + 480 * 60_000).toISOString().slice(0, 10);
    const recordOf = async (member: TestMember) => envelopeSchema(transactionRecordSchema).parse((await ctx.app.inject({
      method: 'GET', url: `/wps/report/transactionRecord?from=${today}&to=${today}&type=UPLINE_TRANSFER`, headers: { merchant: 'DEMO', authorization: member.token },
    })).json()).value!.list;
    expect(await recordOf(sender.member)).toEqual([expect.objectContaining({
      type: 'UPLINE_TRANSFER', amount: -12.34, balanceAfter: 87.66, subject: { kind: 'transferTo', account: sender.upline.username },
    })]);
    expect(await recordOf(sender.upline)).toEqual([expect.objectContaining({
      type: 'UPLINE_TRANSFER', amount: 12.34, balanceAfter: 12.34, subject: { kind: 'transferFrom', account: sender.member.username },
    })]);
    expect(await ctx.app.services.ledger.check()).toEqual([]);
  });

  it.each([
    ['the merchant flag is off', { merchant: 'ALT' }, 'function.not.available'],
    ['the member has no toUpline flag', { toUpline: false }, 'upline.unavailable'],
    ['the member is of type 2', { type: 2 }, 'upline.unavailable'],
  ])('is refused when %s, changing nothing', async (_case, options, code) => {
    const sender = await family(options);
    expect((await info(sender)).value).toMatchObject({ available: false, upline: null, balance: 100 });
    const before = await ledgerRows();
    expect((await send(sender, '1.00')).body).toMatchObject({ success: false, errorCode: code });
    expect(await ledgerRows()).toBe(before);
    expect(await balanceOf(sender.member, sender.merchant)).toBe(100);
  });

  it('is refused without an upline', async () => {
    const sender = await family();
    await ctx.database.db.update(members).set({ parentId: null }).where(eq(members.id, sender.member.memberId));
    expect((await info(sender)).value!.available).toBe(false);
    expect((await send(sender, '1.00')).body).toMatchObject({ success: false, errorCode: 'upline.unavailable' });
  });

  it('refuses a wrong payment password, an amount above the balance and malformed amounts, changing no balance', async () => {
    const sender = await family();
    const before = await ledgerRows();
    expect((await send(sender, '1.00', { paymentPassword: '147258' })).body).toMatchObject({ success: false, errorCode: 'payment.password.wrong' });
    expect((await send(sender, '100.01')).body).toMatchObject({ success: false, errorCode: 'insufficient.balance' });
    for (const amount of ['0', '0.00', '-1', '1.234', '1e3', ' 1', '']) {
      const refused = await send(sender, amount);
      expect(refused.status, amount).toBe(400);
    }
    expect(await ledgerRows()).toBe(before);
    expect(await balanceOf(sender.member)).toBe(100);
    expect(await balanceOf(sender.upline)).toBe(0);
  });

  it('refuses to move money still under a bonus turnover requirement, so the upline cannot withdraw it instead', async () => {
    const sender = await family({ fundMinor: 1_200_00 });
    await ctx.database.db.transaction((tx) => addTurnoverRequirement(tx, { memberId: sender.member.memberId, requiredMinor: 12_000_00, lockedMinor: 1_200_00, reference: 'bonus:test' }));
    const before = await ledgerRows();
    const refused = await send(sender, '1200.00');
    expect(refused.body).toMatchObject({ success: false, errorCode: 'withdraw.turnover.unmet', value: { withdrawable: 0, locked: 1_200, turnoverRemaining: 12_000 } });
    expect((await send(sender, '0.01')).body).toMatchObject({ success: false, errorCode: 'withdraw.turnover.unmet' });
    expect(await ledgerRows()).toBe(before);
    expect(await balanceOf(sender.member)).toBe(1_200);
    expect(await balanceOf(sender.upline)).toBe(0);
    expect(await ctx.app.services.ledger.check()).toEqual([]);
  });

  it('refuses guests', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/wps/transaction/uplineTransfer', headers: { merchant: 'DEMO' } });
    expect(response.statusCode).toBe(401);
  });
});
