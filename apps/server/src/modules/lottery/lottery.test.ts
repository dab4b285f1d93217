import { randomUUID } from 'node:crypto';
import {
  envelopeSchema, fairRandom, drawLotteryNumbers, lotteryFormat, lotteryGameSchema, lotteryOrderSchema, lotteryOrdersSchema, lotteryPlay, payoutOf,
  type LotteryGame, type LotteryOrder, type LotterySubOrderRequest,
} from '@m/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { fairRounds, lotteryIssues, lotteryOrders, lotterySubOrders } from '../../db/schema.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { fundMember } from '../../test/money.ts';
import { useTestApp } from '../../test/test-app.ts';
import { checkLedger } from '../ledger/service.ts';
import { drawJobName, lotteryScheduleOf } from './schedule.ts';

/** An SSC lottery drawing every 3 minutes, and a Racing 10 every minute. */
const SSC = { vendor: 'ELOTT', gameCode: 'SSC_3M_1', subType: 'SSC' };
const PK10 = { vendor: 'ELOTT', gameCode: 'PK10_1M_4', subType: 'PK10' };
const JOBS = [drawJobName(SSC), drawJobName(PK10)];

const MINUTE = 60_000;
/** The test's clock: 20 seconds into a period of both lotteries (a 3-minute boundary), far from today. */
const T0 = Date.parse('2031-03-01T00:00:20Z');
let clock = T0;

const ctx = useTestApp({ jobRunner: { now: () => clock, only: JOBS } });

let member: TestMember;
let other: TestMember;

const call = async <T>(schema: Parameters<typeof envelopeSchema>[0], options: { method: 'GET' | 'POST'; url: string; member?: TestMember; payload?: unknown; app?: FastifyInstance }) => {
  const response = await (options.app ?? ctx.app).inject({
    method: options.method, url: options.url, payload: options.payload as object | undefined,
    headers: { merchant: 'DEMO', ...(options.member ? { authorization: options.member.token } : {}) },
  });
  const body = response.json() as { success: boolean; errorCode?: string; value?: T };
  // A refusal's value is its own (the sub-order's index), not the endpoint's answer.
  return body.success ? (envelopeSchema(schema).parse(body) as typeof body) : body;
};

const gameOf = (ref: { vendor: string; gameCode: string }) =>
  call<LotteryGame>(lotteryGameSchema, { method: 'GET', url: `/lgw/game?vendor=${ref.vendor}&gameCode=${ref.gameCode}` }).then((answer) => answer.value!);
const place = (who: TestMember, issueNo: string, subOrders: LotterySubOrderRequest[], requestId = randomUUID().replaceAll('-', ''), ref = SSC) =>
  call<LotteryOrder>(lotteryOrderSchema, { method: 'POST', url: '/lgw/orders', member: who, payload: { vendor: ref.vendor, gameCode: ref.gameCode, issueNo, subOrders, requestId } });
const detail = (who: TestMember, orderId: number) => call<LotteryOrder>(lotteryOrderSchema, { method: 'GET', url: `/lgw/orders/detail?orderId=${orderId}`, member: who });
const cancel = (who: TestMember, subOrderId: number) =>
  call<LotteryOrder>(lotteryOrderSchema, { method: 'POST', url: '/lgw/orders/suborders/cancel', member: who, payload: { subOrderId } });
const balance = (who: TestMember) => ctx.app.services.ledger.walletBalanceMinor(who.memberId);
/** The draw job's period whose end is the issue's draw. */
const periodKeyOf = (ref: typeof SSC, drawAt: number) => lotteryScheduleOf(ref).periodOf(lotteryScheduleOf(ref).issueAt(drawAt)).key;

const BIG: LotterySubOrderRequest = { play: 'sum-bs', selection: ['big'], unitStakeMinor: 200, multiple: 2 };
const DIGITS: LotterySubOrderRequest = { play: 'pos1-num', selection: ['0', '1', '2', '3', '4'], unitStakeMinor: 100, multiple: 1 };

beforeAll(async () => {
  member = await createTestMember(ctx.database.db);
  other = await createTestMember(ctx.database.db);
  await fundMember(ctx.database.db, member.memberId, 1000_00);
  await fundMember(ctx.database.db, other.memberId, 1000_00);
});

describe('the issue on sale', () => {
  it('is a fair round opened before its bets: its commitment is published, its seed hidden and random', async () => {
    const game = await gameOf(SSC);
    expect(game.kind).toBe('ssc');
    expect(game.issue.closesAt).toBe(game.issue.drawAt - 10_000);
    expect(game.issue.drawAt).toBe(Date.parse('2031-03-01T00:03:00Z'));
    const round = await ctx.app.services.fairness.round(game.issue.fairRoundId);
    expect(round).toMatchObject({ commitment: game.issue.commitment, serverSeed: null, outcome: null });
    // Each issue's seed is its own secure random draw: nothing in the source or the issue's key derives it.
    const [stored] = await ctx.database.db.select().from(fairRounds).where(eq(fairRounds.id, game.issue.fairRoundId));
    const other = await gameOf(PK10);
    const [otherStored] = await ctx.database.db.select().from(fairRounds).where(eq(fairRounds.id, other.issue.fairRoundId));
    expect(stored!.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.serverSeed).not.toBe(otherStored!.serverSeed);
    expect(game.results).toEqual([]);
  });

  it('answers not.found for a game that is no lottery', async () => {
    const answer = await call(lotteryGameSchema, { method: 'GET', url: '/lgw/game?vendor=ELOTT&gameCode=NOPE_1M_0' });
    expect(answer.errorCode).toBe('not.found');
  });
});

describe('orders', () => {
  let game: LotteryGame;
  let order: LotteryOrder;

  beforeAll(async () => {
    game = await gameOf(SSC);
  });

  it('debits each sub-order\'s stake through the vendor, and answers a repeated request id with the first order', async () => {
    const before = await balance(member);
    const requestId = randomUUID().replaceAll('-', '');
    const placed = await place(member, game.issue.issueNo, [BIG, DIGITS], requestId);
    expect(placed.success).toBe(true);
    order = placed.value!;
    expect(order.subOrders.map((subOrder) => [subOrder.status, subOrder.units, subOrder.stake])).toEqual([['OPEN', 1, 4], ['OPEN', 5, 5]]);
    expect(order.stake).toBe(9);
    expect(await balance(member)).toBe(before - 9_00);
    const again = await place(member, game.issue.issueNo, [BIG, DIGITS], requestId);
    expect(again.value!.id).toBe(order.id);
    expect(await balance(member)).toBe(before - 9_00);
  });

  it('refuses a selection the play does not take, a stake below the game\'s least, and an issue not on sale; nothing moves', async () => {
    const before = await balance(member);
    expect((await place(member, game.issue.issueNo, [{ ...BIG, selection: ['huge'] }])).errorCode).toBe('lottery.selection.invalid');
    expect((await place(member, game.issue.issueNo, [{ ...BIG, play: 'pos9-num' }])).errorCode).toBe('lottery.selection.invalid');
    expect((await place(member, '202603010999', [BIG])).errorCode).toBe('lottery.closed');
    expect(await balance(member)).toBe(before);
  });

  it('lists the member\'s own orders; another member\'s order and sub-order are not found', async () => {
    const list = await call<{ list: LotteryOrder[] }>(lotteryOrdersSchema, { method: 'GET', url: '/lgw/orders?pageNo=1&pageSize=10', member });
    expect(list.value!.list.map((entry) => entry.id)).toContain(order.id);
    expect((await detail(other, order.id)).errorCode).toBe('not.found');
    expect((await cancel(other, order.subOrders[0]!.id)).errorCode).toBe('not.found');
    const theirs = await call<{ list: LotteryOrder[] }>(lotteryOrdersSchema, { method: 'GET', url: '/lgw/orders', member: other });
    expect(theirs.value!.list).toEqual([]);
  });

  it('cancels a sub-order before the close with its stake back, once', async () => {
    const before = await balance(member);
    const cancelled = await cancel(member, order.subOrders[1]!.id);
    expect(cancelled.value!.subOrders.map((subOrder) => subOrder.status)).toEqual(['OPEN', 'CANCELLED']);
    expect(cancelled.value!.stake).toBe(4);
    expect(await balance(member)).toBe(before + 5_00);
    const again = await cancel(member, order.subOrders[1]!.id);
    expect(again.success).toBe(true);
    expect(await balance(member)).toBe(before + 5_00);
  });

  it('takes no order and no cancel after the close', async () => {
    clock = game.issue.closesAt + 1;
    expect((await place(member, game.issue.issueNo, [BIG])).errorCode).toBe('lottery.closed');
    expect((await cancel(member, order.subOrders[0]!.id)).errorCode).toBe('lottery.closed');
  });

  it('settles the issue at its draw: the round revealed, the win credited once, however often the draw runs', async () => {
    clock = game.issue.drawAt + 1;
    const before = await balance(member);
    const key = periodKeyOf(SSC, game.issue.drawAt);
    const runs = await Promise.all([ctx.app.services.jobs.runPeriod(drawJobName(SSC), key), ctx.app.services.jobs.tick()]);
    expect(runs[0].status).toBe('DONE');
    const settled = (await detail(member, order.id)).value!;
    expect(settled.result).not.toBeNull();
    const round = await ctx.app.services.fairness.round(settled.result!.fairRoundId);
    // Anyone can recompute the draw from the revealed seeds with the contract's function.
    expect(drawLotteryNumbers(lotteryFormat('ssc'), fairRandom(round.serverSeed!, round.publicSeed!))).toEqual(settled.result!.numbers);
    const expected = payoutOf(lotteryPlay('ssc', 'sum-bs')!, ['big'], 200, 2, settled.result!.numbers);
    expect(settled.subOrders[0]).toMatchObject({ status: expected > 0 ? 'WON' : 'LOST', payout: expected / 100 });
    expect(settled.subOrders[1]!.status).toBe('CANCELLED');
    expect(await balance(member)).toBe(before + expected);
    // Run again (the period is done) and the draw itself again: nothing more is paid.
    expect((await ctx.app.services.jobs.runPeriod(drawJobName(SSC), key)).ran).toBe(false);
    await ctx.database.db.transaction((tx) => ctx.app.services.lottery.drawPeriod(tx, SSC, lotteryScheduleOf(SSC).periodOf(lotteryScheduleOf(SSC).issueAt(game.issue.drawAt))));
    expect(await balance(member)).toBe(before + expected);
    expect(await checkLedger(ctx.database.db)).toEqual([]);
    const next = await gameOf(SSC);
    expect(next.results[0]).toMatchObject({ issueNo: game.issue.issueNo, numbers: settled.result!.numbers });
  });
});

describe('the draw job', () => {
  it('draws an issue missed while no server ran, however long ago, and pays it once', async () => {
    const game = await gameOf(PK10);
    const before = await balance(other);
    const placed = await place(other, game.issue.issueNo, [{ play: 'pos1-num', selection: ['01', '02', '03'], unitStakeMinor: 100, multiple: 1 }], undefined, PK10);
    expect(placed.success).toBe(true);
    await ctx.app.services.jobs.tick();
    // Three hours without a server: far beyond the job's catch-up of 24 periods.
    clock = game.issue.drawAt + 3 * 60 * MINUTE + 5_000;
    await ctx.app.services.jobs.tick();
    const settled = (await detail(other, placed.value!.id)).value!;
    expect(settled.result?.issueNo).toBe(game.issue.issueNo);
    const expected = payoutOf(lotteryPlay('pk10', 'pos1-num')!, ['01', '02', '03'], 100, 1, settled.result!.numbers);
    expect(settled.subOrders[0]!.status).toBe(expected > 0 ? 'WON' : 'LOST');
    expect(await balance(other)).toBe(before - 3_00 + expected);
    await ctx.app.services.jobs.tick();
    expect(await balance(other)).toBe(before - 3_00 + expected);
    const [issue] = await ctx.database.db.select().from(lotteryIssues).where(eq(lotteryIssues.fairRoundId, game.issue.fairRoundId));
    expect(issue!.numbers).toEqual(settled.result!.numbers);
  });

  it('pays once when two processes run the same draw', async () => {
    const game = await gameOf(SSC);
    const before = await balance(other);
    const placed = await place(other, game.issue.issueNo, [BIG, { ...BIG, selection: ['small'] }]);
    expect(placed.success).toBe(true);
    clock = game.issue.drawAt + 1;
    const second = (await ctx.buildProcess({ jobRunner: { now: () => clock, only: JOBS } })) ?? ctx.build({ jobRunner: { now: () => clock, only: JOBS } });
    await second.ready();
    const key = periodKeyOf(SSC, game.issue.drawAt);
    await Promise.all([ctx.app.services.jobs.runPeriod(drawJobName(SSC), key), second.services.jobs.runPeriod(drawJobName(SSC), key), second.services.jobs.tick()]);
    const settled = (await detail(other, placed.value!.id)).value!;
    const paid = settled.subOrders.reduce((total, subOrder) => total + Math.round(subOrder.payout * 100), 0);
    expect(await balance(other)).toBe(before - 8_00 + paid);
    expect(await checkLedger(ctx.database.db)).toEqual([]);
  });
});

describe('an order a server left unfinished', () => {
  it('is cancelled by its issue\'s draw: a sub-order whose stake never came moves nothing', async () => {
    const game = await gameOf(SSC);
    const [issue] = await ctx.database.db.select().from(lotteryIssues).where(eq(lotteryIssues.fairRoundId, game.issue.fairRoundId));
    const [order] = await ctx.database.db.insert(lotteryOrders).values({ memberId: other.memberId, issueId: issue!.id, requestId: 'unfinished-order' }).returning();
    const [pending] = await ctx.database.db.insert(lotterySubOrders).values({
      orderId: order!.id, play: 'sum-bs', selection: ['big'], units: 1, unitStakeMinor: 100, multiple: 1, stakeMinor: 100, oddsMilli: 1980,
    }).returning();
    const before = await balance(other);
    clock = game.issue.drawAt + 1;
    expect((await ctx.app.services.jobs.runPeriod(drawJobName(SSC), periodKeyOf(SSC, game.issue.drawAt))).status).toBe('DONE');
    const [after] = await ctx.database.db.select().from(lotterySubOrders).where(eq(lotterySubOrders.id, pending!.id));
    expect(after!.status).toBe('CANCELLED');
    expect(await balance(other)).toBe(before);
  });
});

describe('money under load', () => {
  it('takes 50 concurrent orders of one member and keeps the ledger clean', async () => {
    const busy = await createTestMember(ctx.database.db);
    await fundMember(ctx.database.db, busy.memberId, 30_00);
    const game = await gameOf(SSC);
    const answers = await Promise.all(Array.from({ length: 50 }, () => place(busy, game.issue.issueNo, [{ ...BIG, unitStakeMinor: 100, multiple: 1 }])));
    const placed = answers.filter((answer) => answer.success).length;
    // 30.00 pays for 30 stakes of 1.00: the rest are refused, and none goes below zero.
    expect(placed).toBe(30);
    expect(answers.filter((answer) => !answer.success).every((answer) => answer.errorCode === 'balance.not.enough' || answer.errorCode === 'insufficient.balance')).toBe(true);
    expect(await balance(busy)).toBe(0);
    expect(await checkLedger(ctx.database.db)).toEqual([]);
  });
});

describe('issues nobody bought', () => {
  it('are deleted with their fair rounds once older than the kept days, in batches; an issue holding an order stays', async () => {
    const db = ctx.database.db;
    const played = await db.select({ issueId: lotteryOrders.issueId }).from(lotteryOrders);
    const playedIssues = new Set(played.map((row) => row.issueId));
    expect(playedIssues.size).toBeGreaterThan(0);
    const issuesBefore = await db.select().from(lotteryIssues);
    const drawnUnplayed = issuesBefore.filter((issue) => issue.numbers !== null && !playedIssues.has(issue.id));
    expect(drawnUnplayed.length).toBeGreaterThan(1);
    // Everything drawn so far counts as old; one at a time, then the rest.
    const before = new Date(clock + 60 * MINUTE);
    const prune = (limit: number) => db.transaction((tx) => ctx.app.services.lottery.pruneUnplayed(tx, before, limit));
    expect(await prune(1)).toBe(1);
    expect(await prune(10_000)).toBe(drawnUnplayed.length - 1);
    expect(await prune(10_000)).toBe(0);

    const issuesAfter = await db.select().from(lotteryIssues);
    expect(issuesAfter.length).toBe(issuesBefore.length - drawnUnplayed.length);
    for (const issueId of playedIssues) expect(issuesAfter.some((issue) => issue.id === issueId)).toBe(true);
    const rounds = await db.select({ id: fairRounds.id }).from(fairRounds);
    const roundIds = new Set(rounds.map((round) => round.id));
    expect(drawnUnplayed.some((issue) => roundIds.has(issue.fairRoundId))).toBe(false);
    expect(issuesAfter.every((issue) => roundIds.has(issue.fairRoundId))).toBe(true);
    expect(await checkLedger(db)).toEqual([]);
  });
});
