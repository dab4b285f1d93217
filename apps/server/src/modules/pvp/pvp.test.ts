import { createHash } from 'node:crypto';
import {
  LUCKY9_FAIR_GAME, PVP_SEAT_WAIT_MS, envelopeSchema, fairRandom, launchGameSchema, lucky9Duel, pvpJoinAnswerSchema, pvpMySeatsSchema,
  pvpRoomSchema, pvpSeatSchema, type Lucky9Winner,
} from '@m/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bets, games, ledgerAccounts, pvpSeats } from '../../db/schema.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { fundMember } from '../../test/money.ts';
import { useTestApp } from '../../test/test-app.ts';
import { checkLedger } from '../ledger/service.ts';

const JOBS = ['pvp.seat-expiry'];
let clock = Date.now();
const ctx = useTestApp({ jobRunner: { now: () => clock, only: JOBS } });
const db = () => ctx.database.db;
const FUNDS = 1_000_00;

async function pvpGameId(): Promise<number> {
  const [game] = await db().select({ id: games.id }).from(games).where(eq(games.gameCategory, 'PVP')).limit(1);
  return game!.id;
}

async function player(): Promise<TestMember> {
  const member = await createTestMember(db());
  await fundMember(db(), member.memberId, FUNDS);
  return member;
}

const headers = (member: TestMember) => ({ merchant: 'DEMO', authorization: member.token });
let requests = 0;
const newRequestId = () => `pvp-test-request-${++requests}-${Date.now()}`;

async function join(member: TestMember, stake: number, requestId = newRequestId(), app = ctx.app) {
  const response = await app.inject({
    method: 'POST', url: '/wps/pvp/lucky9/seats', headers: headers(member), payload: { gameId: await pvpGameId(), stake, requestId },
  });
  expect(response.statusCode).toBeLessThan(500);
  return envelopeSchema(pvpJoinAnswerSchema).parse(response.json());
}

async function cancel(member: TestMember, seatId: number) {
  const response = await ctx.app.inject({ method: 'POST', url: '/wps/pvp/lucky9/seats/cancel', headers: headers(member), payload: { seatId } });
  expect(response.statusCode).toBeLessThan(500);
  return envelopeSchema(pvpSeatSchema).parse(response.json());
}

async function room(member: TestMember, query = '') {
  return envelopeSchema(pvpRoomSchema).parse((await ctx.app.inject({ method: 'GET', url: `/wps/pvp/lucky9${query}`, headers: headers(member) })).json()).value!;
}

async function mySeats(member: TestMember) {
  return envelopeSchema(pvpMySeatsSchema).parse((await ctx.app.inject({ method: 'GET', url: '/wps/pvp/lucky9/seats', headers: headers(member) })).json()).value!.list;
}

async function walletOf(memberId: number) {
  const [wallet] = await db().select().from(ledgerAccounts).where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.kind, 'member-wallet')));
  return wallet!.balanceMinor;
}

/** A duel between two new players at `stake` ending as asked: the waiting seat's fair round opened with a seed found for it. */
async function duelEnding(winner: Lucky9Winner, stake: number) {
  const [first, second] = [await player(), await player()];
  const [firstRequest, secondRequest] = [newRequestId(), newRequestId()];
  const publicSeed = `${first.memberId}:${firstRequest}|${second.memberId}:${secondRequest}`;
  let serverSeed = '';
  for (let index = 0; ; index++) {
    serverSeed = createHash('sha256').update(`pvp-test:${publicSeed}:${index}`).digest('hex');
    if (lucky9Duel(fairRandom(serverSeed, publicSeed)).winner === winner) break;
  }
  await ctx.app.services.fairness.openWithSeed({ game: LUCKY9_FAIR_GAME, round: `${first.memberId}:${firstRequest}`, serverSeed });
  const waiting = await join(first, stake, firstRequest);
  const joined = await join(second, stake, secondRequest);
  return { first, second, firstRequest, secondRequest, waiting: waiting.value!, joined: joined.value! };
}

describe('the PVP room (heads-up Lucky 9)', () => {
  it('is where a PVP game launches, titled with the game', async () => {
    const member = await player();
    const gameId = await pvpGameId();
    const launch = await ctx.app.inject({ method: 'GET', url: `/wps/game/launchGame?nodeId=${gameId}&accountType=1`, headers: headers(member) });
    expect(envelopeSchema(launchGameSchema).parse(launch.json()).value).toEqual({ game_url: `/m/pvp?gameId=${gameId}` });
    const [game] = await db().select({ name: games.name }).from(games).where(eq(games.id, gameId));
    expect((await room(member, `?gameId=${gameId}`)).game).toBe(game!.name);
    const [slot] = await db().select({ id: games.id }).from(games).where(eq(games.gameCategory, 'RNG')).limit(1);
    expect((await room(member, `?gameId=${slot!.id}`)).game).toBeNull();
    expect((await room(member)).game).toBeNull();
  });

  it('seats the first player with a commitment, shows it at the level, and pays the winner both stakes less 5% once', async () => {
    const { first, second, firstRequest, waiting, joined } = await duelEnding('SECOND', 100);
    expect(waiting.seat).toMatchObject({ stake: 100, status: 'WAITING', duel: null });
    expect(waiting.seat.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(waiting.balance).toBe(900);
    expect(joined.seat).toMatchObject({ stake: 100, status: 'SETTLED', duel: { result: 'WIN', returned: 190, rake: 10 } });
    expect(joined.balance).toBe(1_090);
    expect(await walletOf(second.memberId)).toBe(FUNDS - 100_00 + 190_00);
    expect(await walletOf(first.memberId)).toBe(FUNDS - 100_00);

    const again = await join(first, 100, firstRequest);
    expect(again.value!.seat).toMatchObject({ id: waiting.seat.id, status: 'SETTLED', duel: { result: 'LOSS', returned: 0, rake: 0 } });
    expect(await walletOf(first.memberId)).toBe(FUNDS - 100_00);
    const firstView = (await room(first)).seat!;
    expect(firstView.duel!.opponent.cards).toEqual(joined.seat.duel!.you.cards);
    expect(firstView.duel!.you.cards).toEqual(joined.seat.duel!.opponent.cards);

    const rows = await db().select().from(bets).where(inArray(bets.memberId, [first.memberId, second.memberId]));
    expect(rows.map((row) => [row.memberId, row.stakeMinor, row.winMinor]).sort()).toEqual([[first.memberId, 100_00, 0], [second.memberId, 100_00, 190_00]].sort());
    const fair = (await ctx.app.inject({ method: 'GET', url: `/wps/fair/round?id=${joined.seat.duel!.fairRoundId}`, headers: { merchant: 'DEMO' } })).json() as {
      value: { outcome: unknown; serverSeed: string; publicSeed: string; commitment: string };
    };
    expect(fair.value.commitment).toBe(waiting.seat.commitment);
    expect(fair.value.outcome).toEqual(lucky9Duel(fairRandom(fair.value.serverSeed, fair.value.publicSeed)));
    expect(await checkLedger(db())).toEqual([]);
  });

  it('returns both stakes on equal totals', async () => {
    const { first, second, joined } = await duelEnding('SPLIT', 50);
    expect(joined.seat.duel).toMatchObject({ result: 'SPLIT', returned: 50, rake: 0 });
    expect(await walletOf(first.memberId)).toBe(FUNDS);
    expect(await walletOf(second.memberId)).toBe(FUNDS);
    expect((await mySeats(first))[0]!.duel).toMatchObject({ result: 'SPLIT', returned: 50 });
    expect(await checkLedger(db())).toEqual([]);
  });

  it('refuses a second waiting seat and a stake level that is not one, and refunds a cancelled seat once', async () => {
    const member = await player();
    const watcher = await player();
    const seat = (await join(member, 20)).value!.seat;
    expect((await room(watcher)).levels.find((level) => level.stake === 20)!.commitment).toBe(seat.commitment);
    expect((await room(member)).levels.find((level) => level.stake === 20)!.commitment).toBeNull();
    expect((await join(member, 50)).errorCode).toBe('pvp.seat.waiting');
    expect((await join(member, 30)).errorCode).toBe('request_param_err');
    expect(await walletOf(member.memberId)).toBe(FUNDS - 20_00);
    expect((await cancel(watcher, seat.id)).errorCode).toBe('not.found');
    expect((await cancel(member, seat.id)).value).toMatchObject({ id: seat.id, status: 'CANCELLED' });
    expect((await cancel(member, seat.id)).errorCode).toBe('pvp.seat.closed');
    expect(await walletOf(member.memberId)).toBe(FUNDS);
    expect((await room(watcher)).levels.find((level) => level.stake === 20)!.commitment).toBeNull();
    expect(await checkLedger(db())).toEqual([]);
  });

  it('refunds a seat nobody met once when it expires, with the sweep run twice and by two processes', async () => {
    const member = await player();
    const seat = (await join(member, 500)).value!.seat;
    await ctx.app.services.jobs.tick();
    clock = seat.expiresAt + 15_000;
    const options = { jobRunner: { now: () => clock, only: JOBS } };
    const second = (await ctx.buildProcess(options)) ?? ctx.build(options);
    await second.ready();
    await Promise.all([ctx.app.services.jobs.tick(), second.services.jobs.tick(), ctx.app.services.jobs.tick()]);
    await ctx.app.services.jobs.tick();
    expect(await walletOf(member.memberId)).toBe(FUNDS);
    expect((await room(member)).seat).toMatchObject({ id: seat.id, status: 'EXPIRED' });
    expect((await cancel(member, seat.id)).errorCode).toBe('pvp.seat.closed');
    expect(await ctx.app.services.pvpRoom.expireDue(db(), new Date(clock + PVP_SEAT_WAIT_MS))).toEqual({ expired: 0 });
    expect(await walletOf(member.memberId)).toBe(FUNDS);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('pairs 50 players joining one level at once through two processes, every seat in one duel, and shows each member only their own', async () => {
    const players = await Promise.all(Array.from({ length: 50 }, () => player()));
    const second = (await ctx.buildProcess()) ?? ctx.app;
    const answers = await Promise.all(players.map((member, index) => join(member, 20, newRequestId(), index % 2 === 0 ? ctx.app : second)));
    expect(answers.every((answer) => answer.success)).toBe(true);
    const seats = await db().select().from(pvpSeats).where(inArray(pvpSeats.memberId, players.map((member) => member.memberId)));
    expect(seats).toHaveLength(50);
    expect(seats.every((seat) => seat.status === 'SETTLED')).toBe(true);
    const duelSizes = new Map<number, number>();
    for (const seat of seats) duelSizes.set(seat.duelRef!, (duelSizes.get(seat.duelRef!) ?? 0) + 1);
    expect([...duelSizes.values()]).toEqual(Array.from({ length: 25 }, () => 2));

    let total = 0;
    for (const [index, member] of players.entries()) {
      const list = await mySeats(member);
      expect(list.map((seat) => seat.id)).toEqual([seats.find((seat) => seat.memberId === member.memberId)!.id]);
      expect(answers[index]!.value!.seat.id).toBe(list[0]!.id);
      total += await walletOf(member.memberId);
    }
    const splits = seats.filter((seat) => seat.returnMinor === 20_00).length / 2;
    expect(total).toBe(50 * FUNDS - (25 - splits) * 2_00);
    expect(await checkLedger(db())).toEqual([]);
  });
});
