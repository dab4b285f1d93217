import { envelopeSchema, teamFundTransferSchema, transactionRecordSchema } from '@m/contract';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ledgerTransfers, members } from '../../db/schema.ts';
import { businessDate } from '../../lib/business-day.ts';
import { injectEncrypted } from '../../test/encrypted.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { fundMember } from '../../test/money.ts';
import { demo, useTestApp } from '../../test/test-app.ts';
import { addTurnoverRequirement } from '../ledger/turnover.ts';

const ctx = useTestApp();
const PAYMENT_PASSWORD = '258147';

async function setPaymentPassword(member: TestMember) {
  const set = await injectEncrypted(ctx.app, {
    method: 'PUT', url: '/wps/member/paymentPassword', headers: { ...demo, authorization: member.token },
    payload: { newPassword: PAYMENT_PASSWORD, confirmNewPassword: PAYMENT_PASSWORD },
  });
  expect(set.json()).toMatchObject({ success: true });
}

/** A funded agent with a payment password; under it a sub-agent with a player, and a direct player. */
async function team(fundMinor = 100_00) {
  const { db } = ctx.database;
  const agent = await createTestMember(db, { type: 1 });
  await fundMember(db, agent.memberId, fundMinor);
  await setPaymentPassword(agent);
  const subAgent = await createTestMember(db, { type: 1, parentId: agent.memberId });
  const deep = await createTestMember(db, { parentId: subAgent.memberId });
  const direct = await createTestMember(db, { parentId: agent.memberId });
  return { agent, subAgent, deep, direct };
}

const balanceOf = async (member: TestMember) =>
  (await ctx.app.inject({ method: 'GET', url: '/wps/wallets/balance', headers: { ...demo, authorization: member.token } })).json().value.sumBalance as number;
const ledgerRows = async () => (await ctx.database.db.select({ rows: count() }).from(ledgerTransfers))[0]!.rows;

let lastRequest = 0;
const newRequestId = () => `fund-request-${String(++lastRequest).padStart(6, '0')}`;
const send = (agent: TestMember, username: string, amount: string, options: { paymentPassword?: string; requestId?: string; app?: FastifyInstance } = {}) =>
  injectEncrypted(options.app ?? ctx.app, {
    method: 'POST', url: '/wps/agent/team/fundTransfer', headers: { ...demo, authorization: agent.token },
    payload: { username, amount, paymentPassword: options.paymentPassword ?? PAYMENT_PASSWORD, requestId: options.requestId ?? newRequestId() },
  }).then((response) => {
    const body = response.json() as { success: boolean };
    return { status: response.statusCode, body: body.success ? envelopeSchema(teamFundTransferSchema).parse(body) : body };
  });

describe('fund transfer to a downline', () => {
  it('moves the amount from the agent\'s wallet to a member at any level of its team, in both members\' records', async () => {
    const { agent, deep, direct } = await team();
    const first = await send(agent, deep.username.toUpperCase(), '12.34');
    expect(first.body).toMatchObject({ success: true, value: { balance: 87.66 } });
    expect((await send(agent, direct.username, '0.66')).body).toMatchObject({ success: true, value: { balance: 87 } });
    expect([await balanceOf(agent), await balanceOf(deep), await balanceOf(direct)]).toEqual([87, 12.34, 0.66]);

    const today = businessDate(new Date());
    const recordOf = async (member: TestMember) => envelopeSchema(transactionRecordSchema).parse((await ctx.app.inject({
      method: 'GET', url: `/wps/report/transactionRecord?from=${today}&to=${today}&utcOffset=480&type=AGENT_FUND_TRANSFER`, headers: { ...demo, authorization: member.token },
    })).json()).value!.list;
    expect(await recordOf(agent)).toEqual([
      expect.objectContaining({ type: 'AGENT_FUND_TRANSFER', amount: -0.66, balanceAfter: 87, subject: { kind: 'transferTo', account: direct.username } }),
      expect.objectContaining({ type: 'AGENT_FUND_TRANSFER', amount: -12.34, balanceAfter: 87.66, subject: { kind: 'transferTo', account: deep.username } }),
    ]);
    expect(await recordOf(deep)).toEqual([expect.objectContaining({
      type: 'AGENT_FUND_TRANSFER', amount: 12.34, balanceAfter: 12.34, subject: { kind: 'transferFrom', account: agent.username },
    })]);
    expect(await ctx.app.services.ledger.check()).toEqual([]);
  });

  /**
   * Entries sent at once may meet the payment password guard's lock taken by the entries still
   * being checked (modules/secret-guard): those answer `payment.password.locked`, the others the one transfer.
   */
  const expectPaidOnce = async (answers: Array<{ body: unknown }>, before: number) => {
    const paid = answers.filter((answer) => (answer.body as { success: boolean }).success);
    expect(paid.length).toBeGreaterThan(0);
    expect(new Set(paid.map((answer) => (answer.body as { value: { transferId: number } }).value.transferId)).size).toBe(1);
    const refusals = answers.filter((answer) => !(answer.body as { success: boolean }).success);
    expect(new Set(refusals.map((answer) => (answer.body as { errorCode: string }).errorCode))).toEqual(new Set(refusals.length ? ['payment.password.locked'] : []));
    expect(await ledgerRows()).toBe(before + 1);
  };

  it('pays once for 50 concurrent submits of one request id', async () => {
    const { agent, direct } = await team();
    const requestId = newRequestId();
    const before = await ledgerRows();
    const answers = await Promise.all(Array.from({ length: 50 }, () => send(agent, direct.username, '10.00', { requestId })));
    await expectPaidOnce(answers, before);
    expect([await balanceOf(agent), await balanceOf(direct)]).toEqual([90, 10]);
    // The right entries lifted the lock: the agent goes on.
    expect((await send(agent, direct.username, '1.00')).body).toMatchObject({ success: true, value: { balance: 89 } });
  });

  it('pays once when two server processes take the same request id (PostgreSQL only)', async () => {
    const second = await ctx.buildProcess();
    if (!second) return;
    const { agent, direct } = await team();
    const requestId = newRequestId();
    const before = await ledgerRows();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => send(agent, direct.username, '10.00', { requestId, app: index % 2 ? second : ctx.app })));
    await expectPaidOnce(answers, before);
    expect([await balanceOf(agent), await balanceOf(direct)]).toEqual([90, 10]);
    // Different request ids from both processes, one after another on each, never take the wallet below zero.
    const spendAll = async (app: FastifyInstance) => {
      for (let index = 0; index < 6; index++) await send(agent, direct.username, '10.00', { app });
    };
    await Promise.all([spendAll(ctx.app), spendAll(second)]);
    expect([await balanceOf(agent), await balanceOf(direct)]).toEqual([0, 100]);
    expect(await ctx.app.services.ledger.check()).toEqual([]);
  });

  it('counts a wrong payment password in the guard, and refuses an amount over the balance or the withdrawable, changing nothing', async () => {
    const { agent, direct } = await team(1_200_00);
    const before = await ledgerRows();
    const wrong = await send(agent, direct.username, '1.00', { paymentPassword: '147258' });
    const again = await send(agent, direct.username, '1.00', { paymentPassword: '147258' });
    expect(wrong.body).toMatchObject({ success: false, errorCode: 'payment.password.wrong' });
    const remaining = (body: unknown) => (body as { value: { remainingAttempts: number } }).value.remainingAttempts;
    expect(remaining(again.body)).toBe(remaining(wrong.body) - 1);
    expect((await send(agent, direct.username, '1200.01')).body).toMatchObject({ success: false, errorCode: 'insufficient.balance' });

    await ctx.database.db.transaction((tx) => addTurnoverRequirement(tx, { memberId: agent.memberId, requiredMinor: 12_000_00, lockedMinor: 1_000_00, reference: 'bonus:test' }));
    expect((await send(agent, direct.username, '200.01')).body).toMatchObject({
      success: false, errorCode: 'withdraw.turnover.unmet', value: { withdrawable: 200, locked: 1_000 },
    });
    for (const amount of ['0', '-1', '1.234', '']) expect((await send(agent, direct.username, amount)).status, amount).toBe(400);
    expect(await ledgerRows()).toBe(before);
    expect((await send(agent, direct.username, '200.00')).body).toMatchObject({ success: true, value: { balance: 1_000 } });
  });

  it('never reaches another agent\'s member, its own upline, a disabled member or no one: not.found, nothing moves', async () => {
    const mine = await team();
    const theirs = await team();
    const before = await ledgerRows();
    for (const [caller, username] of [
      [mine.agent, theirs.direct.username], [mine.agent, theirs.deep.username], [mine.agent, mine.agent.username],
      [mine.agent, 'nobody-at-all'], [mine.subAgent, mine.agent.username], [mine.subAgent, mine.direct.username],
    ] as const) {
      expect((await send(caller, username, '1.00')).body, username).toMatchObject({ success: false, errorCode: 'not.found' });
    }
    await ctx.database.db.update(members).set({ status: 'DISABLED' }).where(eq(members.id, mine.direct.memberId));
    expect((await send(mine.agent, mine.direct.username, '1.00')).body).toMatchObject({ success: false, errorCode: 'not.found' });
    expect(await ledgerRows()).toBe(before);
    expect([await balanceOf(mine.agent), await balanceOf(theirs.agent)]).toEqual([100, 100]);
  });

  it('refuses players and guests', async () => {
    const { deep, direct } = await team();
    expect((await send(deep, direct.username, '1.00')).body).toMatchObject({ success: false, errorCode: 'permission.denied' });
    const guest = await ctx.app.inject({ method: 'POST', url: '/wps/agent/team/fundTransfer', headers: demo, payload: {} });
    expect(guest.statusCode).toBeGreaterThanOrEqual(400);
    expect(guest.statusCode).toBeLessThan(500);
  });
});
