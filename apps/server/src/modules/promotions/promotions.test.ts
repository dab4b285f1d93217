import { randomUUID } from 'node:crypto';
import { PROMOTION_STATUSES, type PromotionStatus } from '@m/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { depositOrders, games, ledgerTransfers, merchants, operatorActions, promotionParticipations, promotions, turnoverRequirements } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { LOSING_OUTCOME } from '../../test/bets.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { fundMember } from '../../test/money.ts';
import { createTestOperator } from '../../test/operators.ts';
import { useTestApp } from '../../test/test-app.ts';
import { checkLedger } from '../ledger/service.ts';
import { settleSpin } from '../games/service.ts';
import { periodAt } from './periods.ts';
import { promotionRow, type ParsedPromotionCreate } from './service.ts';
import { promotionStatus, type PromotionMove } from './status.ts';

/** The job runner's clock, fixed while a test ticks it (only the period close runs in this file). */
let clock = Date.now();
const ctx = useTestApp({ jobRunner: { now: () => clock, only: ['promotions.close-periods'] } });

const MOVES: PromotionMove[] = ['join', 'apply', 'progress', 'qualify', 'claim', 'issue', 'reject', 'close'];
const X = '-';
const R = '=';
/** The whole table: the status each move leads to, `=` for a repeat answered as it is, `-` for a refusal. */
const TABLE: Record<PromotionStatus, Partial<Record<PromotionMove, PromotionStatus | typeof X | typeof R>>> = {
  JOIN: { join: 'JOINED', close: 'CLOSE' },
  JOINED: { join: R, progress: 'PROCESS', qualify: 'CLAIM', close: 'CLOSE' },
  PROCESS: { qualify: 'CLAIM', close: 'CLOSE' },
  CLAIM: { claim: 'CLAIMED' },
  CLAIMED: { claim: R },
  APPLY: { apply: 'APPLYING', close: 'CLOSE' },
  APPLYING: { apply: R, issue: 'ISSUED', reject: 'REJECTED' },
  ISSUED: { issue: R },
  REJECTED: { reject: R },
  CLOSE: {},
};

describe('promotion status machine', () => {
  const cases = PROMOTION_STATUSES.flatMap((from) => MOVES.map((move) => ({ from, move, expected: TABLE[from][move] ?? X })));
  it.each(cases)('$from --$move--> $expected', ({ from, move, expected }) => {
    if (expected === X) {
      expect(() => promotionStatus.step(from, move)).toThrow(AppError);
      expect(() => promotionStatus.step(from, move)).toThrow(expect.objectContaining({ errorCode: 'action.not.allowed' }));
    } else if (expected === R) {
      expect(promotionStatus.step(from, move)).toEqual({ to: from, changed: false });
    } else {
      expect(promotionStatus.step(from, move)).toEqual({ to: expected, changed: true });
    }
  });
});

describe('periods', () => {
  const window = { startAt: new Date('2026-01-01T00:00:00Z'), endAt: null };
  it('counts days, weeks and weekends in Philippine time', () => {
    // Wednesday 25 November 2026, 23:30 in Manila.
    const now = new Date('2026-11-25T15:30:00Z');
    expect(periodAt('DAILY', now, window)).toEqual({ key: '2026-11-25', start: new Date('2026-11-24T16:00:00Z'), end: new Date('2026-11-25T16:00:00Z') });
    expect(periodAt('WEEKLY', now, window).key).toBe('W2026-11-23');
    expect(periodAt('WEEKEND', now, window)).toEqual({ key: 'WE2026-11-28', start: new Date('2026-11-27T16:00:00Z'), end: new Date('2026-11-29T16:00:00Z') });
    expect(periodAt('WEEKEND', new Date('2026-11-29T10:00:00Z'), window).key).toBe('WE2026-11-28');
    expect(periodAt('ONCE', now, window)).toEqual({ key: 'ONCE', start: window.startAt, end: null });
  });
});

let codes = 0;
const TEXT = { titles: { EN: 'Test promotion', TY: 'Pagsubok' }, rules: { EN: '<p>Rules</p>' } };
async function addPromotion(fields: Partial<ParsedPromotionCreate> & Pick<ParsedPromotionCreate, 'kind'>) {
  const [merchant] = await ctx.database.db.select().from(merchants).where(eq(merchants.code, 'DEMO'));
  const request: ParsedPromotionCreate = {
    merchant: 'DEMO', code: `TEST_${++codes}_${randomUUID().slice(0, 6).toUpperCase()}`, category: 'SLOTS', period: 'ONCE', audience: 'ALL',
    perMemberCap: 1_000_00, turnoverMultiple: 3, ...TEXT, ...fields,
  };
  const [row] = await ctx.database.db.insert(promotions).values(promotionRow(merchant!.id, request)).returning();
  return row!;
}

/** A member's call, on the test app or on `app` (another server process on the same database). */
const call = async (member: TestMember | null, method: 'GET' | 'POST', url: string, payload?: object, app: FastifyInstance = ctx.app) => {
  const response = await app.inject({ method, url, headers: { merchant: 'DEMO', ...(member ? { authorization: member.token } : {}) }, ...(payload ? { payload } : {}) });
  return response.json();
};
const detail = (member: TestMember | null, id: number) => call(member, 'GET', `/wps/promotion/detail?id=${id}`);

async function slotGameId(): Promise<number> {
  const [game] = await ctx.database.db.select({ id: games.id }).from(games).where(eq(games.gameCategory, 'RNG')).orderBy(asc(games.id)).limit(1);
  return game!.id;
}
/** Settled losing slot spins of `stakeMinor` each (no two reels alike). */
async function loseSpins(member: TestMember, stakeMinor: number, times: number) {
  const gameId = await slotGameId();
  for (let spin = 0; spin < times; spin++) {
    await settleSpin(ctx.database.db, { memberId: member.memberId, gameId, stakeMinor, idempotencyKey: randomUUID(), winMinor: 0, outcome: LOSING_OUTCOME });
  }
}

/** The ledger's payments of one participation. */
const paymentsOf = (participationId: number) =>
  ctx.database.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, `promotion-participation:${participationId}`));

describe('a slots mission', () => {
  it('joins, measures real slot bets, becomes claimable at the target and pays once with its turnover', async () => {
    const promotion = await addPromotion({ kind: 'MISSION', measure: 'SLOTS_TURNOVER', target: 300_00, reward: 50_00 });
    const member = await createTestMember(ctx.database.db);
    await fundMember(ctx.database.db, member.memberId, 1_000_00);

    expect((await detail(member, promotion.id)).value).toMatchObject({ status: 'JOIN', action: 'join' });
    // A stake before joining does not count.
    await loseSpins(member, 100_00, 1);
    const joined = await call(member, 'POST', '/wps/promotion/join', { id: promotion.id });
    expect(joined.value).toMatchObject({ status: 'JOINED', action: null, progress: { current: 0, target: 300 } });
    expect((await call(member, 'POST', '/wps/promotion/join', { id: promotion.id })).value.status).toBe('JOINED');

    await loseSpins(member, 100_00, 2);
    expect((await detail(member, promotion.id)).value).toMatchObject({ status: 'PROCESS', progress: { current: 200, target: 300 } });
    expect((await call(member, 'GET', '/wps/promotion/unclaimedCount')).value).toEqual({ count: 0 });
    await loseSpins(member, 100_00, 1);
    expect((await detail(member, promotion.id)).value).toMatchObject({ status: 'CLAIM', action: 'claim', reward: 50 });
    expect((await call(member, 'GET', '/wps/promotion/unclaimedCount')).value).toEqual({ count: 1 });

    const [claimable] = (await call(member, 'GET', '/wps/promotion/rewards?tab=claimable')).value;
    const claimed = await call(member, 'POST', '/wps/promotion/claim', { participationId: claimable.participationId });
    expect(claimed.value).toEqual({ claimed: 1, amount: 50, balance: 650 });
    expect((await call(member, 'POST', '/wps/promotion/claim', { participationId: claimable.participationId })).value).toMatchObject({ claimed: 0, amount: 0 });
    expect((await call(member, 'GET', '/wps/promotion/unclaimedCount')).value).toEqual({ count: 0 });
    expect((await call(member, 'GET', '/wps/promotion/rewards?tab=history')).value[0]).toMatchObject({ status: 'CLAIMED', reward: 50 });
    const requirements = await ctx.database.db.select().from(turnoverRequirements).where(eq(turnoverRequirements.memberId, member.memberId));
    expect(requirements).toMatchObject([{ requiredMinor: 150_00, lockedMinor: 50_00 }]);
    expect(await checkLedger(ctx.database.db)).toEqual([]);
  });

  it("refuses guests and trial accounts on an action, and another member's reward", async () => {
    const promotion = await addPromotion({ kind: 'MISSION', measure: 'SLOTS_TURNOVER', target: 1_00, reward: 5_00 });
    expect((await detail(null, promotion.id)).value).toMatchObject({ status: 'JOIN', action: 'join', progress: null });
    expect((await ctx.app.inject({ method: 'POST', url: '/wps/promotion/join', headers: { merchant: 'DEMO' }, payload: { id: promotion.id } })).statusCode).toBe(401);
    const trial = await createTestMember(ctx.database.db, { type: 4 });
    expect((await call(trial, 'POST', '/wps/promotion/join', { id: promotion.id })).errorCode).toBe('trial.rejected');

    const owner = await createTestMember(ctx.database.db);
    await fundMember(ctx.database.db, owner.memberId, 10_00);
    await call(owner, 'POST', '/wps/promotion/join', { id: promotion.id });
    await loseSpins(owner, 1_00, 1);
    const [reward] = (await call(owner, 'GET', '/wps/promotion/rewards?tab=claimable')).value;
    const other = await createTestMember(ctx.database.db);
    expect((await call(other, 'POST', '/wps/promotion/claim', { participationId: reward.participationId })).errorCode).toBe('not.found');
    expect((await call(owner, 'POST', '/wps/promotion/claim', { participationId: reward.participationId })).value.claimed).toBe(1);
  });
});

describe('paying', () => {
  /** Two server processes on one database (on PostgreSQL; two apps on PGlite, which one process holds). */
  const twoProcesses = async (): Promise<FastifyInstance[]> => [ctx.app, (await ctx.buildProcess()) ?? ctx.build()];

  it('pays a reward once under 50 concurrent claims to two server processes', async () => {
    const promotion = await addPromotion({ kind: 'MISSION', measure: 'SLOTS_TURNOVER', target: 10_00, reward: 25_00 });
    const member = await createTestMember(ctx.database.db);
    await fundMember(ctx.database.db, member.memberId, 100_00);
    await call(member, 'POST', '/wps/promotion/join', { id: promotion.id });
    await loseSpins(member, 10_00, 1);
    const [reward] = (await call(member, 'GET', '/wps/promotion/rewards?tab=claimable')).value;

    const processes = await twoProcesses();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, index) => index % 2 === 0
      ? call(member, 'POST', '/wps/promotion/claim', { participationId: reward.participationId }, processes[index % 4 === 0 ? 0 : 1])
      : call(member, 'POST', '/wps/promotion/claimAll', {}, processes[index % 4 === 1 ? 0 : 1])));
    expect(answers.every((answer) => answer.success)).toBe(true);
    expect(answers.reduce((sum, answer) => sum + answer.value.claimed, 0)).toBe(1);
    expect(await paymentsOf(reward.participationId)).toMatchObject([{ type: 'BONUS', amountMinor: 25_00 }]);
    const [stored] = await ctx.database.db.select().from(promotions).where(eq(promotions.id, promotion.id));
    expect(stored!.spentMinor).toBe(25_00);
    expect(await checkLedger(ctx.database.db)).toEqual([]);
  });

  it('never exceeds the budget when many members claim at once on two server processes', async () => {
    const promotion = await addPromotion({ kind: 'MISSION', measure: 'SLOTS_TURNOVER', target: 1_00, reward: 10_00, budget: 45_00 });
    const members = await Promise.all(Array.from({ length: 8 }, () => createTestMember(ctx.database.db)));
    for (const member of members) {
      await fundMember(ctx.database.db, member.memberId, 10_00);
      await call(member, 'POST', '/wps/promotion/join', { id: promotion.id });
      await loseSpins(member, 1_00, 1);
    }
    const processes = await twoProcesses();
    const answers = await Promise.all(members.flatMap((member) => Array.from({ length: 6 }, (_, index) => call(member, 'POST', '/wps/promotion/claimAll', {}, processes[index % 2]))));
    expect(answers.reduce((sum, answer) => sum + answer.value.claimed, 0)).toBe(4);
    const [stored] = await ctx.database.db.select().from(promotions).where(eq(promotions.id, promotion.id));
    expect(stored!.spentMinor).toBe(40_00);
    const still = await ctx.database.db.select().from(promotionParticipations).where(and(eq(promotionParticipations.promotionId, promotion.id), eq(promotionParticipations.status, 'CLAIM')));
    expect(still).toHaveLength(4);
    const refused = await call(members.find((member) => still.some((row) => row.memberId === member.memberId))!, 'POST', '/wps/promotion/claim', { participationId: still[0]!.id });
    expect(['promotion.budget.exhausted', 'not.found']).toContain(refused.errorCode);
    expect(await checkLedger(ctx.database.db)).toEqual([]);
  });
});

describe('weekend cashback and the period close', () => {
  it('makes the net loss of an ended period claimable, at most the cap, by the close job', async () => {
    const promotion = await addPromotion({ kind: 'CASHBACK', measure: 'NET_LOSS', period: 'WEEKEND', percentBasisPoints: 1000, perMemberCap: 15_00 });
    const member = await createTestMember(ctx.database.db);
    await fundMember(ctx.database.db, member.memberId, 500_00);
    await call(member, 'POST', '/wps/promotion/join', { id: promotion.id });
    const [row] = await ctx.database.db.select().from(promotionParticipations).where(eq(promotionParticipations.promotionId, promotion.id));
    // As if the weekend had started before these bets and ended after them.
    await ctx.database.db.update(promotionParticipations).set({ periodStart: new Date(Date.now() - 60_000), joinedAt: new Date(Date.now() - 60_000) }).where(eq(promotionParticipations.id, row!.id));
    await loseSpins(member, 100_00, 2);
    await ctx.database.db.update(promotionParticipations).set({ periodEnd: new Date(Date.now() + 1000) }).where(eq(promotionParticipations.id, row!.id));
    expect((await detail(member, promotion.id)).value).toMatchObject({ status: 'PROCESS', progress: { current: 200 } });

    const closed = await ctx.app.services.promotions.closePeriods(ctx.database.db, new Date(Date.now() + 5000));
    expect(closed.participations).toBe(1);
    const [after] = await ctx.database.db.select().from(promotionParticipations).where(eq(promotionParticipations.id, row!.id));
    expect(after).toMatchObject({ status: 'CLAIM', rewardMinor: 15_00 });
    expect((await ctx.app.services.promotions.closePeriods(ctx.database.db, new Date(Date.now() + 5000))).participations).toBe(0);
  });

  it('runs as the job promotions.close-periods, once per period however often the runner ticks', async () => {
    const promotion = await addPromotion({ kind: 'CASHBACK', measure: 'NET_LOSS', period: 'WEEKEND', percentBasisPoints: 1000, perMemberCap: 50_00 });
    // The runner's first tick only notes where the job's periods start.
    clock = Date.now();
    await ctx.app.services.jobs.tick();
    const member = await createTestMember(ctx.database.db);
    await fundMember(ctx.database.db, member.memberId, 500_00);
    await call(member, 'POST', '/wps/promotion/join', { id: promotion.id });
    const [row] = await ctx.database.db.select().from(promotionParticipations).where(eq(promotionParticipations.promotionId, promotion.id));
    await ctx.database.db.update(promotionParticipations).set({ periodStart: new Date(Date.now() - 60_000), joinedAt: new Date(Date.now() - 60_000) }).where(eq(promotionParticipations.id, row!.id));
    await loseSpins(member, 100_00, 1);
    await ctx.database.db.update(promotionParticipations).set({ periodEnd: new Date(Date.now() + 1000) }).where(eq(promotionParticipations.id, row!.id));

    clock = Date.now() + 10 * 60_000;
    const report = await ctx.app.services.jobs.tick();
    expect(report.length).toBeGreaterThanOrEqual(1);
    expect(report.every((entry) => entry.job === 'promotions.close-periods' && entry.status === 'DONE')).toBe(true);
    const [after] = await ctx.database.db.select().from(promotionParticipations).where(eq(promotionParticipations.id, row!.id));
    expect(after).toMatchObject({ status: 'CLAIM', rewardMinor: 10_00 });
    expect(await ctx.app.services.jobs.tick()).toEqual([]);
  });

  it('closes an ended mission that was not reached, and promotions past their window', async () => {
    const promotion = await addPromotion({ kind: 'MISSION', measure: 'SLOTS_TURNOVER', target: 1_000_00, reward: 10_00, endAt: new Date(Date.now() + 60_000).toISOString() });
    const member = await createTestMember(ctx.database.db);
    await call(member, 'POST', '/wps/promotion/join', { id: promotion.id });
    await ctx.app.services.promotions.closePeriods(ctx.database.db, new Date(Date.now() + 120_000));
    const [after] = await ctx.database.db.select().from(promotionParticipations).where(eq(promotionParticipations.promotionId, promotion.id));
    expect(after!.status).toBe('CLOSE');
    const [stored] = await ctx.database.db.select().from(promotions).where(eq(promotions.id, promotion.id));
    expect(stored!.state).toBe('CLOSED');
    const other = await createTestMember(ctx.database.db);
    expect((await call(other, 'POST', '/wps/promotion/join', { id: promotion.id })).errorCode).toBe('action.not.allowed');
  });
});

describe('applications', () => {
  it('applies with a comment, and an operator issues (paid, audited) or rejects with a reason', async () => {
    const promotion = await addPromotion({ kind: 'APPLICATION', category: 'VIP', reward: 88_00 });
    const operator = await createTestOperator(ctx.database.db, { merchantCode: 'DEMO' });
    const ops = async (url: string, payload?: object) => (await ctx.app.inject({ method: payload ? 'POST' : 'GET', url, headers: { authorization: operator.token }, ...(payload ? { payload } : {}) })).json();

    const first = await createTestMember(ctx.database.db);
    expect((await call(first, 'POST', '/wps/promotion/apply', { id: promotion.id, comment: 'x'.repeat(141) })).success).toBe(false);
    const applied = await call(first, 'POST', '/wps/promotion/apply', { id: promotion.id, comment: 'My birthday is today' });
    expect(applied.value).toMatchObject({ status: 'APPLYING', action: null, comment: 'My birthday is today' });
    const second = await createTestMember(ctx.database.db);
    await call(second, 'POST', '/wps/promotion/apply', { id: promotion.id });

    const listed = (await ops('/ops/api/promotions/applications')).value.filter((entry: { promotionId: number }) => entry.promotionId === promotion.id);
    expect(listed.map((entry: { account: string }) => entry.account).sort()).toEqual([first.username, second.username].sort());
    const idOf = (member: TestMember) => listed.find((entry: { account: string }) => entry.account === member.username).participationId;

    expect((await ops('/ops/api/promotions/issue', { participationId: idOf(first) })).value).toEqual({ participationId: idOf(first), status: 'ISSUED' });
    expect((await ops('/ops/api/promotions/issue', { participationId: idOf(first) })).value.status).toBe('ISSUED');
    expect((await ops('/ops/api/promotions/reject', { participationId: idOf(first), reason: 'Too late' })).errorCode).toBe('action.not.allowed');
    expect((await ops('/ops/api/promotions/reject', { participationId: idOf(second), reason: 'No birthday this month' })).value.status).toBe('REJECTED');
    expect((await detail(second, promotion.id)).value).toMatchObject({ status: 'REJECTED', rejectReason: 'No birthday this month', action: null });
    expect(await paymentsOf(idOf(first))).toMatchObject([{ type: 'BONUS', amountMinor: 88_00 }]);
    expect(await paymentsOf(idOf(second))).toEqual([]);
    const audit = await ctx.database.db.select().from(operatorActions).where(eq(operatorActions.operatorId, operator.operatorId)).orderBy(asc(operatorActions.id));
    expect(audit.filter((entry) => entry.action.startsWith('promotion.'))).toMatchObject([
      { action: 'promotion.issue', subjectId: idOf(first), amountMinor: 88_00, memberId: first.memberId },
      { action: 'promotion.reject', subjectId: idOf(second), reason: 'No birthday this month', memberId: second.memberId },
    ]);

    const alt = await createTestOperator(ctx.database.db, { merchantCode: 'ALT' });
    const refused = await ctx.app.inject({ method: 'POST', url: '/ops/api/promotions/issue', headers: { authorization: alt.token }, payload: { participationId: idOf(second) } });
    expect(refused.json().errorCode).toBe('permission.denied');
    expect(await checkLedger(ctx.database.db)).toEqual([]);
  });

  it('creates, pauses and closes through the operator API, with spend against budget', async () => {
    const operator = await createTestOperator(ctx.database.db, { merchantCode: 'DEMO' });
    const ops = async (url: string, payload?: object) => (await ctx.app.inject({ method: payload ? 'POST' : 'GET', url, headers: { authorization: operator.token }, ...(payload ? { payload } : {}) })).json();
    const created = await ops('/ops/api/promotions/create', {
      merchant: 'DEMO', code: 'OPS_TEST_MISSION', kind: 'MISSION', category: 'SLOTS', period: 'DAILY', measure: 'SLOTS_TURNOVER', target: '500',
      reward: '20', perMemberCap: '20', budget: '1000', turnoverMultiple: 1, titles: { EN: 'Daily spin' }, rules: { EN: '<p>Spin</p><script>alert(1)</script>' },
    });
    expect(created.value).toMatchObject({ code: 'OPS_TEST_MISSION', state: 'ACTIVE', budget: 1000, spent: 0 });
    expect((await ops('/ops/api/promotions/state', { id: created.value.id, state: 'PAUSED', reason: 'Budget review' })).value.state).toBe('PAUSED');
    expect((await detail(null, created.value.id)).value).toMatchObject({ status: 'CLOSE', action: null, rulesHtml: '<p>Spin</p>' });
    expect((await ops('/ops/api/promotions/state', { id: created.value.id, state: 'CLOSED' })).value.state).toBe('CLOSED');
    expect((await ops('/ops/api/promotions/state', { id: created.value.id, state: 'ACTIVE' })).errorCode).toBe('action.not.allowed');
    expect((await ops('/ops/api/promotions')).value.find((entry: { id: number }) => entry.id === created.value.id)).toMatchObject({ state: 'CLOSED', spent: 0 });
  });
});

describe('rules', () => {
  it('stores rich text with script, event-handler and javascript: payloads inert', async () => {
    const promotion = await addPromotion({
      kind: 'APPLICATION', reward: 1_00,
      rules: { EN: '<p onclick="steal()">Hi<img src="/x.png" onerror="alert(1)"></p><script>alert(2)</script><a href="javascript:alert(3)">go</a><iframe src="https://evil"></iframe>' },
    });
    const { rulesHtml } = (await detail(null, promotion.id)).value;
    expect(rulesHtml).not.toMatch(/script|onerror|onclick|javascript:|iframe/i);
    expect(rulesHtml).toContain('Hi');
  });

  it('answers in the member’s language, else English, and draws its picture', async () => {
    const promotion = await addPromotion({ kind: 'APPLICATION', reward: 1_00 });
    const answer = await ctx.app.inject({ method: 'GET', url: `/wps/promotion/detail?id=${promotion.id}`, headers: { merchant: 'DEMO', language: 'TY' } });
    expect(answer.json().value.title).toBe('Pagsubok');
    const english = await ctx.app.inject({ method: 'GET', url: `/wps/promotion/detail?id=${promotion.id}`, headers: { merchant: 'DEMO', language: 'AR' } });
    expect(english.json().value.title).toBe('Test promotion');
    const picture = await ctx.app.inject({ method: 'GET', url: english.json().value.imageUrl });
    expect(picture.headers['content-type']).toContain('image/svg+xml');
    expect(picture.body).toContain('<svg');
  });
});

describe('the seeded promotions', () => {
  it('are on both merchants in every language, each of its kind, and seeding again adds nothing', async () => {
    const { seedPromotions } = await import('../../db/seed-data/promotions.ts');
    const guest = async (merchant: string, language: string) =>
      ((await ctx.app.inject({ method: 'GET', url: '/wps/promotion/list', headers: { merchant, language } })).json().value as Array<{ kind: string; status: string; title: string }>)
        .filter((entry) => !['Test promotion', 'Pagsubok', 'Daily spin'].includes(entry.title));
    const demo = await guest('DEMO', 'EN');
    expect(demo.map((entry) => entry.kind)).toEqual(['DEPOSIT_OFFER', 'DEPOSIT_OFFER', 'MISSION', 'CASHBACK', 'APPLICATION', 'APPLICATION', 'MISSION']);
    expect(demo.find((entry) => entry.title === 'Launch week slots mission')?.status).toBe('CLOSE');
    const alt = await guest('ALT', 'AR');
    expect(alt.map((entry) => entry.kind)).toEqual(['MISSION', 'CASHBACK', 'APPLICATION', 'APPLICATION', 'MISSION']);
    expect(alt[0]!.title).toBe('مهمة السلوتس اليومية');
    const rows = await ctx.database.db.select().from(promotions);
    for (const row of rows.filter((entry) => !entry.code.startsWith('TEST_') && !entry.code.startsWith('OPS_'))) {
      expect(Object.keys(row.titles)).toHaveLength(31);
      expect(Object.keys(row.rulesHtml)).toHaveLength(31);
      expect(Object.values(row.rulesHtml).join('')).not.toMatch(/\{\w+\}/);
    }
    await seedPromotions(ctx.database.db);
    expect(await ctx.database.db.select().from(promotions)).toHaveLength(rows.length);
  });
});

describe('the deposit offers', () => {
  it('show as open only while the deposit page offers them to the member', async () => {
    const guest = (await call(null, 'GET', '/wps/promotion/list?category=NEW_MEMBER')).value as Array<{ kind: string; status: string; action: string | null }>;
    expect(guest.filter((entry) => entry.kind === 'DEPOSIT_OFFER')).toMatchObject([{ status: 'JOIN', action: 'deposit' }]);

    const member = await createTestMember(ctx.database.db);
    const [merchant] = await ctx.database.db.select().from(merchants).where(eq(merchants.code, 'DEMO'));
    // A member whose first deposit was credited (without a bonus): only the reload is open.
    await ctx.database.db.insert(depositOrders).values({
      orderNo: `DTEST${randomUUID().slice(0, 8)}`, merchantId: merchant!.id, memberId: member.memberId, requestId: randomUUID(), channel: 'pg',
      providerCode: 'GCASH', providerName: 'GCash', status: 'PAID', amountMinor: 500_00, feeMinor: 0, creditMinor: 500_00, createdAt: new Date(), paidAt: new Date(),
    });
    const offers = ((await call(member, 'GET', '/wps/promotion/list')).value as Array<{ id: number; kind: string; title: string; status: string; action: string | null }>)
      .filter((entry) => entry.kind === 'DEPOSIT_OFFER');
    // The first-deposit bonus is listed first (the seed's order).
    expect(offers.map(({ status, action }) => ({ status, action }))).toEqual([{ status: 'CLOSE', action: null }, { status: 'JOIN', action: 'deposit' }]);
    expect((await call(member, 'POST', '/wps/promotion/join', { id: offers[1]!.id })).errorCode).toBe('action.not.allowed');
  });
});
