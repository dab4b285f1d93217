import { createHash } from 'node:crypto';
import {
  BACCARAT_ROUND_MS, baccaratBetAnswerSchema, baccaratMyBetsSchema, baccaratRound, baccaratTableSchema, envelopeSchema, fairRandom,
  type BaccaratWinner,
} from '@m/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bets, games } from '../../db/schema.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { fundMember, walletBalanceOf } from '../../test/money.ts';
import { useTestApp } from '../../test/test-app.ts';
import { checkLedger } from '../ledger/service.ts';
import { BACCARAT_TABLE } from './tables.ts';

const JOBS = ['live.baccarat-deal'];
// Rounds in the future of the real clock, each test on rounds of its own.
let nextRoundStart = Math.ceil(Date.now() / BACCARAT_ROUND_MS) * BACCARAT_ROUND_MS + 100 * BACCARAT_ROUND_MS;
let clock = nextRoundStart;
const ctx = useTestApp({ jobRunner: { now: () => clock, only: JOBS } });
const db = () => ctx.database.db;
const keyOf = (startMs: number) => new Date(startMs).toISOString();

/** A server seed whose deal of the round `key` ends as asked (searched, as a test reaches an outcome). */
function seedDealing(key: string, wanted: (winner: BaccaratWinner) => boolean): string {
  for (let index = 0; ; index++) {
    const seed = createHash('sha256').update(`live-test:${key}:${index}`).digest('hex');
    if (wanted(baccaratRound(fairRandom(seed, key)).winner)) return seed;
  }
}

/** The next round of its own for a test, opened with a seed dealing `winner`; the clock inside its betting window. */
async function roundDealing(winner: BaccaratWinner) {
  const start = nextRoundStart;
  nextRoundStart += 10 * BACCARAT_ROUND_MS;
  clock = start + 5_000;
  const key = keyOf(start);
  await ctx.app.services.fairness.openWithSeed({ game: BACCARAT_TABLE, round: key, serverSeed: seedDealing(key, (dealt) => dealt === winner) });
  return { start, key };
}

async function tableGameId(): Promise<number> {
  const [game] = await db().select({ id: games.id }).from(games).where(and(eq(games.gameCategory, 'LIVE'), eq(games.subType, 'BACCARAT'))).limit(1);
  return game!.id;
}

async function player(amountMinor = 1_000_00): Promise<TestMember> {
  const member = await createTestMember(db());
  await fundMember(db(), member.memberId, amountMinor);
  return member;
}

const headers = (member: TestMember) => ({ merchant: 'DEMO', authorization: member.token });
let requests = 0;
async function bet(member: TestMember, round: string, spots: Record<string, number>, requestId = `live-test-request-${++requests}-${Date.now()}`) {
  const response = await ctx.app.inject({
    method: 'POST', url: '/wps/live/baccarat/bets', headers: headers(member),
    payload: { round, gameId: await tableGameId(), requestId, bets: Object.entries(spots).map(([spot, stake]) => ({ spot, stake })) },
  });
  expect(response.statusCode).toBeLessThan(500);
  return envelopeSchema(baccaratBetAnswerSchema).parse(response.json());
}

async function myBets(member: TestMember) {
  const response = await ctx.app.inject({ method: 'GET', url: '/wps/live/baccarat/bets', headers: headers(member) });
  return envelopeSchema(baccaratMyBetsSchema).parse(response.json()).value!.list;
}

const walletOf = (memberId: number) => walletBalanceOf(db(), memberId);

describe('the baccarat table', () => {
  it('shows the open round with its commitment, and takes bets only while its window is open', async () => {
    const { start, key } = await roundDealing('PLAYER');
    const member = await player();
    const table = envelopeSchema(baccaratTableSchema).parse((await ctx.app.inject({ method: 'GET', url: '/wps/live/baccarat/table', headers: headers(member) })).json()).value!;
    expect(table.round).toMatchObject({ key, opensAt: start, closesAt: start + 20_000, dealsAt: start + 30_000 });
    expect(table.round.commitment).toMatch(/^[0-9a-f]{64}$/);

    const placed = await bet(member, key, { PLAYER: 100 });
    expect(placed.value).toMatchObject({ balance: 900, bets: [{ spot: 'PLAYER', stake: 100, status: 'OPEN', returned: null, round: key }] });
    expect((await bet(member, keyOf(start + BACCARAT_ROUND_MS), { PLAYER: 10 })).errorCode).toBe('live.betting.closed');
    expect((await bet(member, keyOf(start - BACCARAT_ROUND_MS), { PLAYER: 10 })).errorCode).toBe('live.betting.closed');
    clock = start + 20_000;
    expect((await bet(member, key, { BANKER: 10 })).errorCode).toBe('live.betting.closed');
    expect((await bet(member, key, { PLAYER: 1_000_000 })).errorCode).toBe('request_param_err');
    expect(await walletOf(member.memberId)).toBe(900_00);
  });

  it('answers a repeated request with its first bets and one stake, and refuses a stake beyond the balance', async () => {
    const { key } = await roundDealing('BANKER');
    const member = await player(50_00);
    const first = await bet(member, key, { TIE: 20 }, 'live-test-repeat-request-1');
    const again = await bet(member, key, { TIE: 20 }, 'live-test-repeat-request-1');
    expect(again.value!.bets).toEqual(first.value!.bets);
    expect(await walletOf(member.memberId)).toBe(30_00);
    expect((await bet(member, key, { PLAYER: 31 })).errorCode).toBe('insufficient.balance');
    expect(await walletOf(member.memberId)).toBe(30_00);
    expect((await myBets(member)).filter((row) => row.status !== 'VOID')).toHaveLength(1);
  });

  it('deals and settles a round once, also run by two processes at once: Banker wins 0.95, Player loses', async () => {
    const { start, key } = await roundDealing('BANKER');
    const member = await player();
    const watcher = await player();
    await ctx.app.services.jobs.tick(); // records the round's period, due when it ends
    await bet(member, key, { BANKER: 15, PLAYER: 10 });
    clock = start + BACCARAT_ROUND_MS + 1_000;
    const options = { jobRunner: { now: () => clock, only: JOBS } };
    const second = (await ctx.buildProcess(options)) ?? ctx.build(options);
    await second.ready();
    await Promise.all([ctx.app.services.jobs.tick(), second.services.jobs.tick(), ctx.app.services.jobs.tick()]);
    await ctx.app.services.jobs.tick();

    // 1000 - 25 staked + 15 + 14.25 back.
    expect(await walletOf(member.memberId)).toBe(1_004_25);
    const settled = (await myBets(member)).filter((row) => row.round === key);
    expect(settled.map((row) => [row.spot, row.status, row.returned]).sort()).toEqual([['BANKER', 'SETTLED', 29.25], ['PLAYER', 'SETTLED', 0]]);
    const rows = await db().select().from(bets).where(eq(bets.memberId, member.memberId));
    expect(rows.map((row) => [row.stakeMinor, row.winMinor])).toEqual([[25_00, 29_25]]);
    expect(await myBets(watcher)).toEqual([]);

    const table = envelopeSchema(baccaratTableSchema).parse((await ctx.app.inject({ method: 'GET', url: '/wps/live/baccarat/table', headers: headers(watcher) })).json()).value!;
    const dealt = table.road.find((row) => row.key === key);
    expect(dealt).toMatchObject({ winner: 'BANKER' });
    const fair = (await ctx.app.inject({ method: 'GET', url: `/wps/fair/round?id=${dealt!.fairRoundId}`, headers: { merchant: 'DEMO' } })).json() as { value: { outcome: unknown; serverSeed: string; publicSeed: string } };
    expect(fair.value.outcome).toEqual(baccaratRound(fairRandom(fair.value.serverSeed, fair.value.publicSeed)));
    expect(fair.value.publicSeed).toBe(key);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('pushes Player and Banker on a tie and pays the tie 8:1; a round missed while no server ran is dealt late', async () => {
    const { start, key } = await roundDealing('TIE');
    const member = await player();
    await bet(member, key, { PLAYER: 10, BANKER: 10, TIE: 10 });
    // No tick until three rounds later: the missed periods are run, the round dealt then.
    clock = start + 4 * BACCARAT_ROUND_MS;
    await ctx.app.services.jobs.tick();
    expect(await walletOf(member.memberId)).toBe(1_000_00 - 30_00 + 10_00 + 10_00 + 90_00);
    const settled = (await myBets(member)).filter((row) => row.round === key);
    expect(settled.map((row) => [row.spot, row.returned]).sort()).toEqual([['BANKER', 10], ['PLAYER', 10], ['TIE', 90]]);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('refuses a member without a session and keeps each member to their own bets', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/wps/live/baccarat/bets', headers: { merchant: 'DEMO' } });
    expect(response.json()).toMatchObject({ errorCode: 'login.not.session' });
    const table = await ctx.app.inject({ method: 'GET', url: '/wps/live/baccarat/table', headers: { merchant: 'DEMO' } });
    expect(table.json()).toMatchObject({ errorCode: 'login.not.session' });
  });
});
