import { envelopeSchema, operatorRebateRatesSchema, rebateAccruedSchema, rebateClaimResultSchema } from '@m/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members, merchants, operatorActions, rebateRates, rebateSettings } from '../../db/schema.ts';
import { losingBet } from '../../test/bets.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { fundMember } from '../../test/money.ts';
import { createTestOperator, type TestOperator } from '../../test/operators.ts';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();

const operatorCall = (method: 'GET' | 'POST', url: string, operator: TestOperator, payload?: object) =>
  ctx.app.inject({ method, url, headers: { authorization: operator.token }, ...(payload ? { payload } : {}) })
    .then((response) => ({ status: response.statusCode, body: response.json() as { success: boolean; errorCode?: string; value?: unknown } }));
const rates = (answer: { body: unknown }) => envelopeSchema(operatorRebateRatesSchema).parse(answer.body).value!;
const rateOf = (answer: ReturnType<typeof rates>, clubLabel: string, gameCategory: string) =>
  answer.rates.find((rate) => rate.clubLabel === clubLabel && rate.gameCategory === gameCategory);

const memberHeaders = (member: TestMember) => ({ merchant: 'DEMO', authorization: member.token });
const accrued = async (member: TestMember) =>
  envelopeSchema(rebateAccruedSchema).parse((await ctx.app.inject({ method: 'GET', url: '/wps/member/rebate', headers: memberHeaders(member) })).json()).value!;

const rebateAudits = () => ctx.database.db.select().from(operatorActions).where(eq(operatorActions.action, 'rebate.rate')).orderBy(operatorActions.id);
const rateRows = async () => (await ctx.database.db.select({ rows: count() }).from(rebateRates))[0]!.rows;

async function player(clubLabel = 'VIP0') {
  const member = await createTestMember(ctx.database.db);
  await fundMember(ctx.database.db, member.memberId, 10_000_00);
  await ctx.database.db.update(members).set({ clubLabel }).where(eq(members.id, member.memberId));
  return member;
}

describe('operator rebate rates', () => {
  it('lists the rates in force, and a new rate pays only the stakes made after it, audited with before and after', async () => {
    const operator = await createTestOperator(ctx.database.db);
    const listed = rates(await operatorCall('GET', '/ops/api/rebates/rates?merchant=DEMO', operator));
    expect(listed).toMatchObject({ merchant: 'DEMO', minClaim: 1, turnoverMultiple: 1 });
    expect(rateOf(listed, 'VIP0', 'RNG')).toMatchObject({ rateBasisPoints: 80, effectiveFrom: '1970-01-01T00:00:00.000Z' });
    expect(rateOf(listed, 'VIP3', 'RNG')).toMatchObject({ rateBasisPoints: 110 });

    const member = await player();
    await losingBet(ctx.database.db, member, 'RNG', 1_000_00);
    expect(await accrued(member)).toMatchObject({ total: 8 });

    const changed = rates(await operatorCall('POST', '/ops/api/rebates/rates', operator, { merchant: 'DEMO', gameCategory: 'RNG', rateBasisPoints: 200, reason: 'Slots week' }));
    expect(rateOf(changed, 'VIP0', 'RNG')!.rateBasisPoints).toBe(200);
    expect(Date.parse(rateOf(changed, 'VIP0', 'RNG')!.effectiveFrom)).toBeGreaterThan(Date.now() - 60_000);
    expect(await accrued(member)).toMatchObject({ total: 8 });

    await losingBet(ctx.database.db, member, 'RNG', 1_000_00);
    const both = await accrued(member);
    // 1,000 at 0.80% before the change and 1,000 at 2.00% after: 28.00 on 2,000, 1.40% together.
    expect(both.categories.find((line) => line.gameCategory === 'RNG')).toEqual({ gameCategory: 'RNG', turnover: 2_000, rate: 1.4, amount: 28 });
    const paid = envelopeSchema(rebateClaimResultSchema).parse((await ctx.app.inject({
      method: 'POST', url: '/wps/member/rebate/claim', headers: memberHeaders(member), payload: { requestId: 'operator-rate-claim-1' },
    })).json()).value!;
    expect(paid.claim.amount).toBe(28);

    const fresh = await player();
    await losingBet(ctx.database.db, fresh, 'RNG', 100_00);
    expect((await accrued(fresh)).categories.find((line) => line.gameCategory === 'RNG')).toMatchObject({ rate: 2, amount: 2 });

    expect(await rebateAudits()).toMatchObject([{
      operatorId: operator.operatorId, reason: 'Slots week',
      details: { clubLabel: 'VIP0', gameCategory: 'RNG', before: { rateBasisPoints: 80 }, after: { rateBasisPoints: 200 } },
    }]);
    expect(await ctx.app.services.ledger.check()).toEqual([]);
  });

  it('gives a club level its own rate (the base level\'s applies before it), sets the least claim, and writes nothing when nothing changes', async () => {
    const operator = await createTestOperator(ctx.database.db);
    const member = await player('VIP1');
    await losingBet(ctx.database.db, member, 'LIVE', 1_000_00);
    expect((await accrued(member)).categories.find((line) => line.gameCategory === 'LIVE')).toMatchObject({ rate: 0.6, amount: 6 });
    await operatorCall('POST', '/ops/api/rebates/rates', operator, { merchant: 'DEMO', clubLabel: 'VIP1', gameCategory: 'LIVE', rateBasisPoints: 0 });
    await losingBet(ctx.database.db, member, 'LIVE', 1_000_00);
    expect((await accrued(member)).categories.find((line) => line.gameCategory === 'LIVE')).toMatchObject({ turnover: 2_000, amount: 6 });

    const audits = (await rebateAudits()).length;
    const minClaim = rates(await operatorCall('POST', '/ops/api/rebates/rates', operator, { merchant: 'DEMO', minClaim: '2.50' }));
    expect(minClaim.minClaim).toBe(2.5);
    expect((await rebateAudits()).at(-1)).toMatchObject({ details: { before: { minClaimMinor: 1_00 }, after: { minClaimMinor: 2_50 } } });
    rates(await operatorCall('POST', '/ops/api/rebates/rates', operator, { merchant: 'DEMO', minClaim: '2.50', clubLabel: 'VIP1', gameCategory: 'LIVE', rateBasisPoints: 0 }));
    expect(await rebateAudits()).toHaveLength(audits + 1);
  });

  it('refuses bad input, another merchant\'s operator and a merchant without rebates, changing nothing', async () => {
    const operator = await createTestOperator(ctx.database.db);
    const before = { rows: await rateRows(), audits: (await rebateAudits()).length };
    for (const bad of [
      { gameCategory: 'RNG', rateBasisPoints: 1_001 }, { gameCategory: 'RNG', rateBasisPoints: -1 }, { gameCategory: 'RNG', rateBasisPoints: 1.5 },
      { gameCategory: 'RNG', rateBasisPoints: '80' }, { gameCategory: 'POKER', rateBasisPoints: 80 }, { rateBasisPoints: 80 }, { gameCategory: 'RNG' }, {},
      { minClaim: '0' }, { minClaim: '1.001' }, { clubLabel: 'GOLD', gameCategory: 'RNG', rateBasisPoints: 80 }, { minClaim: '2.00', reason: 'x' },
      { minClaim: '2.00', extra: true },
    ]) expect((await operatorCall('POST', '/ops/api/rebates/rates', operator, { merchant: 'DEMO', ...bad })).status, JSON.stringify(bad)).toBe(400);
    expect((await operatorCall('GET', '/ops/api/rebates/rates?merchant=DEMO&x=1', operator)).status).toBe(400);

    const altOperator = await createTestOperator(ctx.database.db, { merchantCode: 'ALT' });
    expect((await operatorCall('POST', '/ops/api/rebates/rates', altOperator, { merchant: 'DEMO', gameCategory: 'RNG', rateBasisPoints: 500 })).body)
      .toMatchObject({ success: false, errorCode: 'permission.denied' });
    expect((await operatorCall('GET', '/ops/api/rebates/rates?merchant=DEMO', altOperator)).body).toMatchObject({ errorCode: 'permission.denied' });
    expect(rates(await operatorCall('GET', '/ops/api/rebates/rates?merchant=ALT', altOperator)).merchant).toBe('ALT');
    expect((await ctx.app.inject({ method: 'GET', url: '/ops/api/rebates/rates?merchant=DEMO' })).statusCode).toBe(401);

    const [alt] = await ctx.database.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'ALT'));
    await ctx.database.db.delete(rebateSettings).where(eq(rebateSettings.merchantId, alt!.id));
    expect((await operatorCall('GET', '/ops/api/rebates/rates?merchant=ALT', altOperator)).body).toMatchObject({ errorCode: 'function.not.available' });
    expect((await operatorCall('POST', '/ops/api/rebates/rates', altOperator, { merchant: 'ALT', gameCategory: 'RNG', rateBasisPoints: 90 })).body)
      .toMatchObject({ errorCode: 'function.not.available' });
    expect({ rows: await rateRows(), audits: (await rebateAudits()).length }).toEqual(before);
  });
});
