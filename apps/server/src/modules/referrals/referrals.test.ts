import { randomUUID } from 'node:crypto';
import { depositOrderSchema, envelopeSchema, inviteesSchema, myInviteSchema, operatorReferralRuleSchema, PAYMENT_SIGNATURE_HEADER } from '@m/contract';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ledgerTransfers, members, merchants, operatorActions, referrals, turnoverRequirements } from '../../db/schema.ts';
import { signWebhook } from '../../lib/webhook-signature.ts';
import { createCaptchaRepository } from '../captcha/repository.ts';
import { createCaptchaService } from '../captcha/service.ts';
import { injectEncrypted } from '../../test/encrypted.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { createTestOperator, type TestOperator } from '../../test/operators.ts';
import { useTestApp } from '../../test/test-app.ts';

let clock = Date.now();
const ctx = useTestApp({ paymentGateway: { kind: 'simulator' }, jobRunner: { now: () => clock, only: ['referral.settle'] } });

/** Runs the job's next period (each lasts 5 minutes and runs once it has ended). */
const runJob = (app: FastifyInstance = ctx.app) => {
  clock = Math.max(clock, Date.now()) + 5 * 60_000;
  return app.services.jobs.tick();
};
const anyEnvelope = envelopeSchema(z.unknown());

/** DEMO's seeded rule: deposits of 500.00 within 30 days pay the referrer 100.00, wagered 5 times. */
const RULE = { minDepositMinor: 500_00, rewardMinor: 100_00, turnoverMultiplier: 5 };

const get = async (url: string, member: TestMember | null, merchant = 'DEMO', app: FastifyInstance = ctx.app) => {
  const response = await app.inject({ method: 'GET', url, headers: { merchant, ...(member ? { authorization: member.token } : {}) } });
  return { status: response.statusCode, body: anyEnvelope.parse(response.json()) };
};
const myInvite = async (member: TestMember, merchant = 'DEMO') => myInviteSchema.parse((await get('/wps/referral/invite', member, merchant)).body.value);
const invitees = async (member: TestMember, query = '') => inviteesSchema.parse((await get(`/wps/referral/invitees${query}`, member)).body.value);

let lastAddress = 0;
let lastName = 0;
/** Registers a new player as the app does, with `fields` (e.g. the referral code as `recommenderId`). */
async function register(fields: Record<string, unknown>, merchant = 'DEMO') {
  const { captchaId, answer } = await createCaptchaService(createCaptchaRepository(ctx.database.db)).create();
  const username = `invitee${String(++lastName).padStart(4, '0')}`;
  const response = await injectEncrypted(ctx.app, {
    method: 'PUT', url: '/wps/member/register', headers: { merchant }, remoteAddress: `10.9.0.${++lastAddress}`,
    payload: { registerMethod: 'H5', registerUrl: 'localhost', type: 0, captchaId, captcha: answer, username, password: 'secret123', confirmPassword: 'secret123', ...fields },
  });
  const body = anyEnvelope.parse(response.json());
  const value = body.value as { token: string; id: number } | undefined;
  return { body, username, member: value ? { memberId: value.id, token: value.token, username, password: 'secret123' } : null };
}

/** A gateway deposit of `amount` paid at the simulator, as the player's Pay button does. */
async function depositPaid(member: TestMember, amount: string) {
  const created = await ctx.app.inject({
    method: 'POST', url: '/wps/transaction/deposit/pg', headers: { merchant: 'DEMO', authorization: member.token },
    payload: { requestId: randomUUID(), providerCode: 'GCASH', amount },
  });
  const order = depositOrderSchema.parse(anyEnvelope.parse(created.json()).value);
  const notice = JSON.stringify({
    eventId: `evt_${randomUUID().replaceAll('-', '')}`, orderId: order.orderId, merchantCode: 'DEMO', amountMinor: Math.round(order.amount * 100), status: 'PAID', gatewayReference: 'TEST',
  });
  const key = await ctx.app.services.paymentGatewaySimulator!.gateway.webhookKey();
  const paid = await ctx.app.inject({
    method: 'POST', url: '/wps/callback/payment/simulator',
    headers: { merchant: 'DEMO', 'content-type': 'application/json', [PAYMENT_SIGNATURE_HEADER]: signWebhook(key, notice, Date.now()) },
    payload: notice,
  });
  expect(anyEnvelope.parse(paid.json())).toMatchObject({ success: true, value: { status: 'PAID' } });
}

const wallet = (member: TestMember) => ctx.app.services.ledger.walletBalanceMinor(member.memberId);
const referralTransfers = async (inviteeId: number) =>
  (await ctx.database.db.select({ rows: count() }).from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, `referral:${inviteeId}`)))[0]!.rows;

/** A referrer and a new member registered with the referrer's code. */
async function invitation() {
  const referrer = await createTestMember(ctx.database.db);
  const { code } = await myInvite(referrer);
  const { member, body } = await register({ recommenderId: code });
  expect(body).toMatchObject({ success: true });
  return { referrer, invitee: member!, code };
}

describe('invite friends: the member\'s code and link', () => {
  it('gives each member one stable code, a registration link with it, the rule and the totals', async () => {
    const member = await createTestMember(ctx.database.db);
    const first = await myInvite(member);
    expect(first.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(first.link).toBe(`http://localhost:80/m/register?ref=${first.code}`);
    expect(first.rule).toEqual({ minDeposit: 500, reward: 100, turnoverMultiplier: 5, qualifyDays: 30 });
    expect(first.totals).toEqual({ invited: 0, deposited: 0, qualified: 0, rewardEarned: 0 });
    expect((await myInvite(member)).code).toBe(first.code);
    const other = await createTestMember(ctx.database.db);
    expect((await myInvite(other)).code).not.toBe(first.code);
  });

  it('refuses guests, trial accounts, and merchants without the REFERRAL promotion', async () => {
    expect((await get('/wps/referral/invite', null)).status).toBe(401);
    expect((await get('/wps/referral/invitees', null)).status).toBe(401);
    const trial = await createTestMember(ctx.database.db, { type: 4 });
    expect((await get('/wps/referral/invite', trial)).body).toMatchObject({ success: false, errorCode: 'trial.rejected' });
    const alt = await createTestMember(ctx.database.db, { merchantCode: 'ALT' });
    expect((await get('/wps/referral/invite', alt, 'ALT')).body).toMatchObject({ success: false, errorCode: 'function.not.available' });
    expect((await get('/wps/referral/invitees', alt, 'ALT')).body).toMatchObject({ success: false, errorCode: 'function.not.available' });
  });
});

describe('invite friends: registration with a code', () => {
  it('records the referrer, whatever the case of the code', async () => {
    const referrer = await createTestMember(ctx.database.db);
    const { code } = await myInvite(referrer);
    const { member } = await register({ recommenderId: ` ${code.toLowerCase()} ` });
    const [row] = await ctx.database.db.select().from(referrals).where(eq(referrals.inviteeId, member!.memberId));
    expect(row).toMatchObject({ referrerId: referrer.memberId, rewardedAt: null });
  });

  it('refuses an unknown code with a translated error on the field, creating nobody', async () => {
    const before = (await ctx.database.db.select({ rows: count() }).from(members))[0]!.rows;
    for (const code of ['ZZZZZZZZ', 'not a code']) {
      const { body } = await register({ recommenderId: code });
      expect(body).toMatchObject({ success: false, errorCode: 'referral.code.invalid', value: { field: 'recommenderId' } });
      expect(body.message).toContain('referral code');
    }
    const { body } = await injectEncrypted(ctx.app, {
      method: 'PUT', url: '/wps/member/register', headers: { merchant: 'DEMO', language: 'TY' }, remoteAddress: '10.9.1.1',
      payload: { registerMethod: 'H5', type: 0, username: 'tyinvitee1', password: 'secret123', confirmPassword: 'secret123', recommenderId: 'ZZZZZZZZ',
        ...(await createCaptchaService(createCaptchaRepository(ctx.database.db)).create().then(({ captchaId, answer }) => ({ captchaId, captcha: answer }))) },
    }).then((response) => ({ body: anyEnvelope.parse(response.json()) }));
    expect(body.message).toContain('referral code');
    expect(body.message).toContain('Walang');
    expect((await ctx.database.db.select({ rows: count() }).from(members))[0]!.rows).toBe(before);
  });

  it('ignores the code where the merchant has invite friends off', async () => {
    const agent = await createTestMember(ctx.database.db, { merchantCode: 'ALT', type: 1 });
    await ctx.database.db.update(members).set({ affiliateCode: 'ALTAGENT9' }).where(eq(members.id, agent.memberId));
    const { member } = await register({ recommenderId: 'ZZZZZZZZ', affiliateCode: 'ALTAGENT9' }, 'ALT');
    expect(member).not.toBeNull();
    expect(await ctx.database.db.select().from(referrals).where(eq(referrals.inviteeId, member!.memberId))).toEqual([]);
  });
});

describe('invite friends: the reward', () => {
  it('lists the invitee, pays the referrer once the invitee\'s deposits reach the rule, with its wagering', async () => {
    const { referrer, invitee } = await invitation();
    const listed = await invitees(referrer);
    expect(listed).toMatchObject({ totalCount: 1, pageNum: 1, totalPages: 1 });
    expect(listed.list).toEqual([expect.objectContaining({ status: 'REGISTERED', reward: 0, rewardedAt: null, account: `${invitee.username.slice(0, 2)}***${invitee.username.slice(-2)}` })]);

    await depositPaid(invitee, '300.00');
    expect((await invitees(referrer)).list[0]!.status).toBe('DEPOSITED');
    expect(await wallet(referrer)).toBe(0);

    await depositPaid(invitee, '200.00');
    expect(await wallet(referrer)).toBe(RULE.rewardMinor);
    expect((await invitees(referrer)).list[0]).toMatchObject({ status: 'QUALIFIED', reward: 100, rewardedAt: expect.any(Number) });
    expect((await myInvite(referrer)).totals).toEqual({ invited: 1, deposited: 1, qualified: 1, rewardEarned: 100 });
    const [requirement] = await ctx.database.db.select().from(turnoverRequirements).where(eq(turnoverRequirements.memberId, referrer.memberId));
    expect(requirement).toMatchObject({ requiredMinor: RULE.turnoverMultiplier * RULE.rewardMinor, lockedMinor: RULE.rewardMinor, reference: `referral:${invitee.memberId}` });

    await depositPaid(invitee, '600.00');
    expect(await wallet(referrer)).toBe(RULE.rewardMinor);
    expect(await referralTransfers(invitee.memberId)).toBe(1);
    expect(await ctx.app.services.ledger.check()).toEqual([]);
  });

  it('shows a member only their own invitees', async () => {
    const { referrer, invitee } = await invitation();
    const stranger = await createTestMember(ctx.database.db);
    expect((await invitees(stranger)).list).toEqual([]);
    expect((await invitees(referrer)).list.map((row) => row.account)).toEqual([`${invitee.username.slice(0, 2)}***${invitee.username.slice(-2)}`]);
    expect((await invitees(referrer, '?pageNo=2&pageSize=1')).list).toEqual([]);
    expect((await get('/wps/referral/invitees?pageSize=51', referrer)).status).toBe(400);
    expect((await get('/wps/referral/invitees?referrerId=1', referrer)).status).toBe(400);
  });

  it('pays nothing for deposits after the window, and shows the invitee as expired', async () => {
    const { referrer, invitee } = await invitation();
    await ctx.database.db.update(referrals).set({ createdAt: new Date(Date.now() - 31 * 24 * 60 * 60_000) }).where(eq(referrals.inviteeId, invitee.memberId));
    await depositPaid(invitee, '800.00');
    await runJob();
    expect(await wallet(referrer)).toBe(0);
    expect((await invitees(referrer)).list[0]!.status).toBe('EXPIRED');
  });

  /** An invitee whose qualifying deposit was credited while their referral's check could not see it (as after a crash). */
  async function missedQualification(amount = '500.00') {
    const { referrer, invitee } = await invitation();
    const [row] = await ctx.database.db.delete(referrals).where(eq(referrals.inviteeId, invitee.memberId)).returning();
    await depositPaid(invitee, amount);
    await ctx.database.db.insert(referrals).values({ merchantId: row!.merchantId, referrerId: referrer.memberId, inviteeId: invitee.memberId, createdAt: row!.createdAt });
    expect(await wallet(referrer)).toBe(0);
    return { referrer, invitee };
  }

  it('pays once under 50 concurrent qualification checks and a job run', async () => {
    const { referrer, invitee } = await missedQualification();
    const settled = await Promise.all(Array.from({ length: 50 }, () => ctx.app.services.referrals.settleInvitee(invitee.memberId)).concat(runJob().then(() => false)));
    expect(settled.filter((paid) => paid)).toHaveLength(1);
    expect(await wallet(referrer)).toBe(RULE.rewardMinor);
    expect(await referralTransfers(invitee.memberId)).toBe(1);
    expect(await ctx.app.services.ledger.check()).toEqual([]);
  });

  it('pays once when checked from two server processes at once (PostgreSQL)', async () => {
    const second = await ctx.buildProcess({ jobRunner: { now: () => clock, only: ['referral.settle'] } });
    if (!second) return; // PGlite is one process's database
    const { referrer, invitee } = await missedQualification();
    const settled = await Promise.all([ctx.app, second].flatMap((app) => Array.from({ length: 25 }, () => app.services.referrals.settleInvitee(invitee.memberId))));
    expect(settled.filter((paid) => paid)).toHaveLength(1);
    await Promise.all([runJob(), runJob(second)]);
    expect(await wallet(referrer)).toBe(RULE.rewardMinor);
    expect(await referralTransfers(invitee.memberId)).toBe(1);
    expect(await ctx.app.services.ledger.check()).toEqual([]);
  });

  it('is caught up by the job after downtime, once however often it runs', async () => {
    const { referrer, invitee } = await missedQualification('700.00');
    const first = await runJob();
    expect(first).toEqual(expect.arrayContaining([expect.objectContaining({ job: 'referral.settle', status: 'DONE' })]));
    await runJob();
    expect(await wallet(referrer)).toBe(RULE.rewardMinor);
    expect(await referralTransfers(invitee.memberId)).toBe(1);
    expect((await invitees(referrer)).list[0]).toMatchObject({ status: 'QUALIFIED', reward: 100 });
    expect(await ctx.app.services.ledger.check()).toEqual([]);
  });

  it('pays nothing while the merchant has invite friends switched off, and catches up once it is on again', async () => {
    const { referrer, invitee } = await invitation();
    const [demo] = await ctx.database.db.select().from(merchants).where(eq(merchants.code, 'DEMO'));
    await ctx.database.db.update(merchants).set({ promotions: [{ key: 'REFERRAL', enabled: false }] }).where(eq(merchants.code, 'DEMO'));
    try {
      await depositPaid(invitee, '500.00');
      await runJob();
      expect(await wallet(referrer)).toBe(0);
    } finally {
      await ctx.database.db.update(merchants).set({ promotions: demo!.promotions }).where(eq(merchants.code, 'DEMO'));
      await ctx.app.services.changes.sync();
    }
    await runJob();
    expect(await wallet(referrer)).toBe(RULE.rewardMinor);
  });
});

describe('invite friends: the operator\'s rule', () => {
  const ruleCall = (operator: TestOperator, method: 'GET' | 'POST', payload?: object, merchant = 'DEMO') =>
    ctx.app.inject({ method, url: `/ops/api/referrals/rule${method === 'GET' ? `?merchant=${merchant}` : ''}`, headers: { authorization: operator.token }, ...(payload ? { payload } : {}) })
      .then((response) => ({ status: response.statusCode, body: anyEnvelope.parse(response.json()) }));
  const ruleOf = (answer: { body: unknown }) => envelopeSchema(operatorReferralRuleSchema).parse(answer.body).value!;
  const ruleAudits = () => ctx.database.db.select().from(operatorActions).where(eq(operatorActions.action, 'referral.rule')).orderBy(operatorActions.id);
  const SEEDED = { merchant: 'DEMO', minDeposit: '500.00', reward: '100.00', turnoverMultiplier: 5, qualifyDays: 30, maxRewardsPerReferrer: null };

  /** A referrer with two invitees whose deposits (400.00 each) are credited before the rule asks for as little. */
  async function twoInvitees() {
    const { referrer, invitee, code } = await invitation();
    const second = (await register({ recommenderId: code })).member!;
    await depositPaid(invitee, '400.00');
    await depositPaid(second, '400.00');
    expect(await wallet(referrer)).toBe(0);
    return { referrer, invitees: [invitee, second] };
  }

  it('shows the rule and what it paid, and changes it for every referral not yet paid, audited with before and after', async () => {
    const operator = await createTestOperator(ctx.database.db);
    const shown = ruleOf(await ruleCall(operator, 'GET'));
    expect(shown).toMatchObject({ merchant: 'DEMO', enabled: true, rule: { minDeposit: 500, reward: 100, turnoverMultiplier: 5, qualifyDays: 30, maxRewardsPerReferrer: null } });

    const { referrer, invitees: [first, second] } = await twoInvitees();
    const changed = ruleOf(await ruleCall(operator, 'POST', { ...SEEDED, minDeposit: '400.00', reward: '120.00', maxRewardsPerReferrer: 1, reason: 'Smaller first deposits' }));
    expect(changed.rule).toEqual({ minDeposit: 400, reward: 120, turnoverMultiplier: 5, qualifyDays: 30, maxRewardsPerReferrer: 1 });
    expect(await ruleAudits()).toMatchObject([{
      operatorId: operator.operatorId, reason: 'Smaller first deposits',
      details: {
        before: { minDepositMinor: 500_00, rewardMinor: 100_00, turnoverMultiplier: 5, qualifyDays: 30, maxRewardsPerReferrer: null },
        after: { minDepositMinor: 400_00, rewardMinor: 120_00, turnoverMultiplier: 5, qualifyDays: 30, maxRewardsPerReferrer: 1 },
      },
    }]);
    ruleOf(await ruleCall(operator, 'POST', { ...SEEDED, minDeposit: '400.00', reward: '120.00', maxRewardsPerReferrer: 1 }));
    expect(await ruleAudits()).toHaveLength(1);

    // Both invitees now qualify at once: the cap lets one be paid, however the checks and the job interleave.
    const settled = await Promise.all([
      ...Array.from({ length: 10 }, (_unused, index) => ctx.app.services.referrals.settleInvitee((index % 2 === 0 ? first! : second!).memberId)),
      runJob().then(() => false),
    ]);
    expect(settled.filter((paid) => paid).length).toBeLessThanOrEqual(1);
    await runJob();
    expect(await wallet(referrer)).toBe(120_00);
    expect((await myInvite(referrer)).totals).toMatchObject({ qualified: 1, rewardEarned: 120 });
    expect(ruleOf(await ruleCall(operator, 'GET')).paid).toEqual({ referrals: shown.paid.referrals + 1, amount: shown.paid.amount + 120 });

    ruleOf(await ruleCall(operator, 'POST', { ...SEEDED, minDeposit: '400.00', reward: '120.00', maxRewardsPerReferrer: 2 }));
    await runJob();
    expect(await wallet(referrer)).toBe(240_00);
    ruleOf(await ruleCall(operator, 'POST', SEEDED));
    expect(await ctx.app.services.ledger.check()).toEqual([]);
  });

  it('refuses bad input and another merchant\'s operator, changing nothing', async () => {
    const operator = await createTestOperator(ctx.database.db);
    const before = { rule: ruleOf(await ruleCall(operator, 'GET')).rule, audits: (await ruleAudits()).length };
    for (const bad of [
      { reward: '0' }, { reward: '-1' }, { minDeposit: '5.555' }, { turnoverMultiplier: -1 }, { turnoverMultiplier: 1.5 }, { qualifyDays: 0 }, { qualifyDays: 91 },
      { maxRewardsPerReferrer: 0 }, { maxRewardsPerReferrer: '3' }, { maxRewardsPerReferrer: undefined }, { reason: 'no' }, { merchant: '' }, { extra: 1 },
    ]) expect((await ruleCall(operator, 'POST', { ...SEEDED, reward: '1.00', ...bad })).status, JSON.stringify(bad)).toBe(400);
    const altOperator = await createTestOperator(ctx.database.db, { merchantCode: 'ALT' });
    expect((await ruleCall(altOperator, 'POST', { ...SEEDED, reward: '1.00' })).body).toMatchObject({ success: false, errorCode: 'permission.denied' });
    expect((await ruleCall(altOperator, 'GET')).body).toMatchObject({ success: false, errorCode: 'permission.denied' });
    expect(ruleOf(await ruleCall(altOperator, 'GET', undefined, 'ALT'))).toMatchObject({ merchant: 'ALT', rule: { reward: 150 } });
    expect({ rule: ruleOf(await ruleCall(operator, 'GET')).rule, audits: (await ruleAudits()).length }).toEqual(before);
  });
});
