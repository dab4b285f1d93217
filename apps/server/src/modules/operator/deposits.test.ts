import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operatorActions } from '../../db/schema.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { createTestOperator } from '../../test/operators.ts';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();

const operatorCall = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });

/** A manual bank transfer the member says they made, awaiting the operator. */
async function manualDeposit(member: TestMember, amount: string, merchant = 'DEMO'): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST', url: '/wps/transaction/deposit/mt', headers: { merchant, authorization: member.token },
    payload: { requestId: randomUUID(), providerCode: 'BDO', amount, reference: `REF-${randomUUID().slice(0, 8)}` },
  });
  const body = response.json();
  if (!body.success) throw new Error(`The manual deposit was refused: ${body.errorCode}`);
  return body.value.orderId as string;
}

const decisionsBy = (operatorId: number) =>
  ctx.database.db.select().from(operatorActions).where(and(eq(operatorActions.operatorId, operatorId), eq(operatorActions.action, 'deposit.confirm')));

describe('operator deposits', () => {
  it('lists pending manual deposits, confirms one (credited once, audited once) and rejects another with its reason', async () => {
    const operator = await createTestOperator(ctx.database.db);
    const member = await createTestMember(ctx.database.db);
    const first = await manualDeposit(member, '500');
    const second = await manualDeposit(member, '700');

    const pending = (await operatorCall('GET', '/ops/api/deposits?status=PENDING', operator.token)).json().value as Array<Record<string, unknown>>;
    expect(pending.find((order) => order.orderId === first)).toMatchObject({ merchant: 'DEMO', account: member.username, channel: 'mt', status: 'AWAITING_PAYMENT', amount: 500 });

    const confirmed = (await operatorCall('POST', '/ops/api/deposits/confirm', operator.token, { orderId: first })).json();
    expect(confirmed).toMatchObject({ success: true, value: { orderId: first, status: 'PAID' } });
    expect((await operatorCall('POST', '/ops/api/deposits/confirm', operator.token, { orderId: first })).json().value.status).toBe('PAID');
    expect(await ctx.app.services.ledger.walletBalanceMinor(member.memberId)).toBeGreaterThanOrEqual(500_00);
    const confirmations = await decisionsBy(operator.operatorId);
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]).toMatchObject({ memberId: member.memberId, amountMinor: 500_00, details: { orderId: first, from: 'AWAITING_PAYMENT', to: 'PAID' } });

    const reason = 'No transfer with this reference arrived';
    const rejected = (await operatorCall('POST', '/ops/api/deposits/reject', operator.token, { orderId: second, reason })).json();
    expect(rejected).toMatchObject({ success: true, value: { orderId: second, status: 'REJECTED' } });
    const [rejection] = await ctx.database.db.select().from(operatorActions)
      .where(and(eq(operatorActions.action, 'deposit.reject'), eq(operatorActions.operatorId, operator.operatorId)));
    expect(rejection).toMatchObject({ reason, details: { orderId: second } });
    expect((await operatorCall('POST', '/ops/api/deposits/confirm', operator.token, { orderId: second })).json().errorCode).toBe('deposit.order.closed');
    expect(await ctx.app.services.ledger.check()).toEqual([]);
  });

  it('does not credit a manual transfer that a deposit limit lowered meanwhile no longer leaves room for: the order is refunded', async () => {
    const operator = await createTestOperator(ctx.database.db);
    const member = await createTestMember(ctx.database.db);
    const orderId = await manualDeposit(member, '500');
    const lowered = await ctx.app.inject({ method: 'PUT', url: '/wps/member/depositLimits', headers: { merchant: 'DEMO', authorization: member.token }, payload: { daily: '300' } });
    expect(lowered.json()).toMatchObject({ success: true, value: { daily: { limit: 300 } } });

    const confirmed = (await operatorCall('POST', '/ops/api/deposits/confirm', operator.token, { orderId })).json();
    expect(confirmed).toMatchObject({ success: true, value: { orderId, status: 'REFUNDED' } });
    expect(await ctx.app.services.ledger.walletBalanceMinor(member.memberId)).toBe(0);
    expect(await decisionsBy(operator.operatorId)).toEqual([expect.objectContaining({ details: { orderId, from: 'AWAITING_PAYMENT', to: 'REFUNDED' } })]);
    expect(await ctx.app.services.ledger.check()).toEqual([]);
  });

  it('keeps a merchant operator to its own merchant\'s orders', async () => {
    const altOperator = await createTestOperator(ctx.database.db, { merchantCode: 'ALT' });
    const member = await createTestMember(ctx.database.db);
    const orderId = await manualDeposit(member, '500');
    const listed = (await operatorCall('GET', '/ops/api/deposits', altOperator.token)).json().value as Array<{ merchant: string }>;
    expect(listed.every((order) => order.merchant === 'ALT')).toBe(true);
    const refused = (await operatorCall('POST', '/ops/api/deposits/confirm', altOperator.token, { orderId })).json();
    expect(refused).toMatchObject({ success: false, errorCode: 'permission.denied' });
    expect(await ctx.app.services.ledger.walletBalanceMinor(member.memberId)).toBe(0);
    expect(await decisionsBy(altOperator.operatorId)).toEqual([]);
    expect((await operatorCall('POST', '/ops/api/deposits/confirm', altOperator.token, { orderId: 'D00000000000' })).json().errorCode).toBe('not.found');
  });
});
