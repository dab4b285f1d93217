import { envelopeSchema, rebateAccruedSchema, rebateClaimResultSchema, rebateReportSchema } from '@m/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  ledgerTransfers, merchants, rebateClaims, rebateRates, rebateSettings, seedSteps, turnoverRequirements,
} from '../../db/schema.ts';
import { applySeedSteps } from '../../db/seed.ts';
import { losingBet } from '../../test/bets.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { fundMember } from '../../test/money.ts';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();

const bet = (member: TestMember, category: string, stakeMinor: number) => losingBet(ctx.database.db, member, category, stakeMinor);

const headers = (member: TestMember, merchant = 'DEMO', language = 'EN') => ({ merchant, authorization: member.token, language });

const accrued = async (member: TestMember, merchant = 'DEMO') =>
  envelopeSchema(rebateAccruedSchema).parse(
    (await ctx.app.inject({ method: 'GET', url: '/wps/member/rebate', headers: headers(member, merchant) })).json(),
  ).value!;

let lastRequest = 0;
const claim = (member: TestMember, options: { requestId?: string; merchant?: string; language?: string; app?: FastifyInstance } = {}) =>
  (options.app ?? ctx.app).inject({
    method: 'POST', url: '/wps/member/rebate/claim', headers: headers(member, options.merchant, options.language),
    payload: { requestId: options.requestId ?? `rebate-claim-${String(++lastRequest).padStart(6, '0')}` },
  });

const report = async (member: TestMember, range = { from: Date.now() - 86_400_000, to: Date.now() + 86_400_000 }) =>
  envelopeSchema(rebateReportSchema).parse(
    (await ctx.app.inject({ method: 'GET', url: `/wps/report/rebate?from=${range.from}&to=${range.to}`, headers: headers(member) })).json(),
  ).value!;

const claimsOf = (member: TestMember) => ctx.database.db.select().from(rebateClaims).where(eq(rebateClaims.memberId, member.memberId));

async function player(fundMinor = 10_000_00, merchantCode = 'DEMO') {
  const member = await createTestMember(ctx.database.db, { merchantCode });
  await fundMember(ctx.database.db, member.memberId, fundMinor);
  return member;
}

describe('accrued rebate', () => {
  it('is nothing before a bet, then the stakes of each category times its rate, and starts again after a claim', async () => {
    const member = await player();
    const before = await accrued(member);
    expect(before).toMatchObject({ turnover: 0, total: 0, minAmount: 1, turnoverMultiple: 1, lastClaimAt: null });
    expect(before.categories.find((line) => line.gameCategory === 'RNG')).toEqual({ gameCategory: 'RNG', turnover: 0, rate: 0.8, amount: 0 });

    await bet(member, 'RNG', 100_00);
    await bet(member, 'RNG', 25_00);
    await bet(member, 'LIVE', 333_33);
    const after = await accrued(member);
    expect(after.categories.find((line) => line.gameCategory === 'RNG')).toEqual({ gameCategory: 'RNG', turnover: 125, rate: 0.8, amount: 1 });
    // 333.33 × 0.50% = 1.66665: rounded down to the centavo.
    expect(after.categories.find((line) => line.gameCategory === 'LIVE')).toEqual({ gameCategory: 'LIVE', turnover: 333.33, rate: 0.5, amount: 1.66 });
    expect(after).toMatchObject({ turnover: 458.33, total: 2.66 });

    const paid = envelopeSchema(rebateClaimResultSchema).parse((await claim(member)).json()).value!;
    expect(paid.claim).toMatchObject({ amount: 2.66, turnover: 458.33 });
    expect(paid.claim.categories.map((line) => line.gameCategory)).toEqual(['RNG', 'LIVE']);
    expect(paid.balance).toBe(10_000 - 458.33 + 2.66);
    expect(await accrued(member)).toMatchObject({ turnover: 0, total: 0, lastClaimAt: paid.claim.periodTo });

    await bet(member, 'RNG', 200_00);
    expect(await accrued(member)).toMatchObject({ turnover: 200, total: 1.6 });
  });

  it('pays one REBATE transfer from the promotion expense, with wagering of its amount, and lists it in the report', async () => {
    const member = await player();
    await bet(member, 'SPORTS', 1_000_00);
    const paid = envelopeSchema(rebateClaimResultSchema).parse((await claim(member)).json()).value!;
    expect(paid.claim.amount).toBe(5);

    const [claimRow] = await claimsOf(member);
    const [transferRow] = await ctx.database.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.id, claimRow!.transferId));
    expect(transferRow).toMatchObject({ type: 'REBATE', amountMinor: 5_00 });
    const requirements = await ctx.database.db.select().from(turnoverRequirements).where(eq(turnoverRequirements.memberId, member.memberId));
    expect(requirements).toMatchObject([{ requiredMinor: 5_00, lockedMinor: 5_00, reference: `rebate-claim:${claimRow!.id}` }]);

    const listed = await report(member);
    expect(listed).toMatchObject({ totalCount: 1, totals: { turnover: 1_000, amount: 5 } });
    expect(listed.list[0]).toEqual(paid.claim);
    const yesterday = await report(member, { from: Date.now() - 2 * 86_400_000, to: Date.now() - 86_400_000 });
    expect(yesterday).toMatchObject({ list: [], totalCount: 0, totals: { turnover: 0, amount: 0 } });
    expect(await ctx.app.services.ledger.check()).toEqual([]);
  });
});

describe('claiming', () => {
  it('refuses below the minimum with a translated error and writes nothing', async () => {
    const member = await player();
    await bet(member, 'LOTT', 100_00);
    const english = (await claim(member)).json();
    expect(english).toMatchObject({ success: false, errorCode: 'rebate.below.minimum', value: { minAmount: 1, amount: 0.2 } });
    expect(english.message).toBe('Your rebate of 0.20 is below the minimum claim of 1.00. Place more bets and try again.');
    const tagalog = (await claim(member, { language: 'TY' })).json();
    expect(tagalog.message).toContain('mas mababa sa minimum');
    expect(await claimsOf(member)).toEqual([]);

    const nothing = await player();
    expect((await claim(nothing)).json()).toMatchObject({ success: false, errorCode: 'rebate.below.minimum', value: { amount: 0 } });
  });

  it('pays once under 50 concurrent claims over two server processes, and a repeated request answers the claim it made', async () => {
    const member = await player();
    await bet(member, 'RNG', 1_000_00);
    // On PostgreSQL the second process has a connection pool of its own; PGlite is one process's database.
    const secondProcess = (await ctx.buildProcess()) ?? ctx.app;
    const answers = await Promise.all(Array.from({ length: 50 }, (_unused, index) => claim(member, { app: index % 2 === 0 ? ctx.app : secondProcess })));
    const bodies = answers.map((answer) => answer.json() as { success: boolean; errorCode?: string });
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(bodies.filter((body) => body.success)).toHaveLength(1);
    expect(bodies.filter((body) => !body.success).every((body) => body.errorCode === 'rebate.below.minimum')).toBe(true);
    const claims = await claimsOf(member);
    expect(claims).toHaveLength(1);

    const again = envelopeSchema(rebateClaimResultSchema).parse((await claim(member, { requestId: claims[0]!.requestId })).json()).value!;
    expect(again.claim).toMatchObject({ id: claims[0]!.id, amount: 8 });
    const repeats = await Promise.all(Array.from({ length: 10 }, () => claim(member, { requestId: 'the-same-press-01' })));
    expect(repeats.every((answer) => answer.json().errorCode === 'rebate.below.minimum')).toBe(true);
    expect(await claimsOf(member)).toHaveLength(1);
    expect(await ctx.app.services.ledger.check()).toEqual([]);
  });

  it("never reaches another member's stakes or claims", async () => {
    const owner = await player();
    const other = await player();
    await bet(owner, 'RNG', 500_00);
    expect(await accrued(other)).toMatchObject({ turnover: 0, total: 0 });
    expect((await claim(other)).json()).toMatchObject({ success: false, errorCode: 'rebate.below.minimum' });
    const paid = (await claim(owner)).json();
    expect(paid).toMatchObject({ success: true, value: { claim: { amount: 4 } } });
    expect((await report(other)).list).toEqual([]);
    const repeatedByOther = (await claim(other, { requestId: (await claimsOf(owner))[0]!.requestId })).json();
    expect(repeatedByOther).toMatchObject({ success: false, errorCode: 'rebate.below.minimum' });
    expect(await claimsOf(other)).toEqual([]);
  });

  it("pays at the merchant's own rates and minimum", async () => {
    const member = await player(10_000_00, 'ALT');
    await bet(member, 'RNG', 500_00);
    expect(await accrued(member, 'ALT')).toMatchObject({ minAmount: 5, turnoverMultiple: 3, total: 3.5 });
    expect((await claim(member, { merchant: 'ALT' })).json()).toMatchObject({ success: false, errorCode: 'rebate.below.minimum', value: { minAmount: 5, amount: 3.5 } });
  });

  it('refuses guests and trial accounts', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/wps/member/rebate', headers: { merchant: 'DEMO' } })).statusCode).toBe(401);
    const trial = await createTestMember(ctx.database.db, { type: 4 });
    expect((await claim(trial)).json()).toMatchObject({ success: false, errorCode: 'trial.rejected' });
  });
});

describe('the seed step', () => {
  it('gives a database seeded before it the rates of both merchants, once', async () => {
    const { db } = ctx.database;
    const [alt] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'ALT'));
    await db.delete(rebateRates).where(eq(rebateRates.merchantId, alt!.id));
    await db.delete(rebateSettings).where(eq(rebateSettings.merchantId, alt!.id));
    await db.delete(seedSteps).where(eq(seedSteps.name, 'manual-rebate-rates'));
    expect(await applySeedSteps(db)).toEqual(['manual-rebate-rates']);
    expect(await applySeedSteps(db)).toEqual([]);
    const rates = await db.select().from(rebateRates).where(eq(rebateRates.merchantId, alt!.id));
    expect(rates.find((rate) => rate.clubLabel === 'VIP0' && rate.gameCategory === 'RNG')!.rateBasisPoints).toBe(70);
    expect(rates.find((rate) => rate.clubLabel === 'VIP3' && rate.gameCategory === 'RNG')!.rateBasisPoints).toBe(100);
  });
});
