import { randomUUID } from 'node:crypto';
import { envelopeSchema, vipLevelsSchema, vipStateSchema } from '@m/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { depositOrders, ledgerTransfers, memberMessages, members, merchants, turnoverRequirements, vipUpgrades } from '../../db/schema.ts';
import { gameOfCategory, LOSING_REELS } from '../../test/bets.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { fundMember } from '../../test/money.ts';
import { useTestApp } from '../../test/test-app.ts';
import { settleSpin } from '../games/service.ts';
import { checkLedger, lockMemberWallet } from '../ledger/service.ts';

const ctx = useTestApp();
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
    memberId: member.memberId, gameId: await gameOfCategory(db(), 'RNG'), stakeMinor, idempotencyKey: randomUUID(), reels: LOSING_REELS,
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
