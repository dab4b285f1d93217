import { randomUUID } from 'node:crypto';
import { MEMBER_TYPE, type Leaderboard } from '@m/contract';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  bets, games, leaderboardAwards, leaderboardCloses, ledgerTransfers, merchants, operatorActions, promotionRankPrizes, promotions, turnoverRequirements,
} from '../../db/schema.ts';
import { SLOTS_MISSION_PRIZES_MINOR, seedLeaderboardPrizes } from '../../db/seed-data/leaderboard.ts';
import { LOSING_OUTCOME } from '../../test/bets.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { fundMember } from '../../test/money.ts';
import { createTestOperator } from '../../test/operators.ts';
import { useTestApp } from '../../test/test-app.ts';
import { settleSpin } from '../games/service.ts';
import { checkLedger } from '../ledger/service.ts';
import { createLeaderboardRepository } from './leaderboard-repository.ts';
import { maskAccount } from '../../lib/masked-account.ts';
import { promotionRow, type ParsedPromotionCreate } from './service.ts';

/** The job runner's clock, moved by the test that ticks it (only the leaderboard close runs in this file). */
let clock = Date.now();
const ctx = useTestApp({ jobRunner: { now: () => clock, only: ['promotions.leaderboard-close'] } });

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const db = () => ctx.database.db;

let codes = 0;
/** A slots turnover mission of DEMO from now (the bets of earlier tests are not in its window), with prizes per rank (set before its window). */
async function mission(fields: Partial<Omit<ParsedPromotionCreate, 'startAt'>> & { prizesMinor: number[]; startAt?: Date }) {
  const [merchant] = await db().select().from(merchants).where(eq(merchants.code, 'DEMO'));
  const { prizesMinor, startAt, ...rest } = fields;
  const request: ParsedPromotionCreate = {
    merchant: 'DEMO', code: `LB_${++codes}_${randomUUID().slice(0, 6).toUpperCase()}`, kind: 'MISSION', category: 'SLOTS', period: 'ONCE', audience: 'ALL',
    measure: 'SLOTS_TURNOVER', target: 1_000_000_00, reward: 1_00, perMemberCap: 1_00, turnoverMultiple: 2,
    titles: { EN: 'Leaderboard mission', TY: 'Misyon' }, rules: { EN: '<p>Rank</p>' }, ...rest,
  };
  const [row] = await db().insert(promotions).values({ ...promotionRow(merchant!.id, request), startAt: startAt ?? new Date(), sortOrder: 1000 }).returning();
  await createLeaderboardRepository(db()).replacePrizes(row!.id, prizesMinor);
  await db().update(promotionRankPrizes).set({ setAt: new Date(row!.startAt.getTime() - MINUTE_MS) }).where(eq(promotionRankPrizes.promotionId, row!.id));
  return row!;
}

/** Ends the mission's window now (its one period is then over). */
const endNow = (promotionId: number) => db().update(promotions).set({ endAt: new Date() }).where(eq(promotions.id, promotionId));

async function gameOf(category: 'RNG' | 'LIVE'): Promise<number> {
  const [game] = await db().select({ id: games.id }).from(games).where(category === 'RNG' ? eq(games.gameCategory, 'RNG') : ne(games.gameCategory, 'RNG'))
    .orderBy(asc(games.id)).limit(1);
  return game!.id;
}

/** Settled losing spins of `stakeMinor` each, on a slot (or on a game of another category). */
async function bet(member: TestMember, stakeMinor: number, times = 1, category: 'RNG' | 'LIVE' = 'RNG') {
  const gameId = await gameOf(category);
  for (let spin = 0; spin < times; spin++) {
    await settleSpin(db(), { memberId: member.memberId, gameId, stakeMinor, idempotencyKey: randomUUID(), winMinor: 0, outcome: LOSING_OUTCOME });
  }
}

async function bettor(stakesMinor: number[], options: { type?: number } = {}) {
  const member = await createTestMember(db(), options);
  await fundMember(db(), member.memberId, 10_000_00);
  for (const stake of stakesMinor) await bet(member, stake);
  return member;
}

const board = async (member: TestMember | null, id?: number, app: FastifyInstance = ctx.app): Promise<Leaderboard | null> => {
  const response = await app.inject({
    method: 'GET', url: `/wps/promotion/leaderboard${id === undefined ? '' : `?id=${id}`}`,
    headers: { merchant: 'DEMO', language: 'EN', ...(member ? { authorization: member.token } : {}) },
  });
  const envelope = response.json();
  expect(envelope.success).toBe(true);
  return envelope.value;
};

const prizePayments = (promotionId: number) =>
  db().select().from(ledgerTransfers).where(and(eq(ledgerTransfers.type, 'BONUS'), eq(ledgerTransfers.memo, `LB_${promotionId}`)));
const awardsOf = (promotionId: number) => db().select().from(leaderboardAwards).where(eq(leaderboardAwards.promotionId, promotionId)).orderBy(asc(leaderboardAwards.rank));
const spentOf = async (promotionId: number) => (await db().select().from(promotions).where(eq(promotions.id, promotionId)))[0]!.spentMinor;

describe('the ranking', () => {
  it('masks the names of others', () => {
    expect(maskAccount('abcdefyz')).toBe('ab***yz');
    expect(maskAccount('abcd')).toBe('a***');
    expect(maskAccount('马来西亚玩家')).toBe('马来***玩家');
  });

  it('ranks the period from real slot bets: ties to who reached first, then the lower id; the member sees their own rank, guests none', async () => {
    const promotion = await mission({ prizesMinor: [300_00, 100_00] });
    const first = await bettor([200_00, 100_00]);
    const tiedEarlier = await bettor([150_00]);
    const tiedLater = await bettor([50_00, 100_00]);
    // Not ranked: bets on another category, and a trial account's play money.
    const otherGames = await createTestMember(db());
    await fundMember(db(), otherGames.memberId, 1_000_00);
    await bet(otherGames, 500_00, 1, 'LIVE');
    const trial = await bettor([900_00], { type: MEMBER_TYPE.TRIAL });

    const seen = (await board(tiedLater, promotion.id))!;
    expect(seen).toMatchObject({ promotionId: promotion.id, title: 'Leaderboard mission', measure: 'SLOTS_TURNOVER', prizes: [{ rank: 1, amount: 300 }, { rank: 2, amount: 100 }] });
    expect(seen.entries).toEqual([
      { rank: 1, name: maskAccount(first.username), amount: 300, prize: 300, own: false },
      { rank: 2, name: maskAccount(tiedEarlier.username), amount: 150, prize: 100, own: false },
      { rank: 3, name: tiedLater.username, amount: 150, prize: null, own: true },
    ]);
    expect(seen.own).toEqual({ rank: 3, name: tiedLater.username, amount: 150, prize: null, own: true });
    expect(seen.entries.map((entry) => entry.name)).not.toContain(maskAccount(trial.username));

    const guest = (await board(null, promotion.id))!;
    expect(guest.own).toBeNull();
    expect(guest.entries.every((entry) => !entry.own && entry.name.includes('***'))).toBe(true);
    expect((await board(otherGames, promotion.id))!.own).toEqual({ rank: null, name: otherGames.username, amount: 0, prize: null, own: true });

    // Equal totals and equal moments: the lower member id first.
    const window = { from: promotion.startAt, to: new Date(Date.now() + MINUTE_MS) };
    // Inside the window: the mission may have started less than a second ago.
    const sameMoment = new Date();
    await db().update(bets).set({ createdAt: sameMoment }).where(inArray(bets.memberId, [tiedEarlier.memberId, tiedLater.memberId]));
    const ranked = await createLeaderboardRepository(db()).ranking(promotion.merchantId, 'SLOTS_TURNOVER', window, 1, tiedLater.memberId);
    expect(ranked.map((entry) => [entry.rank, entry.memberId])).toEqual([[1, first.memberId], [3, tiedLater.memberId]]);
  });

  it('shows the merchant\'s seeded daily slots mission without an id, with its prizes and a countdown to the day\'s end', async () => {
    const seen = (await board(null))!;
    const [seeded] = await db().select().from(promotions).where(eq(promotions.id, seen.promotionId));
    expect(seeded!.code).toBe('SLOTS_MISSION');
    expect(seen.prizes.map((prize) => prize.amount * 100)).toEqual([...SLOTS_MISSION_PRIZES_MINOR]);
    expect(seen.period).toBe('DAILY');
    expect(Date.parse(seen.periodEnd!) - Date.parse(seen.periodStart)).toBe(DAY_MS);
    expect(Date.parse(seen.periodEnd!)).toBeGreaterThan(Date.parse(seen.serverTime));
  });

  it('refuses an id that is no mission of the merchant', async () => {
    const [application] = await db().select().from(promotions).where(eq(promotions.code, 'BIRTHDAY')).limit(1);
    const response = await ctx.app.inject({ method: 'GET', url: `/wps/promotion/leaderboard?id=${application!.id}`, headers: { merchant: 'DEMO' } });
    expect(response.json()).toMatchObject({ success: false, errorCode: 'not.found' });
    const wrong = await ctx.app.inject({ method: 'GET', url: '/wps/promotion/leaderboard?id=abc', headers: { merchant: 'DEMO' } });
    expect(wrong.json().success).toBe(false);
    expect(wrong.statusCode).toBeLessThan(500);
  });
});

describe('the period close', () => {
  /** Two server processes on one database (on PostgreSQL; two apps on PGlite, which one process holds). */
  const twoProcesses = async (): Promise<FastifyInstance[]> => [ctx.app, (await ctx.buildProcess()) ?? ctx.build()];

  it('pays each prized rank once with its turnover, however often and by however many processes it runs (50 at once)', async () => {
    const promotion = await mission({ prizesMinor: [300_00, 100_00], budget: 10_000_00 });
    await db().update(promotions).set({ code: `LB_${promotion.id}` }).where(eq(promotions.id, promotion.id));
    const winner = await bettor([500_00]);
    const second = await bettor([200_00]);
    await bettor([100_00]);
    await endNow(promotion.id);
    const now = new Date(Date.now() + 1000);

    const processes = await twoProcesses();
    await Promise.all(processes.map((process) => process.ready()));
    const runs = await Promise.all(Array.from({ length: 50 }, (_, index) => processes[index % 2]!.services.leaderboard.closePeriods(now)));
    expect(runs.reduce((sum, run) => sum + run.periods, 0)).toBe(1);
    expect(runs.reduce((sum, run) => sum + run.paidMinor, 0)).toBe(400_00);
    expect((await ctx.app.services.leaderboard.closePeriods(now)).periods).toBe(0);

    expect((await awardsOf(promotion.id)).map((award) => [award.rank, award.memberId, award.prizeMinor])).toEqual([[1, winner.memberId, 300_00], [2, second.memberId, 100_00]]);
    expect((await prizePayments(promotion.id)).map((payment) => payment.amountMinor).sort()).toEqual([100_00, 300_00]);
    const [requirement] = await db().select().from(turnoverRequirements).where(eq(turnoverRequirements.reference, `leaderboard:${promotion.id}:ONCE:1`));
    expect(requirement).toMatchObject({ memberId: winner.memberId, requiredMinor: 600_00 });
    expect(await spentOf(promotion.id)).toBe(400_00);
    expect((await board(winner, promotion.id))!.previous).toMatchObject({ periodKey: 'ONCE', winners: [{ rank: 1, name: winner.username, prize: 300, own: true }, { rank: 2, prize: 100, own: false }] });
    expect(await checkLedger(db())).toEqual([]);
  });

  it('never pays above the budget: a prize that does not fit is left unpaid, a smaller one below may still be paid', async () => {
    const promotion = await mission({ prizesMinor: [300_00, 200_00, 50_00], budget: 260_00 });
    const ranks = [await bettor([300_00]), await bettor([200_00]), await bettor([100_00])];
    await endNow(promotion.id);
    const closed = await ctx.app.services.leaderboard.closePeriods(new Date(Date.now() + 1000));
    expect(closed).toMatchObject({ periods: 1, prizes: 2, paidMinor: 200_00 + 50_00, unpaidMinor: 300_00 });
    expect((await awardsOf(promotion.id)).map((award) => award.memberId)).toEqual([ranks[1]!.memberId, ranks[2]!.memberId]);
    expect(await spentOf(promotion.id)).toBeLessThanOrEqual(260_00);
    const [close] = await db().select().from(leaderboardCloses).where(eq(leaderboardCloses.promotionId, promotion.id));
    expect(close).toMatchObject({ paidMinor: 250_00, unpaidMinor: 300_00 });
    expect(await checkLedger(db())).toEqual([]);
  });

  it('catches up the days missed while no server ran, each day paid from its own bets, but none from before the prizes were set', async () => {
    const promotion = await mission({ prizesMinor: [40_00], period: 'DAILY', startAt: new Date(Date.now() - 10 * DAY_MS) });
    await db().update(promotionRankPrizes).set({ setAt: new Date(Date.now() - 3 * DAY_MS - MINUTE_MS) }).where(eq(promotionRankPrizes.promotionId, promotion.id));
    const daysAgo = async (member: TestMember, days: number) =>
      db().update(bets).set({ createdAt: new Date(Date.now() - days * DAY_MS) }).where(eq(bets.memberId, member.memberId));
    const before = await bettor([100_00]);
    await daysAgo(before, 4);
    const twoDaysAgo = await bettor([100_00]);
    await daysAgo(twoDaysAgo, 2);
    const yesterday = await bettor([100_00]);
    await daysAgo(yesterday, 1);

    const closed = await ctx.app.services.leaderboard.closePeriods(new Date());
    expect(closed.paidMinor).toBe(80_00);
    expect((await awardsOf(promotion.id)).map((award) => award.memberId).sort()).toEqual([twoDaysAgo.memberId, yesterday.memberId].sort());
    expect((await ctx.app.services.leaderboard.closePeriods(new Date())).periods).toBe(0);
  });

  it('runs as the job promotions.leaderboard-close: once per period however often the runner ticks', async () => {
    clock = Date.now();
    await ctx.app.services.jobs.tick();
    const promotion = await mission({ prizesMinor: [25_00] });
    const member = await bettor([10_00]);
    await endNow(promotion.id);

    clock = Date.now() + MINUTE_MS;
    const report = await ctx.app.services.jobs.tick();
    expect(report.length).toBeGreaterThanOrEqual(1);
    expect(report.every((entry) => entry.job === 'promotions.leaderboard-close' && entry.status === 'DONE')).toBe(true);
    expect((await awardsOf(promotion.id)).map((award) => award.memberId)).toEqual([member.memberId]);
    expect(await ctx.app.services.jobs.tick()).toEqual([]);
    expect(await awardsOf(promotion.id)).toHaveLength(1);
    expect(await checkLedger(db())).toEqual([]);
  });
});

describe('prizes', () => {
  it('are set by an operator through the operator API, audited; bad amounts and other kinds are refused', async () => {
    const promotion = await mission({ prizesMinor: [] });
    const operator = await createTestOperator(db());
    const set = (body: object) => ctx.app.inject({ method: 'POST', url: '/ops/api/promotions/prizes', headers: { authorization: operator.token }, payload: body });
    expect((await set({ id: promotion.id, prizes: ['100.00', '50.5'] })).json().value).toEqual({ id: promotion.id, prizes: [{ rank: 1, amount: 100 }, { rank: 2, amount: 50.5 }] });
    expect((await createLeaderboardRepository(db()).prizes(promotion.id)).map((prize) => prize.amountMinor)).toEqual([100_00, 50_50]);
    const [audit] = await db().select().from(operatorActions).where(and(eq(operatorActions.action, 'promotion.prizes'), eq(operatorActions.subjectId, promotion.id)));
    expect(audit).toMatchObject({ operatorId: operator.operatorId, amountMinor: 150_50 });

    expect((await set({ id: promotion.id, prizes: ['-1'] })).json().success).toBe(false);
    const [application] = await db().select().from(promotions).where(eq(promotions.code, 'BIRTHDAY')).limit(1);
    expect((await set({ id: application!.id, prizes: ['1.00'] })).json().errorCode).toBe('not.found');
    expect((await createLeaderboardRepository(db()).prizes(promotion.id))).toHaveLength(2);
  });

  it('are seeded on the daily slots mission of both merchants, and seeding again keeps what is there', async () => {
    const seeded = await db().select({ promotionId: promotionRankPrizes.promotionId, code: promotions.code, merchantId: promotions.merchantId })
      .from(promotionRankPrizes).innerJoin(promotions, eq(promotions.id, promotionRankPrizes.promotionId)).where(eq(promotions.code, 'SLOTS_MISSION'));
    expect(new Set(seeded.map((row) => row.merchantId)).size).toBe(2);
    expect(seeded).toHaveLength(2 * SLOTS_MISSION_PRIZES_MINOR.length);
    await seedLeaderboardPrizes(db());
    expect(await db().select().from(promotionRankPrizes).where(eq(promotionRankPrizes.promotionId, seeded[0]!.promotionId))).toHaveLength(SLOTS_MISSION_PRIZES_MINOR.length);
  });
});
