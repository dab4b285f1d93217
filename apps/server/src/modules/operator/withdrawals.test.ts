import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operatorActions } from '../../db/schema.ts';
import { createPendingWithdrawal, createTestOperator } from '../../test/operators.ts';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();

const operatorCall = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });

const pendingWithdrawal = (amount: string) => createPendingWithdrawal(ctx.app, ctx.database.db, amount);

const decisionsOf = (withdrawalId: number) =>
  ctx.database.db.select().from(operatorActions).where(and(eq(operatorActions.subjectId, withdrawalId), eq(operatorActions.action, 'withdrawal.approve')));

describe('operator withdrawals', () => {
  it('lists pending withdrawals with whose they are, approves one (paid out, audited once) and rejects another back to the wallet', async () => {
    const operator = await createTestOperator(ctx.database.db);
    const approved = await pendingWithdrawal('2000');
    const rejected = await pendingWithdrawal('3000');
    const { ledger } = ctx.app.services;

    const pending = (await operatorCall('GET', '/ops/api/withdrawals?status=PENDING', operator.token)).json().value as Array<Record<string, unknown>>;
    expect(pending.find((row) => row.id === approved.withdrawalId)).toMatchObject({ merchant: 'DEMO', account: approved.member.username, amount: 2000 });

    expect((await operatorCall('POST', '/ops/api/withdrawals/approve', operator.token, { withdrawalId: approved.withdrawalId })).json())
      .toMatchObject({ success: true, value: { id: approved.withdrawalId, status: 'PAID' } });
    expect((await operatorCall('POST', '/ops/api/withdrawals/approve', operator.token, { withdrawalId: approved.withdrawalId })).json().value.status).toBe('PAID');
    expect(await ledger.walletBalanceMinor(approved.member.memberId)).toBe(8_000_00);
    expect(await ledger.holdBalanceMinor(approved.member.memberId)).toBe(0);
    const approvals = await decisionsOf(approved.withdrawalId);
    expect(approvals).toHaveLength(1);
    expect(approvals[0]).toMatchObject({ operatorId: operator.operatorId, memberId: approved.member.memberId, amountMinor: 2_000_00 });

    const reason = 'The account name does not match the member';
    expect((await operatorCall('POST', '/ops/api/withdrawals/reject', operator.token, { withdrawalId: rejected.withdrawalId, reason })).json())
      .toMatchObject({ success: true, value: { status: 'REJECTED' } });
    expect(await ledger.walletBalanceMinor(rejected.member.memberId)).toBe(10_000_00);
    const [rejection] = await ctx.database.db.select().from(operatorActions)
      .where(and(eq(operatorActions.subjectId, rejected.withdrawalId), eq(operatorActions.action, 'withdrawal.reject')));
    expect(rejection).toMatchObject({ reason, operatorId: operator.operatorId });
    const listed = (await operatorCall('GET', '/ops/api/withdrawals?status=REJECTED', operator.token)).json().value as Array<Record<string, unknown>>;
    expect(listed.find((row) => row.id === rejected.withdrawalId)).toMatchObject({ reason });
    expect((await operatorCall('POST', '/ops/api/withdrawals/approve', operator.token, { withdrawalId: rejected.withdrawalId })).json().errorCode)
      .toBe('withdraw.already.decided');
    expect(await ledger.check()).toEqual([]);
  });

  it('keeps a merchant operator to its own merchant, and refuses a reason too short', async () => {
    const altOperator = await createTestOperator(ctx.database.db, { merchantCode: 'ALT' });
    const { member, withdrawalId } = await pendingWithdrawal('2000');
    const listed = (await operatorCall('GET', '/ops/api/withdrawals', altOperator.token)).json().value as Array<{ merchant: string }>;
    expect(listed.every((row) => row.merchant === 'ALT')).toBe(true);
    expect((await operatorCall('POST', '/ops/api/withdrawals/approve', altOperator.token, { withdrawalId })).json().errorCode).toBe('permission.denied');
    expect((await operatorCall('POST', '/ops/api/withdrawals/approve', altOperator.token, { withdrawalId: 2_000_000_000 })).json().errorCode).toBe('not.found');
    const operator = await createTestOperator(ctx.database.db);
    expect((await operatorCall('POST', '/ops/api/withdrawals/reject', operator.token, { withdrawalId, reason: 'no' })).statusCode).toBe(400);
    expect(await ctx.app.services.ledger.holdBalanceMinor(member.memberId)).toBe(2_000_00);
    expect(await decisionsOf(withdrawalId)).toEqual([]);
  });
});
