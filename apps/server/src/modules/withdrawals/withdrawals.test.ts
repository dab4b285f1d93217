import {
  envelopeSchema, withdrawalSchema, withdrawOverviewSchema, withdrawRefusalSchema, withdrawReportSchema, type Withdrawal,
} from '@m/contract';
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, ledgerPostings, members, merchants, vipLevels, withdrawalEvents, withdrawals } from '../../db/schema.ts';
import { buildWhitelabelTree } from '../../db/seed-data/merchants.ts';
import { injectEncrypted } from '../../test/encrypted.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { useTestApp } from '../../test/test-app.ts';
import { fundMember } from '../../test/money.ts';
import { bindPayout, TEST_PAYMENT_PASSWORD } from '../../test/payout.ts';
import { addTurnoverRequirement, recordStake } from '../ledger/turnover.ts';

const ctx = useTestApp();
const OPERATOR_ID = 7;

type Member = TestMember & { cardId: number };


/** A member with `amountMinor` in the wallet, a payment password and a GCash account, set up as the member would. */
async function readyMember(amountMinor: number, options: { merchantCode?: string; type?: number } = {}): Promise<Member> {
  const member = await createTestMember(ctx.database.db, options);
  await fundMember(ctx.database.db, member.memberId, amountMinor);
  const cardId = await bindPayout(ctx.app, member, options.merchantCode);
  // A trial account may bind nothing: its withdrawal names a card id that exists nowhere.
  if (options.type !== 4) expect(cardId).not.toBeNull();
  return { ...member, cardId: cardId ?? 1 };
}

const headersOf = (member: TestMember, merchant = 'DEMO') => ({ merchant, authorization: member.token, language: 'EN' });

type WithdrawFields = Partial<{ amount: unknown; bankCardId: unknown; paymentPassword: unknown; requestId: unknown }>;

const submit = (member: Member, fields: WithdrawFields = {}, merchant = 'DEMO', app = ctx.app) =>
  injectEncrypted(app, {
    method: 'POST',
    url: '/wps/transaction/withdraw',
    headers: headersOf(member, merchant),
    payload: { bankCardId: member.cardId, amount: '500', paymentPassword: TEST_PAYMENT_PASSWORD, requestId: randomUUID(), ...fields },
  });

const withdrawalOf = (response: { json(): unknown }) => envelopeSchema(withdrawalSchema).parse(response.json()).value!;

const overviewOf = async (member: TestMember) => {
  const response = await ctx.app.inject({ method: 'GET', url: '/wps/transaction/withdraw/overview', headers: headersOf(member) });
  return envelopeSchema(withdrawOverviewSchema).parse(response.json()).value!;
};

/** What a refused request must leave untouched: the member's ledger postings and withdrawals. */
async function rowsOf(memberId: number) {
  const [ledger] = await ctx.database.db
    .select({ total: count() })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(eq(ledgerAccounts.memberId, memberId));
  const [made] = await ctx.database.db.select({ total: count() }).from(withdrawals).where(eq(withdrawals.memberId, memberId));
  const [events] = await ctx.database.db
    .select({ total: count() })
    .from(withdrawalEvents)
    .innerJoin(withdrawals, eq(withdrawals.id, withdrawalEvents.withdrawalId))
    .where(eq(withdrawals.memberId, memberId));
  return { ledger: ledger!.total, withdrawals: made!.total, events: events!.total };
}

async function expectRefused(member: Member, response: { statusCode: number; json(): unknown }, errorCode: string, before: Awaited<ReturnType<typeof rowsOf>>) {
  const body = envelopeSchema(withdrawRefusalSchema.optional()).parse(response.json());
  expect(body.errorCode).toBe(errorCode);
  expect(await rowsOf(member.memberId)).toEqual(before);
  return body;
}

const statusesOf = (withdrawal: Withdrawal) => withdrawal.timeline.map((event) => event.status);

const booksOf = async (memberId: number) => ({
  walletMinor: await ctx.app.services.ledger.walletBalanceMinor(memberId),
  holdMinor: await ctx.app.services.ledger.holdBalanceMinor(memberId),
});

afterAll(async () => {
  expect(await ctx.app.services.ledger.check()).toEqual([]);
});

describe('withdrawal', () => {
  it('answers the overview: balance, withdrawable, limits and no withdrawals yet', async () => {
    const member = await readyMember(2_000_00);
    expect(await overviewOf(member)).toEqual({
      balance: 2000, withdrawable: 2000, locked: 0, turnoverRequired: 0, turnoverWagered: 0, turnoverRemaining: 0, minAmount: 100, maxAmount: 50_000,
      dailyLimit: 5, dailyRemaining: 5, dailyAmountLimit: 100_000, dailyAmountRemaining: 100_000, recent: [],
    });
  });

  it('moves the amount from the wallet to the hold with a submitted withdrawal and its first event', async () => {
    const member = await readyMember(2_000_00);
    const response = await submit(member, { amount: '500.50' });
    expect(response.statusCode).toBe(200);
    const withdrawal = withdrawalOf(response);
    expect(withdrawal).toMatchObject({ amount: 500.5, status: 'SUBMITTED', bankName: 'GCash', accountNumber: expect.stringMatching(/^\*{4} \d{4}$/) });
    expect(statusesOf(withdrawal)).toEqual(['SUBMITTED']);
    const overview = await overviewOf(member);
    expect(overview).toMatchObject({ balance: 1499.5, dailyRemaining: 4 });
    expect(await booksOf(member.memberId)).toEqual({ walletMinor: 1_499_50, holdMinor: 500_50 });
    expect(overview.recent.map((item) => item.id)).toEqual([withdrawal.id]);
  });

  it('makes one withdrawal of a double submit', async () => {
    const member = await readyMember(2_000_00);
    const requestId = randomUUID();
    const [first, second] = await Promise.all([submit(member, { requestId }), submit(member, { requestId })]);
    expect(withdrawalOf(first).id).toBe(withdrawalOf(second).id);
    expect((await submit(member, { requestId })).json()).toMatchObject({ value: { id: withdrawalOf(first).id } });
    expect(await rowsOf(member.memberId)).toMatchObject({ withdrawals: 1 });
    expect((await overviewOf(member)).balance).toBe(1500);
  });

  it('refuses amounts outside the limits, over the balance or badly written, changing nothing', async () => {
    const member = await readyMember(1_000_00);
    const before = await rowsOf(member.memberId);
    const low = await expectRefused(member, await submit(member, { amount: '99.99' }), 'withdraw.amount.range', before);
    expect(low.value).toEqual({ minAmount: 100, maxAmount: 50_000 });
    await expectRefused(member, await submit(member, { amount: '50000.01' }), 'withdraw.amount.range', before);
    const over = await expectRefused(member, await submit(member, { amount: '1000.01' }), 'withdraw.over.balance', before);
    expect(over.value).toEqual({ withdrawable: 1000 });
    for (const amount of ['-100', '0', '100.001', '1e3', 100, ' 100', '']) {
      await expectRefused(member, await submit(member, { amount }), 'request_param_err', before);
    }
  });

  it('refuses a wrong payment password, a card that is not the member\'s and a trial account, changing nothing', async () => {
    const member = await readyMember(1_000_00);
    const before = await rowsOf(member.memberId);
    const wrong = await submit(member, { paymentPassword: '654321' });
    expect(wrong.json()).toMatchObject({ success: false });
    expect(await rowsOf(member.memberId)).toEqual(before);
    const other = await readyMember(1_000_00);
    await expectRefused(member, await submit(member, { bankCardId: other.cardId }), 'bank.card.not.found', before);
    await expectRefused(member, await submit(member, { bankCardId: 2_000_000_000 }), 'bank.card.not.found', before);
    await expectRefused(member, await submit(member, { paymentPassword: '12345' }), 'request_param_err', before);
    const trial = await readyMember(1_000_00, { type: 4 });
    const trialBefore = await rowsOf(trial.memberId);
    await expectRefused(trial, await submit(trial), 'trial.rejected', trialBefore);
  });

  it('locks only the bonus and the deposit that earned it while its turnover is unmet: the rest may be withdrawn', async () => {
    const member = await readyMember(1_000_00);
    await ctx.database.db.transaction((tx) => addTurnoverRequirement(tx, { memberId: member.memberId, requiredMinor: 2_500_00, lockedMinor: 300_00, reference: 'bonus:test' }));
    await ctx.database.db.transaction((tx) => recordStake(tx, member.memberId, 1_000_00));
    expect(await overviewOf(member)).toMatchObject({
      balance: 1000, withdrawable: 700, locked: 300, turnoverRequired: 2500, turnoverWagered: 1000, turnoverRemaining: 1500,
    });
    const before = await rowsOf(member.memberId);
    const refused = await expectRefused(member, await submit(member, { amount: '700.01' }), 'withdraw.turnover.unmet', before);
    expect(refused.value).toEqual({ withdrawable: 700, locked: 300, turnoverRemaining: 1500 });
    expect(withdrawalOf(await submit(member, { amount: '700' })).status).toBe('SUBMITTED');
    expect(await overviewOf(member)).toMatchObject({ balance: 300, withdrawable: 0, locked: 300 });

    await ctx.database.db.transaction((tx) => recordStake(tx, member.memberId, 1_500_00));
    expect(await overviewOf(member)).toMatchObject({ balance: 300, withdrawable: 300, locked: 0, turnoverRemaining: 0 });
  });

  it('locks no more than the balance when the locked money has been played away', async () => {
    const member = await readyMember(200_00);
    await ctx.database.db.transaction((tx) => addTurnoverRequirement(tx, { memberId: member.memberId, requiredMinor: 2_500_00, lockedMinor: 300_00, reference: 'bonus:lost' }));
    expect(await overviewOf(member)).toMatchObject({ balance: 200, withdrawable: 0, locked: 200, turnoverRemaining: 2500 });
  });

  it('refuses a sixth withdrawal within 24 hours', async () => {
    const member = await readyMember(1_000_00);
    for (let made = 0; made < 5; made += 1) expect(withdrawalOf(await submit(member, { amount: '100' })).status).toBe('SUBMITTED');
    const before = await rowsOf(member.memberId);
    const refused = await expectRefused(member, await submit(member, { amount: '100' }), 'withdraw.daily.limit', before);
    expect(refused.value).toEqual({ dailyLimit: 5 });
    expect((await overviewOf(member)).dailyRemaining).toBe(0);
  });

  it('counts only withdrawals that were not rejected towards the day\'s five', async () => {
    const member = await readyMember(1_000_00);
    const first = withdrawalOf(await submit(member, { amount: '100' }));
    await ctx.app.services.withdrawals.reject({ withdrawalId: first.id, operatorId: OPERATOR_ID, reason: 'Name does not match' });
    expect((await overviewOf(member)).dailyRemaining).toBe(5);
    for (let made = 0; made < 5; made += 1) expect(withdrawalOf(await submit(member, { amount: '100' })).status).toBe('SUBMITTED');
    expect((await overviewOf(member)).dailyRemaining).toBe(0);
  });

  it('is not available where the merchant has WITHDRAW off', async () => {
    await ctx.database.db.update(merchants).set({ whitelabel: buildWhitelabelTree(['WITHDRAW']) }).where(eq(merchants.code, 'ALT'));
    const app = ctx.build();
    const member = await readyMember(1_000_00, { merchantCode: 'ALT' });
    const before = await rowsOf(member.memberId);
    await expectRefused(member, await submit(member, {}, 'ALT', app), 'function.not.available', before);
    const overview = await app.inject({ method: 'GET', url: '/wps/transaction/withdraw/overview', headers: headersOf(member, 'ALT') });
    expect(overview.json()).toMatchObject({ errorCode: 'function.not.available' });
  });

  it('refuses guests', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/wps/transaction/withdraw/overview', headers: { merchant: 'DEMO' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('operator decisions', () => {
  it('approves: the hold is paid out, approved then paid on the timeline; approving again changes nothing', async () => {
    const member = await readyMember(2_000_00);
    const made = withdrawalOf(await submit(member));
    const approved = await ctx.app.services.withdrawals.approve({ withdrawalId: made.id, operatorId: OPERATOR_ID });
    expect(approved.status).toBe('PAID');
    expect(statusesOf(approved)).toEqual(['SUBMITTED', 'APPROVED', 'PAID']);
    const rows = await rowsOf(member.memberId);
    expect((await ctx.app.services.withdrawals.approve({ withdrawalId: made.id, operatorId: OPERATOR_ID })).status).toBe('PAID');
    expect(await rowsOf(member.memberId)).toEqual(rows);
    await expect(ctx.app.services.withdrawals.reject({ withdrawalId: made.id, operatorId: OPERATOR_ID, reason: 'late' }))
      .rejects.toMatchObject({ errorCode: 'withdraw.already.decided' });
    expect((await overviewOf(member)).balance).toBe(1500);
    expect(await booksOf(member.memberId)).toEqual({ walletMinor: 1_500_00, holdMinor: 0 });
  });

  it('rejects with a reason: the amount goes back to the wallet', async () => {
    const member = await readyMember(2_000_00);
    const made = withdrawalOf(await submit(member));
    expect((await overviewOf(member)).balance).toBe(1500);
    const rejected = await ctx.app.services.withdrawals.reject({ withdrawalId: made.id, operatorId: OPERATOR_ID, reason: 'Name does not match' });
    expect(rejected.status).toBe('REJECTED');
    expect(rejected.timeline.at(-1)).toMatchObject({ status: 'REJECTED', reason: 'Name does not match' });
    expect(await booksOf(member.memberId)).toEqual({ walletMinor: 2_000_00, holdMinor: 0 });
    await expect(ctx.app.services.withdrawals.approve({ withdrawalId: made.id, operatorId: OPERATOR_ID }))
      .rejects.toMatchObject({ errorCode: 'withdraw.already.decided' });
    await expect(ctx.app.services.withdrawals.reject({ withdrawalId: made.id, operatorId: OPERATOR_ID, reason: '  ' }))
      .rejects.toMatchObject({ errorCode: 'request_param_err' });
    await expect(ctx.app.services.withdrawals.approve({ withdrawalId: 2_000_000_000, operatorId: OPERATOR_ID }))
      .rejects.toMatchObject({ errorCode: 'not.found' });
  });

  it('commits a decision with its audit or not at all: an audit that fails leaves the withdrawal pending and the money held', async () => {
    const member = await readyMember(2_000_00);
    const made = withdrawalOf(await submit(member));
    const audited: Array<{ from: string; to: string }> = [];
    const failingAudit = async () => {
      throw new Error('audit log unavailable');
    };
    await expect(ctx.app.services.withdrawals.approve({ withdrawalId: made.id, operatorId: OPERATOR_ID, audit: failingAudit })).rejects.toThrow('audit log unavailable');
    expect(await booksOf(member.memberId)).toEqual({ walletMinor: 1_500_00, holdMinor: 500_00 });
    const approved = await ctx.app.services.withdrawals.approve({ withdrawalId: made.id, operatorId: OPERATOR_ID, audit: async (_tx, change) => void audited.push(change) });
    expect(approved.status).toBe('PAID');
    await ctx.app.services.withdrawals.approve({ withdrawalId: made.id, operatorId: OPERATOR_ID, audit: async (_tx, change) => void audited.push(change) });
    expect(audited).toEqual([{ from: 'SUBMITTED', to: 'PAID' }]);
  });

  it('decides once when approve and reject come together', async () => {
    const member = await readyMember(2_000_00);
    const made = withdrawalOf(await submit(member));
    const results = await Promise.allSettled([
      ctx.app.services.withdrawals.approve({ withdrawalId: made.id, operatorId: OPERATOR_ID }),
      ctx.app.services.withdrawals.reject({ withdrawalId: made.id, operatorId: OPERATOR_ID + 1, reason: 'duplicate' }),
    ]);
    const fulfilled = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    expect(fulfilled).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({ errorCode: 'withdraw.already.decided' });
    const [final] = await ctx.app.services.withdrawals.listForOperator().then((list) => list.filter((item) => item.id === made.id));
    expect(['PAID', 'REJECTED']).toContain(final!.status);
    expect((await overviewOf(member)).balance).toBe(final!.status === 'PAID' ? 1500 : 2000);
  });

  it('lists withdrawals for operators by status', async () => {
    const member = await readyMember(2_000_00);
    const made = withdrawalOf(await submit(member));
    const submitted = await ctx.app.services.withdrawals.listForOperator({ status: 'SUBMITTED' });
    expect(submitted.find((item) => item.id === made.id)).toMatchObject({ memberId: member.memberId, amountMinor: 500_00 });
    expect(submitted.every((item) => item.status === 'SUBMITTED')).toBe(true);
  });
});

describe('withdrawal report', () => {
  it('answers the member\'s withdrawals of the range with totals and timelines, never another member\'s', async () => {
    const member = await readyMember(3_000_00);
    const other = await readyMember(3_000_00);
    const paid = withdrawalOf(await submit(member, { amount: '300' }));
    const rejected = withdrawalOf(await submit(member, { amount: '200' }));
    withdrawalOf(await submit(member, { amount: '100' }));
    withdrawalOf(await submit(other, { amount: '400' }));
    await ctx.app.services.withdrawals.approve({ withdrawalId: paid.id, operatorId: OPERATOR_ID });
    await ctx.app.services.withdrawals.reject({ withdrawalId: rejected.id, operatorId: OPERATOR_ID, reason: 'Wrong account' });

    const now = Date.now();
    const report = async (query: string) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/wps/report/withdrawTransaction?${query}`, headers: headersOf(member) });
      return envelopeSchema(withdrawReportSchema).parse(response.json()).value!;
    };
    const all = await report(`from=${now - 60_000}&to=${now + 60_000}&pageSize=2`);
    expect(all).toMatchObject({ pageNum: 1, totalPages: 2, totalCount: 3, totals: { paid: 300, pending: 100, rejected: 200 } });
    expect(all.list.map((item) => item.amount)).toEqual([100, 200]);
    expect(all.list[1]!.timeline.at(-1)).toMatchObject({ status: 'REJECTED', reason: 'Wrong account' });
    const second = await report(`from=${now - 60_000}&to=${now + 60_000}&pageSize=2&pageNo=2`);
    expect(second.list.map((item) => item.amount)).toEqual([300]);
    expect(statusesOf(second.list[0]!)).toEqual(['SUBMITTED', 'APPROVED', 'PAID']);
    const before = await report(`from=${now - 120_000}&to=${now - 60_000}`);
    expect(before).toMatchObject({ list: [], totalCount: 0, totalPages: 0, totals: { paid: 0, pending: 0, rejected: 0 } });
    const bad = await ctx.app.inject({ method: 'GET', url: '/wps/report/withdrawTransaction?from=-1&to=x', headers: headersOf(member) });
    expect(bad.statusCode).toBe(400);
  });
});

describe('review step', () => {
  it('takes submitted withdrawals into review and approves DEMO\'s up to 1,000 once they are old enough', async () => {
    const member = await readyMember(5_000_00);
    const small = withdrawalOf(await submit(member, { amount: '1000' }));
    const large = withdrawalOf(await submit(member, { amount: '1000.01' }));
    await ctx.app.services.withdrawals.reviewStep(60_000);
    const afterFirst = await overviewOf(member);
    expect(afterFirst.recent.map((item) => [item.id, item.status])).toEqual([[large.id, 'IN_REVIEW'], [small.id, 'IN_REVIEW']]);

    await ctx.app.services.withdrawals.reviewStep(0);
    const [largeNow, smallNow] = (await overviewOf(member)).recent;
    expect(statusesOf(smallNow!)).toEqual(['SUBMITTED', 'IN_REVIEW', 'APPROVED', 'PAID']);
    expect(largeNow!.status).toBe('IN_REVIEW');
    expect((await overviewOf(member)).balance).toBe(2999.99);
  });

  it('runs as a job of the runner in an app that ticks it, and stops with the app', async () => {
    // Submitted before the runner starts: one submitted while a step runs may be approved straight from SUBMITTED.
    const member = await readyMember(2_000_00);
    const made = withdrawalOf(await submit(member, { amount: '200' }));
    const app = ctx.build({ withdrawalReview: { autoApproveDelayMs: 0, intervalMs: 20 }, jobRunner: { tickMs: 10, only: ['withdrawal.review'] } });
    await app.ready();
    let status = made.status;
    while (status !== 'PAID') {
      await new Promise((resolve) => setTimeout(resolve, 20));
      [{ status }] = (await overviewOf(member)).recent as [Withdrawal];
    }
    expect(statusesOf((await overviewOf(member)).recent[0]!)).toEqual(['SUBMITTED', 'IN_REVIEW', 'APPROVED', 'PAID']);
    await app.close();
  });
});

describe("the member's VIP level", () => {
  const atLevel = (member: TestMember, clubLabel: string) => ctx.database.db.update(members).set({ clubLabel }).where(eq(members.id, member.memberId));

  it('sets how many withdrawals and how much 24 hours allow', async () => {
    const member = await readyMember(150_000_00);
    expect(await overviewOf(member)).toMatchObject({ dailyLimit: 5, dailyAmountLimit: 100_000, dailyAmountRemaining: 100_000 });
    expect(withdrawalOf(await submit(member, { amount: '50000' })).status).toBe('SUBMITTED');
    expect(withdrawalOf(await submit(member, { amount: '40000' })).status).toBe('SUBMITTED');
    expect(await overviewOf(member)).toMatchObject({ dailyRemaining: 3, dailyAmountRemaining: 10_000 });
    const before = await rowsOf(member.memberId);
    const refused = await expectRefused(member, await submit(member, { amount: '10000.01' }), 'withdraw.daily.amount', before);
    expect(refused.value).toEqual({ dailyAmountLimit: 100_000, dailyAmountRemaining: 10_000 });
    expect(withdrawalOf(await submit(member, { amount: '10000' })).status).toBe('SUBMITTED');

    await atLevel(member, 'VIP6');
    expect(await overviewOf(member)).toMatchObject({ dailyLimit: 10, dailyRemaining: 7, dailyAmountLimit: 500_000, dailyAmountRemaining: 400_000 });
  });

  it('holds its daily amount under 50 submits at once on two server processes', async () => {
    const [demo] = await ctx.database.db.select().from(merchants).where(eq(merchants.code, 'DEMO'));
    await ctx.database.db.update(vipLevels).set({ dailyWithdrawMinor: 1_000_00 }).where(and(eq(vipLevels.merchantId, demo!.id), eq(vipLevels.label, 'VIP10')));
    const member = await readyMember(10_000_00);
    await atLevel(member, 'VIP10');
    const apps = [ctx.app, (await ctx.buildProcess()) ?? ctx.app];
    await Promise.all(apps.map((app) => app.ready()));
    const answers = await Promise.all(Array.from({ length: 50 }, (_unused, index) => submit(member, { amount: '100' }, 'DEMO', apps[index % 2])));
    const codes = answers.map((answer) => (answer.json() as { errorCode?: string }).errorCode ?? 'OK');
    expect(codes.filter((code) => code === 'OK')).toHaveLength(10);
    expect(codes.filter((code) => code !== 'OK').every((code) => code === 'withdraw.daily.amount')).toBe(true);
    expect(await booksOf(member.memberId)).toEqual({ walletMinor: 9_000_00, holdMinor: 1_000_00 });
  });
});
