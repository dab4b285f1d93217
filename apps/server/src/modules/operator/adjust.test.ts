import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operatorActions } from '../../db/schema.ts';
import { merchantOfMember, transfer } from '../ledger/service.ts';
import { createTestMember } from '../../test/members.ts';
import { createTestOperator } from '../../test/operators.ts';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();

const requestId = () => randomBytes(9).toString('base64url');
const adjust = (token: string, body: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/ops/api/balance/adjust', headers: { authorization: token }, payload: body });
const walletMinor = (memberId: number) => ctx.app.services.ledger.walletBalanceMinor(memberId);
const auditOf = (id: string) => ctx.database.db.select().from(operatorActions).where(eq(operatorActions.requestId, id));

describe('balance adjustment', () => {
  it('credits and debits the wallet by ledger transfers, each audited with who, what and why', async () => {
    const operator = await createTestOperator(ctx.database.db);
    const member = await createTestMember(ctx.database.db);
    const credit = { merchant: 'DEMO', account: member.username, direction: 'credit', amount: '120.50', reason: 'Goodwill credit', requestId: requestId() };
    const credited = (await adjust(operator.token, credit)).json();
    expect(credited).toMatchObject({ success: true, value: { repeated: false, amount: 120.5, balance: 120.5, direction: 'credit' } });
    expect(await walletMinor(member.memberId)).toBe(12_050);
    const [audit] = await auditOf(credit.requestId);
    expect(audit).toMatchObject({ operatorId: operator.operatorId, action: 'balance.adjust', memberId: member.memberId, amountMinor: 12_050, reason: 'Goodwill credit' });
    expect(audit!.subjectId).toBe(credited.value.transferId);

    const debit = { ...credit, direction: 'debit', amount: '20', requestId: requestId() };
    expect((await adjust(operator.token, debit)).json().value).toMatchObject({ balance: 100.5 });
    expect(await walletMinor(member.memberId)).toBe(10_050);
    expect(await ctx.app.services.ledger.check()).toEqual([]);
  });

  it('refuses a debit below zero and changes nothing', async () => {
    const operator = await createTestOperator(ctx.database.db);
    const member = await createTestMember(ctx.database.db);
    const body = { merchant: 'DEMO', account: member.username, direction: 'debit', amount: '0.01', reason: 'Chargeback', requestId: requestId() };
    const response = (await adjust(operator.token, body)).json();
    expect(response).toMatchObject({ success: false, errorCode: 'insufficient.balance' });
    expect(await walletMinor(member.memberId)).toBe(0);
    expect(await auditOf(body.requestId)).toEqual([]);
  });

  it('answers a repeated request id with the first adjustment, and refuses the id for another one', async () => {
    const operator = await createTestOperator(ctx.database.db);
    const member = await createTestMember(ctx.database.db);
    const body = { merchant: 'DEMO', account: member.username, direction: 'credit', amount: '5', reason: 'Promotion fix', requestId: requestId() };
    const first = (await adjust(operator.token, body)).json().value;
    const again = (await adjust(operator.token, body)).json().value;
    expect(again).toMatchObject({ repeated: true, transferId: first.transferId });
    expect(await walletMinor(member.memberId)).toBe(500);
    expect(await auditOf(body.requestId)).toHaveLength(1);
    expect((await adjust(operator.token, { ...body, amount: '6' })).json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
    expect(await walletMinor(member.memberId)).toBe(500);
  });

  it("keeps request ids per operator: another operator's id is neither revealed nor answered, whatever the merchant", async () => {
    const demoOperator = await createTestOperator(ctx.database.db, { merchantCode: 'DEMO' });
    const altOperator = await createTestOperator(ctx.database.db, { merchantCode: 'ALT' });
    const otherDemoOperator = await createTestOperator(ctx.database.db, { merchantCode: 'DEMO' });
    const demoMember = await createTestMember(ctx.database.db);
    const altMember = await createTestMember(ctx.database.db, { merchantCode: 'ALT' });
    const shared = requestId();
    const demoAdjustment = (await adjust(demoOperator.token, {
      merchant: 'DEMO', account: demoMember.username, direction: 'credit', amount: '7', reason: 'Goodwill credit', requestId: shared,
    })).json();
    expect(demoAdjustment).toMatchObject({ success: true, value: { repeated: false } });

    const altAdjustment = (await adjust(altOperator.token, {
      merchant: 'ALT', account: altMember.username, direction: 'credit', amount: '3', reason: 'Goodwill credit', requestId: shared,
    })).json();
    expect(altAdjustment).toMatchObject({ success: true, value: { repeated: false, merchant: 'ALT', balance: 3 } });
    expect(altAdjustment.value.transferId).not.toBe(demoAdjustment.value.transferId);
    const sameAsDemo = (await adjust(otherDemoOperator.token, {
      merchant: 'DEMO', account: demoMember.username, direction: 'credit', amount: '7', reason: 'Goodwill credit', requestId: shared,
    })).json();
    expect(sameAsDemo).toMatchObject({ success: true, value: { repeated: false, balance: 14 } });

    expect([await walletMinor(demoMember.memberId), await walletMinor(altMember.memberId)]).toEqual([1_400, 300]);
    expect(await auditOf(shared)).toHaveLength(3);
    expect(await ctx.app.services.ledger.check()).toEqual([]);
  });

  it('answers a retry of an adjustment made when request ids were global, moving no money again', async () => {
    const operator = await createTestOperator(ctx.database.db);
    const member = await createTestMember(ctx.database.db);
    const body = { merchant: 'DEMO', account: member.username, direction: 'credit', amount: '5', reason: 'Before the upgrade', requestId: requestId() };
    const earlier = await ctx.database.db.transaction(async (tx) => {
      const merchantId = await merchantOfMember(tx, member.memberId);
      const made = await transfer(tx, {
        type: 'ADJUST', from: { kind: 'operator-adjustment', merchantId }, to: { kind: 'member-wallet', memberId: member.memberId },
        amountMinor: 500, idempotencyKey: `operator-adjustment:${body.requestId}`, reference: `operator:${operator.operatorId}`, memo: body.reason,
      });
      await tx.insert(operatorActions).values({
        operatorId: operator.operatorId, action: 'balance.adjust', merchantId, memberId: member.memberId, subjectId: made.transferId,
        amountMinor: 500, reason: body.reason, requestId: body.requestId, details: { direction: 'credit' },
      });
      return made.transferId;
    });
    expect((await adjust(operator.token, body)).json().value).toMatchObject({ repeated: true, transferId: earlier, balance: 5 });
    expect(await walletMinor(member.memberId)).toBe(500);
  });

  it('keeps a merchant operator to its merchant and refuses unknown members and zero amounts', async () => {
    const altOperator = await createTestOperator(ctx.database.db, { merchantCode: 'ALT' });
    const member = await createTestMember(ctx.database.db);
    const body = { merchant: 'DEMO', account: member.username, direction: 'credit', amount: '5', reason: 'Not mine to do', requestId: requestId() };
    expect((await adjust(altOperator.token, body)).json()).toMatchObject({ success: false, errorCode: 'permission.denied' });
    const operator = await createTestOperator(ctx.database.db);
    expect((await adjust(operator.token, { ...body, account: 'nobody-at-all' })).json().errorCode).toBe('user.not.exist');
    expect((await adjust(operator.token, { ...body, amount: '0.00' })).statusCode).toBe(400);
    expect((await adjust(operator.token, { ...body, amount: '1.005' })).statusCode).toBe(400);
    expect(await walletMinor(member.memberId)).toBe(0);
  });
});
