import { createHash } from 'node:crypto';
import {
  COCKFIGHT_ROUND_MS, cockfightBetAnswerSchema, cockfightCard, cockfightFight, cockfightMyBetsSchema, cockfightTableSchema,
  envelopeSchema, fairRandom, launchGameSchema, type CockfightSpot,
} from '@m/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bets, fairRounds, games, liveTableBets, liveTableRounds } from '../../db/schema.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { fundMember, walletBalanceOf } from '../../test/money.ts';
import { useTestApp } from '../../test/test-app.ts';
import { checkLedger } from '../ledger/service.ts';
import { COCKFIGHT_ARENA } from './tables.ts';

const JOBS = ['live.cockfight-deal'];
// Fights in the future of the real clock, each test on fights of its own.
let nextFightStart = Math.ceil(Date.now() / COCKFIGHT_ROUND_MS) * COCKFIGHT_ROUND_MS + 100 * COCKFIGHT_ROUND_MS;
let clock = nextFightStart;
const ctx = useTestApp({ jobRunner: { now: () => clock, only: JOBS } });
const db = () => ctx.database.db;
const keyOf = (startMs: number) => new Date(startMs).toISOString();

/** A server seed whose fight `key` ends as asked (searched, as a test reaches an outcome). */
function seedEnding(key: string, winner: CockfightSpot): string {
  for (let index = 0; ; index++) {
    const seed = createHash('sha256').update(`cockfight-test:${key}:${index}`).digest('hex');
    if (cockfightFight(fairRandom(seed, key), key).winner === winner) return seed;
  }
}

/** The next fight of its own for a test, opened with a seed ending in `winner`; the clock inside its betting window. */
async function fightEnding(winner: CockfightSpot) {
  const start = nextFightStart;
  nextFightStart += 10 * COCKFIGHT_ROUND_MS;
  clock = start + 5_000;
  const key = keyOf(start);
  await ctx.app.services.fairness.openWithSeed({ game: COCKFIGHT_ARENA, round: key, serverSeed: seedEnding(key, winner) });
  return { start, key, card: cockfightCard(key) };
}

async function arenaGameId(): Promise<number> {
  const [game] = await db().select({ id: games.id }).from(games).where(and(eq(games.gameCategory, 'COCKFIGHT'), eq(games.vendor, 'DS88'))).limit(1);
  return game!.id;
}

async function player(amountMinor = 1_000_00): Promise<TestMember> {
  const member = await createTestMember(db());
  await fundMember(db(), member.memberId, amountMinor);
  return member;
}

const headers = (member: TestMember) => ({ merchant: 'DEMO', authorization: member.token });
let requests = 0;
async function bet(member: TestMember, round: string, spots: Partial<Record<CockfightSpot, number>>, gameId?: number) {
  const response = await ctx.app.inject({
    method: 'POST', url: '/wps/live/cockfight/bets', headers: headers(member),
    payload: { round, gameId: gameId ?? (await arenaGameId()), requestId: `cockfight-test-request-${++requests}-${Date.now()}`, bets: Object.entries(spots).map(([spot, stake]) => ({ spot, stake })) },
  });
  expect(response.statusCode).toBeLessThan(500);
  return envelopeSchema(cockfightBetAnswerSchema).parse(response.json());
}

async function myBets(member: TestMember) {
  const response = await ctx.app.inject({ method: 'GET', url: '/wps/live/cockfight/bets', headers: headers(member) });
  return envelopeSchema(cockfightMyBetsSchema).parse(response.json()).value!.list;
}

async function arena(member: TestMember) {
  return envelopeSchema(cockfightTableSchema).parse((await ctx.app.inject({ method: 'GET', url: '/wps/live/cockfight/table', headers: headers(member) })).json()).value!;
}

const walletOf = (memberId: number) => walletBalanceOf(db(), memberId);

describe('the cockfight arena', () => {
  it('is where a cockfight game launches, and shows the open fight with its card and odds before any bet', async () => {
    const member = await player();
    const gameId = await arenaGameId();
    const launch = await ctx.app.inject({ method: 'GET', url: `/wps/game/launchGame?nodeId=${gameId}&accountType=1`, headers: headers(member) });
    expect(envelopeSchema(launchGameSchema).parse(launch.json()).value).toEqual({ game_url: `/m/live/cockfight?gameId=${gameId}` });

    const { start, key, card } = await fightEnding('MERON');
    const table = await arena(member);
    expect(table.round).toMatchObject({ key, opensAt: start, closesAt: start + 140_000, dealsAt: start + COCKFIGHT_ROUND_MS });
    expect(table.round.card).toEqual({ ...card, odds: { MERON: card.odds.MERON / 100, WALA: card.odds.WALA / 100, DRAW: 9 } });
    expect(table.round.fight).toBeGreaterThanOrEqual(1);
    expect(table.round.fight).toBeLessThanOrEqual(480);
    expect(table.round.commitment).toMatch(/^[0-9a-f]{64}$/);
  });

  it('pays the winning side its odds, returns the sides\' stakes on a draw and pays the Draw 8 to 1, once, also with two processes', async () => {
    const meronFight = await fightEnding('MERON');
    const member = await player();
    const watcher = await player();
    await ctx.app.services.jobs.tick(); // records the fight's period, due when it ends
    expect((await bet(member, meronFight.key, { MERON: 100, WALA: 50 })).value!.balance).toBe(850);
    clock = meronFight.start + COCKFIGHT_ROUND_MS + 1_000;
    const options = { jobRunner: { now: () => clock, only: JOBS } };
    const second = (await ctx.buildProcess(options)) ?? ctx.build(options);
    await second.ready();
    await Promise.all([ctx.app.services.jobs.tick(), second.services.jobs.tick(), ctx.app.services.jobs.tick()]);
    await ctx.app.services.jobs.tick();
    const meronReturn = Math.floor(100_00 * meronFight.card.odds.MERON / 100);
    expect(await walletOf(member.memberId)).toBe(1_000_00 - 150_00 + meronReturn);

    const drawFight = await fightEnding('DRAW');
    await bet(member, drawFight.key, { MERON: 20, WALA: 30, DRAW: 10 });
    clock = drawFight.start + COCKFIGHT_ROUND_MS + 1_000;
    await ctx.app.services.jobs.tick();
    expect(await walletOf(member.memberId)).toBe(1_000_00 - 150_00 + meronReturn - 60_00 + 20_00 + 30_00 + 90_00);

    const settled = await myBets(member);
    expect(settled.filter((row) => row.round === drawFight.key).map((row) => [row.spot, row.returned]).sort()).toEqual([['DRAW', 90], ['MERON', 20], ['WALA', 30]]);
    expect(settled.filter((row) => row.round === meronFight.key).map((row) => [row.spot, row.status, row.returned]).sort())
      .toEqual([['MERON', 'SETTLED', meronReturn / 100], ['WALA', 'SETTLED', 0]]);
    const rows = await db().select().from(bets).where(eq(bets.memberId, member.memberId));
    expect(rows.map((row) => [row.stakeMinor, row.winMinor]).sort()).toEqual([[150_00, meronReturn], [60_00, 140_00]].sort());
    expect(await myBets(watcher)).toEqual([]);

    const table = await arena(watcher);
    expect(table.last).toMatchObject({ key: drawFight.key, outcome: { winner: 'DRAW' } });
    const fought = table.road.find((row) => row.key === meronFight.key)!;
    expect(fought).toMatchObject({ winner: 'MERON' });
    const fair = (await ctx.app.inject({ method: 'GET', url: `/wps/fair/round?id=${fought.fairRoundId}`, headers: { merchant: 'DEMO' } })).json() as { value: { outcome: unknown; serverSeed: string; publicSeed: string } };
    expect(fair.value.outcome).toEqual(cockfightFight(fairRandom(fair.value.serverSeed, fair.value.publicSeed), fair.value.publicSeed));
    expect(await checkLedger(db())).toEqual([]);
  });

  it('takes bets only on the open fight, from a cockfight game, and keeps the arena\'s bets apart from the baccarat table\'s', async () => {
    const { start, key } = await fightEnding('WALA');
    const member = await player();
    const [baccaratGame] = await db().select({ id: games.id }).from(games).where(and(eq(games.gameCategory, 'LIVE'), eq(games.subType, 'BACCARAT'))).limit(1);
    expect((await bet(member, key, { WALA: 10 }, baccaratGame!.id)).errorCode).toBe('request_param_err');
    expect((await bet(member, keyOf(start + COCKFIGHT_ROUND_MS), { WALA: 10 })).errorCode).toBe('live.betting.closed');
    clock = start + 140_000;
    expect((await bet(member, key, { WALA: 10 })).errorCode).toBe('live.betting.closed');
    expect(await walletOf(member.memberId)).toBe(1_000_00);
    const baccaratBets = await ctx.app.inject({ method: 'GET', url: '/wps/live/baccarat/bets', headers: headers(member) });
    expect(baccaratBets.json()).toMatchObject({ value: { list: [] } });
  });

  it('forgets fights nobody bet on once old, with their fair rounds; a fight with bets stays', async () => {
    const { start, key } = await fightEnding('MERON');
    await ctx.app.services.jobs.tick();
    clock = start + COCKFIGHT_ROUND_MS + 1_000;
    await ctx.app.services.jobs.tick();
    const [unplayed] = await db().select().from(liveTableRounds).where(and(eq(liveTableRounds.tableCode, COCKFIGHT_ARENA), eq(liveTableRounds.roundKey, key)));
    expect(unplayed!.outcome).not.toBeNull();
    const played = await db().selectDistinct({ roundRef: liveTableBets.roundRef }).from(liveTableBets);

    const pruned = await db().transaction((tx) => ctx.app.services.liveTables.cockfight.pruneUnplayed(tx, new Date(clock), 10_000));
    expect(pruned).toBeGreaterThanOrEqual(1);
    const rounds = await db().select({ id: liveTableRounds.id }).from(liveTableRounds);
    expect(rounds.some((round) => round.id === unplayed!.id)).toBe(false);
    for (const { roundRef } of played) expect(rounds.some((round) => round.id === roundRef)).toBe(true);
    expect(await db().select().from(fairRounds).where(eq(fairRounds.id, unplayed!.fairRoundId))).toEqual([]);
    const verify = await ctx.app.inject({ method: 'GET', url: `/wps/fair/round?id=${unplayed!.fairRoundId}`, headers: { merchant: 'DEMO' } });
    expect(verify.json()).toMatchObject({ errorCode: 'not.found' });
  });
});
