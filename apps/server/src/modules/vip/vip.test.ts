import { randomUUID } from 'node:crypto';
import { envelopeSchema, vipLevelsSchema, vipStateSchema } from '@m/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { depositOrders, ledgerTransfers, memberMessages, members, merchants, operatorActions, turnoverRequirements, vipBonusPayments, vipUpgrades } from '../../db/schema.ts';
import { gameOfCategory, LOSING_OUTCOME } from '../../test/bets.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { fundMember } from '../../test/money.ts';
import { createTestOperator } from '../../test/operators.ts';
import { useTestApp } from '../../test/test-app.ts';
import { settleSpin } from '../games/service.ts';
import { checkLedger, lockMemberWallet } from '../ledger/service.ts';

/** The job runner's clock, moved by the periodic bonuses' test (only that job runs in this file). */
let clock = Date.now();
const ctx = useTestApp({ jobRunner: { now: () => clock, only: ['vip.periodic-bonuses'] } });
const db = () => ctx.database.db;

const stateOf = async (member: TestMember) => {
  const response = await ctx.app.inject({ method: 'GET', url: '/wps/member/vip', headers: { merchant: 'DEMO', authorization: member.token } });
  return envelopeSchema(vipStateSchema).parse(response.json()).value!;
};
const clubLabelOf = async (member: TestMember) =>
  (await db().select({ clubLabel: members.clubLabel }).from(members).where(eq(members.id, member.memberId)))[0]!.clubLabel;
const upgradeBonuses = (member: TestMember) =>
  db().select().from(ledgerTransfers).where(and(eq(ledgerTransfers.type, 'BONUS'), eq(ledgerTransfers.reference, `vip-upgrade:${member.memberId}:1`)));
const balanceOf = (member: TestMember) => db().transaction((tx) => lockMemberWallet(tx, member.memberId));

/** A credited deposit of the member (as the deposit service leaves it), then the promotion a credit runs. */
async function creditedDeposit(member: TestMember, amountMinor: number) {
  const [merchant] = await db().select().from(merchants).where(eq(merchants.code, 'DEMO'));
  await db().insert(depositOrders).values({
    orderNo: `DVIP${randomUUID().slice(0, 8)}`, merchantId: merchant!.id, memberId: member.memberId, requestId: randomUUID(), channel: 'pg',
    providerCode: 'GCASH', providerName: 'GCash', status: 'PAID', amountMinor, feeMinor: 0, creditMinor: amountMinor, createdAt: new Date(), paidAt: new Date(),
  });
  await ctx.app.services.vip.promote(member.memberId);
}

/** A settled losing bet as a spin makes it, with the promotion that follows it, on `app`. */
async function bet(app: FastifyInstance, member: TestMember, stakeMinor: number) {
  await settleSpin(db(), {
    memberId: member.memberId, gameId: await gameOfCategory(db(), 'RNG'), stakeMinor, idempotencyKey: randomUUID(), winMinor: 0, outcome: LOSING_OUTCOME,
  });
  await app.services.vip.promote(member.memberId);
}

describe('the VIP levels', () => {
  it('lists VIP0–VIP10 with growing requirements and benefits, and the rebate rates of each level', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/wps/member/vip/levels', headers: { merchant: 'DEMO' } });
    const { windowDays, levels } = envelopeSchema(vipLevelsSchema).parse(response.json()).value!;
    expect(windowDays).toBe(30);
    expect(levels.map((level) => level.label)).toEqual(Array.from({ length: 11 }, (_unused, index) => `VIP${index}`));
    expect(levels[0]).toMatchObject({ turnover: 0, deposit: 0, upgradeBonus: 0, dailyWithdrawCount: 5 });
    expect(levels[1]).toMatchObject({ turnover: 1000, deposit: 200, upgradeBonus: 18 });
    for (let index = 1; index < levels.length; index++) {
      expect(levels[index]!.turnover).toBeGreaterThan(levels[index - 1]!.turnover);
      expect(levels[index]!.upgradeBonus).toBeGreaterThan(levels[index - 1]!.upgradeBonus);
    }
    expect(levels[0]!.rebateRates.find((rate) => rate.gameCategory === 'RNG')!.rate).toBe(0.8);
    expect(levels[10]!.rebateRates.find((rate) => rate.gameCategory === 'RNG')!.rate).toBe(1.8);
  });
});

describe('progress and upgrades', () => {
  it('moves with bets and deposits, and reaching a level pays its upgrade bonus once with its wagering and a message', async () => {
    const member = await createTestMember(db());
    await fundMember(db(), member.memberId, 5_000_00);
    expect(await stateOf(member)).toMatchObject({ level: { label: 'VIP0' }, turnover: 0, deposit: 0, next: { label: 'VIP1', turnover: 1000, deposit: 200, upgradeBonus: 18 } });

    await bet(ctx.app, member, 600_00);
    expect(await stateOf(member)).toMatchObject({ level: { label: 'VIP0' }, turnover: 600 });
    await creditedDeposit(member, 200_00);
    expect(await clubLabelOf(member)).toBe('VIP0');
    const before = await balanceOf(member);
    await bet(ctx.app, member, 400_00);

    expect(await stateOf(member)).toMatchObject({ level: { ordinal: 1, label: 'VIP1' }, turnover: 1000, deposit: 200, next: { label: 'VIP2' } });
    expect(await clubLabelOf(member)).toBe('VIP1');
    expect(await balanceOf(member)).toBe(before - 400_00 + 18_00);
    expect(await upgradeBonuses(member)).toHaveLength(1);
    const [requirement] = await db().select().from(turnoverRequirements).where(eq(turnoverRequirements.reference, `vip-upgrade:${member.memberId}:1`));
    expect(requirement).toMatchObject({ requiredMinor: 18_00, lockedMinor: 18_00 });
    const messages = await db().select().from(memberMessages).where(and(eq(memberMessages.memberId, member.memberId), eq(memberMessages.kind, 'VIP_UPGRADE')));
    expect(messages.map((message) => message.params)).toEqual([{ amountMinor: 18_00, level: 'VIP1' }]);

    await bet(ctx.app, member, 100_00);
    expect(await upgradeBonuses(member)).toHaveLength(1);
    const info = await ctx.app.inject({ method: 'GET', url: '/wps/member/info', headers: { merchant: 'DEMO', authorization: member.token } });
    expect(JSON.stringify(info.json())).toContain('"clubLabel":"VIP1"');
    expect(await checkLedger(db())).toEqual([]);
  });

  it('pays every level passed at once, each once', async () => {
    const member = await createTestMember(db());
    await fundMember(db(), member.memberId, 30_000_00);
    await creditedDeposit(member, 3_000_00);
    const before = await balanceOf(member);
    await bet(ctx.app, member, 20_000_00);
    expect(await clubLabelOf(member)).toBe('VIP3');
    expect(await balanceOf(member)).toBe(before - 20_000_00 + (18 + 58 + 188) * 100);
    expect((await db().select().from(vipUpgrades).where(eq(vipUpgrades.memberId, member.memberId))).map((row) => row.ordinal).sort()).toEqual([1, 2, 3]);
  });

  it('pays an upgrade bonus once when 50 bets cross the threshold together, on two server processes', async () => {
    const member = await createTestMember(db());
    await fundMember(db(), member.memberId, 2_000_00);
    await creditedDeposit(member, 200_00);
    await bet(ctx.app, member, 990_00);
    const processes = [ctx.app, (await ctx.buildProcess()) ?? ctx.app];
    await Promise.all(processes.map((process) => process.ready()));
    const before = await balanceOf(member);
    await Promise.all(Array.from({ length: 50 }, (_unused, index) => bet(processes[index % 2]!, member, 1_00)));
    expect(await clubLabelOf(member)).toBe('VIP1');
    expect(await upgradeBonuses(member)).toHaveLength(1);
    expect(await balanceOf(member)).toBe(before - 50_00 + 18_00);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('gives guests the levels but not a state, and trial accounts no state', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/wps/member/vip', headers: { merchant: 'DEMO' } })).statusCode).toBe(401);
    const trial = await createTestMember(db(), { type: 4 });
    const response = await ctx.app.inject({ method: 'GET', url: '/wps/member/vip', headers: { merchant: 'DEMO', authorization: trial.token } });
    expect(response.json()).toMatchObject({ success: false, errorCode: 'trial.rejected' });
  });
});

describe('birthday and monthly bonuses', () => {
  const atLevel = (member: TestMember, clubLabel: string, birthDate: string | null) =>
    db().update(members).set({ clubLabel, birthDate }).where(eq(members.id, member.memberId));
  const paymentsOf = (member: TestMember) => db().select().from(vipBonusPayments).where(eq(vipBonusPayments.memberId, member.memberId));

  it('pays on the 1st the monthly bonus of the level held and on the birthday its bonus, once per period, as the job vip.periodic-bonuses', async () => {
    const birthdayAtVip5 = await createTestMember(db());
    const birthdayAtVip0 = await createTestMember(db());
    const otherDayAtVip3 = await createTestMember(db());
    await atLevel(birthdayAtVip5, 'VIP5', '1990-03-01');
    await atLevel(birthdayAtVip0, 'VIP0', '1992-03-01');
    await atLevel(otherDayAtVip3, 'VIP3', '1991-07-15');

    // The day before in Manila, then just past its midnight: the run of 28 February pays 1 March's bonuses.
    clock = Date.parse('2027-02-28T12:00:00+08:00');
    await ctx.app.services.jobs.tick();
    clock = Date.parse('2027-03-01T00:00:05+08:00');
    expect(await ctx.app.services.jobs.tick()).toEqual([{ job: 'vip.periodic-bonuses', period: '2027-02-28', status: 'DONE' }]);
    expect(await ctx.app.services.jobs.tick()).toEqual([]);

    expect((await paymentsOf(birthdayAtVip5)).map((payment) => [payment.kind, payment.periodKey, payment.amountMinor]).sort()).toEqual([
      ['BIRTHDAY', 'BIRTHDAY:2027', 288_00], ['MONTHLY', 'MONTHLY:2027-03', 88_00],
    ]);
    expect(await paymentsOf(birthdayAtVip0)).toEqual([]);
    expect((await paymentsOf(otherDayAtVip3)).map((payment) => [payment.kind, payment.amountMinor])).toEqual([['MONTHLY', 18_00]]);
    expect(await balanceOf(birthdayAtVip5)).toBe(288_00 + 88_00);
    const messages = await db().select().from(memberMessages).where(eq(memberMessages.memberId, birthdayAtVip5.memberId));
    expect(messages.map((message) => message.kind).sort()).toEqual(['VIP_BIRTHDAY_BONUS', 'VIP_MONTHLY_BONUS']);

    // Run again for the same day (an operator's re-run, a second process): nothing more is paid.
    expect(await db().transaction((tx) => ctx.app.services.vip.payPeriodicBonuses(tx, '2027-03-01'))).toEqual({ birthday: 0, monthly: 0 });
    expect(await balanceOf(birthdayAtVip5)).toBe(288_00 + 88_00);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('pays 29 February birthdays on the 28th in other years', async () => {
    const leapling = await createTestMember(db());
    await atLevel(leapling, 'VIP2', '2000-02-29');
    expect((await db().transaction((tx) => ctx.app.services.vip.payPeriodicBonuses(tx, '2027-02-28'))).birthday).toBeGreaterThanOrEqual(1);
    expect((await paymentsOf(leapling)).map((payment) => [payment.kind, payment.periodKey, payment.amountMinor])).toEqual([['BIRTHDAY', 'BIRTHDAY:2027', 28_00]]);
  });
});

describe('the operator', () => {
  const setLevel = (token: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/ops/api/vip/level', headers: { authorization: token }, payload });

  it("sets a member's level by hand, audited, without a bonus then or later for the levels passed; never another merchant's member", async () => {
    const operator = await createTestOperator(db(), { merchantCode: 'DEMO' });
    const member = await createTestMember(db());
    const answer = await setLevel(operator.token, { merchant: 'DEMO', username: member.username, label: 'VIP2', reason: 'High roller' });
    expect(answer.json()).toEqual({ success: true, value: { username: member.username, label: 'VIP2', previousLabel: 'VIP0' } });
    expect(await clubLabelOf(member)).toBe('VIP2');
    expect(await balanceOf(member)).toBe(0);
    const [audit] = await db().select().from(operatorActions).where(and(eq(operatorActions.operatorId, operator.operatorId), eq(operatorActions.action, 'vip.level')));
    expect(audit).toMatchObject({ memberId: member.memberId, reason: 'High roller', details: { before: 'VIP0', after: 'VIP2' } });

    // Down to VIP0 by hand, then bets and deposits reach VIP2 again: VIP1 and VIP2 were reached already and pay nothing.
    await setLevel(operator.token, { merchant: 'DEMO', username: member.username, label: 'VIP0', reason: 'Corrected' });
    await fundMember(db(), member.memberId, 6_000_00);
    await creditedDeposit(member, 1_000_00);
    const before = await balanceOf(member);
    await bet(ctx.app, member, 5_000_00);
    expect(await clubLabelOf(member)).toBe('VIP2');
    expect(await balanceOf(member)).toBe(before - 5_000_00);

    const alt = await createTestMember(db(), { merchantCode: 'ALT' });
    expect((await setLevel(operator.token, { merchant: 'ALT', username: alt.username, label: 'VIP2', reason: 'High roller' })).json().success).toBe(false);
    expect((await setLevel(operator.token, { merchant: 'DEMO', username: alt.username, label: 'VIP2', reason: 'High roller' })).json()).toMatchObject({ success: false, errorCode: 'not.found' });
  });
});
