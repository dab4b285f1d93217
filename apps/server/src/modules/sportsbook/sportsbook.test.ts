import { randomUUID } from 'node:crypto';
import {
  combinedOdds, endpoints, envelopeSchema, oddsPayoutOf, sportsBetSchema, sportsBetsSchema, sportsFixtureSchema, type Sport, type SportsBet, type SportsFixture,
} from '@m/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hotMatches, merchants, operatorActions, sportsFixtures, sportsMarkets, sportsSelections } from '../../db/schema.ts';
import { marketsFor, topUpSportsFixtures } from '../../db/seed-data/sportsbook.ts';
import { injectEncrypted } from '../../test/encrypted.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { fundMember } from '../../test/money.ts';
import { createTestOperator, type TestOperator } from '../../test/operators.ts';
import { useTestApp } from '../../test/test-app.ts';
import { checkLedger, lockMemberWallet } from '../ledger/service.ts';

const ctx = useTestApp();
const db = () => ctx.database.db;
let operator: TestOperator;
let demoId: number;

beforeAll(async () => {
  operator = await createTestOperator(db(), { merchantCode: 'DEMO' });
  demoId = (await db().select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'DEMO')))[0]!.id;
});

const balanceOf = (member: TestMember) => db().transaction((tx) => lockMemberWallet(tx, member.memberId));

let fixtureCount = 0;
/** A match of DEMO kicking off in an hour, with the markets the seed gives its sport. */
async function newFixture(sport: Sport = 'BASKETBALL'): Promise<SportsFixture> {
  const home = `Home ${++fixtureCount}`;
  const away = `Away ${fixtureCount}`;
  const [fixture] = await db().insert(sportsFixtures).values({
    merchantId: demoId, sport, league: 'Test League', homeTeam: home, awayTeam: away, homeTeamImageUrl: '', awayTeamImageUrl: '',
    kickoffAt: new Date(Date.now() + 60 * 60_000),
  }).returning({ id: sportsFixtures.id });
  for (const [sequence, market] of marketsFor(sport, home, away).entries()) {
    const [row] = await db().insert(sportsMarkets).values({ fixtureId: fixture!.id, kind: market.kind, line: market.line, sequence }).returning({ id: sportsMarkets.id });
    await db().insert(sportsSelections).values(market.prices.map(([code, odds]) => ({ marketId: row!.id, code, odds })));
  }
  return fixtureOf(fixture!.id);
}

async function fixtureOf(id: number): Promise<SportsFixture> {
  const response = await ctx.app.inject({ method: 'GET', url: `/wps/sportsbook/fixture?id=${id}`, headers: { merchant: 'DEMO' } });
  return envelopeSchema(sportsFixtureSchema).parse(response.json()).value!;
}

const kickOff = (fixture: SportsFixture) => db().update(sportsFixtures).set({ kickoffAt: new Date(Date.now() - 60_000) }).where(eq(sportsFixtures.id, fixture.id));

const selection = (fixture: SportsFixture, kind: 'WINNER' | 'HANDICAP' | 'TOTAL', code: string) =>
  fixture.markets.find((market) => market.kind === kind)!.selections.find((entry) => entry.code === code)!;

const leg = (fixture: SportsFixture, kind: 'WINNER' | 'HANDICAP' | 'TOTAL', code: string) => {
  const chosen = selection(fixture, kind, code);
  return { selectionId: chosen.id, odds: chosen.odds };
};

const refusal = z.object({ success: z.literal(false), errorCode: z.string(), value: z.unknown().optional() });

async function place(member: TestMember, body: Record<string, unknown>, app: FastifyInstance = ctx.app) {
  const response = await injectEncrypted(app, {
    method: 'POST', url: '/wps/sportsbook/bets', headers: { merchant: 'DEMO', authorization: member.token }, payload: { requestId: randomUUID().replaceAll('-', ''), ...body },
  });
  return response.json() as { success: boolean; errorCode?: string; value?: unknown };
}

async function placed(member: TestMember, body: Record<string, unknown>): Promise<SportsBet> {
  const answer = await place(member, body);
  expect(answer).toMatchObject({ success: true });
  return sportsBetSchema.parse(answer.value);
}

async function operatorCall(url: string, payload: Record<string, unknown>, app: FastifyInstance = ctx.app) {
  const response = await app.inject({ method: 'POST', url, headers: { authorization: operator.token }, payload: { merchant: 'DEMO', ...payload } });
  return response.json() as { success: boolean; errorCode?: string; value?: { settledBets: number; paid: number } & Record<string, unknown> };
}
const enterResult = (payload: Record<string, unknown>, app?: FastifyInstance) => operatorCall('/ops/api/sports/result', payload, app);

async function betsOf(member: TestMember, state: 'OPEN' | 'SETTLED') {
  const response = await ctx.app.inject({ method: 'GET', url: `/wps/sportsbook/bets?state=${state}`, headers: { merchant: 'DEMO', authorization: member.token } });
  return envelopeSchema(sportsBetsSchema).parse(response.json()).value!;
}

async function fundedMember(amountMinor = 1_000_00) {
  const member = await createTestMember(db());
  await fundMember(db(), member.memberId, amountMinor);
  return member;
}

describe('fixtures', () => {
  it('seeds upcoming matches of PBA, NBA, football and esports behind the hot matches, and tops them up once they kick off', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/wps/sportsbook/fixtures', headers: { merchant: 'DEMO' } });
    const fixtures = envelopeSchema(z.array(sportsFixtureSchema)).parse(response.json()).value!;
    expect(new Set(fixtures.map((fixture) => fixture.sport))).toEqual(new Set(['BASKETBALL', 'FOOTBALL', 'ESPORTS']));
    expect(fixtures.map((fixture) => fixture.league)).toEqual(expect.arrayContaining(['PBA Philippine Cup', 'NBA', 'MPL Philippines', 'English Premier League']));
    expect(fixtures.every((fixture) => fixture.kickoff > Date.now() && fixture.markets.every((market) => market.status === 'OPEN'))).toBe(true);
    const football = fixtures.find((fixture) => fixture.sport === 'FOOTBALL')!;
    expect(football.markets.map((market) => [market.kind, market.selections.map((entry) => entry.code)])).toEqual([
      ['WINNER', ['HOME', 'DRAW', 'AWAY']], ['HANDICAP', ['HOME', 'AWAY']], ['TOTAL', ['OVER', 'UNDER']],
    ]);

    const hot = fixtures.find((fixture) => fixture.hotMatchId !== null)!;
    const [match] = await db().select().from(hotMatches).where(eq(hotMatches.id, hot.hotMatchId!));
    expect(match).toMatchObject({ league: hot.league, homeTeam: hot.homeTeam, awayTeam: hot.awayTeam, matchTime: new Date(hot.kickoff) });
    const byHotMatch = await ctx.app.inject({ method: 'GET', url: `/wps/sportsbook/fixture?hotMatch=${hot.hotMatchId}`, headers: { merchant: 'DEMO' } });
    expect(byHotMatch.json()).toMatchObject({ success: true, value: { id: hot.id } });

    expect(await topUpSportsFixtures(db(), Date.now())).toBe(0);
    await kickOff(hot);
    expect(await topUpSportsFixtures(db(), Date.now())).toBe(1);
    const next = envelopeSchema(sportsFixtureSchema).parse((await ctx.app.inject({ method: 'GET', url: `/wps/sportsbook/fixture?hotMatch=${hot.hotMatchId}`, headers: { merchant: 'DEMO' } })).json()).value!;
    expect(next.id).not.toBe(hot.id);
    expect(next.kickoff).toBeGreaterThan(Date.now());
    expect(await topUpSportsFixtures(db(), Date.now())).toBe(0);
  });

  it('answers not.found for a match of another merchant or none', async () => {
    const fixture = await newFixture();
    const alt = await ctx.app.inject({ method: 'GET', url: `/wps/sportsbook/fixture?id=${fixture.id}`, headers: { merchant: 'ALT' } });
    expect(alt.json()).toMatchObject({ success: false, errorCode: 'not.found' });
  });
});

describe('placing bets', () => {
  it('takes a single at the odds shown through the game API, answers a repeated request with the same bet, and shows it open', async () => {
    const member = await fundedMember();
    const fixture = await newFixture();
    const requestId = randomUUID().replaceAll('-', '');
    const body = { requestId, stake: '100', legs: [leg(fixture, 'WINNER', 'HOME')] };
    const first = await placed(member, body);
    const again = await placed(member, body);
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ kind: 'SINGLE', status: 'OPEN', stake: 100, odds: selection(fixture, 'WINNER', 'HOME').odds, payout: null });
    expect(await balanceOf(member)).toBe(900_00);
    expect((await betsOf(member, 'OPEN')).list.map((bet) => bet.id)).toEqual([first.id]);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('refuses a moved price with the odds now and takes nothing, then accepts the new price', async () => {
    const member = await fundedMember();
    const fixture = await newFixture();
    const shown = leg(fixture, 'WINNER', 'AWAY');
    const market = fixture.markets.find((entry) => entry.kind === 'WINNER')!;
    const moved = await operatorCall('/ops/api/sports/market', { marketId: market.id, prices: [{ selectionId: shown.selectionId, odds: shown.odds + 150 }], reason: 'team news' });
    expect(moved).toMatchObject({ success: true });

    const refused = refusal.parse(await place(member, { stake: '50', legs: [shown] }));
    expect(refused).toMatchObject({ errorCode: 'sports.odds.changed', value: { changes: [{ selectionId: shown.selectionId, odds: shown.odds + 150 }] } });
    expect(await balanceOf(member)).toBe(1_000_00);

    const accepted = await placed(member, { stake: '50', legs: [{ ...shown, odds: shown.odds + 150 }] });
    expect(accepted.odds).toBe(shown.odds + 150);
    expect(await balanceOf(member)).toBe(950_00);
  });

  it('refuses a suspended market and one that kicked off, and a stake over the balance, moving nothing', async () => {
    const member = await fundedMember(100_00);
    const fixture = await newFixture();
    const total = fixture.markets.find((entry) => entry.kind === 'TOTAL')!;
    expect(await operatorCall('/ops/api/sports/market', { marketId: total.id, suspended: true })).toMatchObject({ success: true, value: { status: 'SUSPENDED' } });
    expect(refusal.parse(await place(member, { stake: '10', legs: [leg(fixture, 'TOTAL', 'OVER')] }))).toMatchObject({ errorCode: 'sports.market.closed' });
    expect(await operatorCall('/ops/api/sports/market', { marketId: total.id, suspended: false })).toMatchObject({ success: true, value: { status: 'OPEN' } });

    expect(refusal.parse(await place(member, { stake: '100.01', legs: [leg(fixture, 'TOTAL', 'OVER')] }))).toMatchObject({ errorCode: 'insufficient.balance' });

    await kickOff(fixture);
    expect(refusal.parse(await place(member, { stake: '10', legs: [leg(fixture, 'WINNER', 'HOME')] }))).toMatchObject({ errorCode: 'sports.market.closed' });
    expect(await balanceOf(member)).toBe(100_00);
    expect((await betsOf(member, 'OPEN')).totalCount).toBe(0);
  });

  it('takes a parlay of 2 to 5 legs from different matches only', async () => {
    const member = await fundedMember();
    const [first, second] = [await newFixture(), await newFixture('FOOTBALL')];
    const sameMatch = refusal.parse(await place(member, { stake: '10', legs: [leg(first, 'WINNER', 'HOME'), leg(first, 'TOTAL', 'OVER')] }));
    expect(sameMatch.errorCode).toBe('sports.parlay.invalid');
    const sameSelection = refusal.parse(await place(member, { stake: '10', legs: [leg(first, 'WINNER', 'HOME'), leg(first, 'WINNER', 'HOME')] }));
    expect(sameSelection.errorCode).toBe('sports.parlay.invalid');
    const others = await Promise.all(Array.from({ length: 5 }, () => newFixture()));
    const six = refusal.parse(await place(member, { stake: '10', legs: [first, ...others].map((fixture) => leg(fixture, 'WINNER', 'HOME')) }));
    expect(six.errorCode).toBe('request_param_err');
    expect(await balanceOf(member)).toBe(1_000_00);

    const parlay = await placed(member, { stake: '10', legs: [leg(first, 'WINNER', 'AWAY'), leg(second, 'TOTAL', 'UNDER')] });
    expect(parlay).toMatchObject({ kind: 'PARLAY', odds: combinedOdds([leg(first, 'WINNER', 'AWAY').odds, leg(second, 'TOTAL', 'UNDER').odds]) });
    expect(parlay.legs.map((entry) => entry.fixtureId)).toEqual([first.id, second.id]);
  });

  it('keeps each member to their own bets: another member sees none of them, and the same request id is their own bet', async () => {
    const owner = await fundedMember();
    const other = await fundedMember();
    const fixture = await newFixture();
    const requestId = randomUUID().replaceAll('-', '');
    const bet = await placed(owner, { requestId, stake: '20', legs: [leg(fixture, 'WINNER', 'HOME')] });
    expect((await betsOf(other, 'OPEN')).list).toEqual([]);
    const theirs = await placed(other, { requestId, stake: '30', legs: [leg(fixture, 'WINNER', 'AWAY')] });
    expect(theirs.id).not.toBe(bet.id);
    expect(theirs.stake).toBe(30);
    expect((await betsOf(owner, 'OPEN')).list.map((entry) => entry.id)).toEqual([bet.id]);
  });
});

describe('results and settlement', () => {
  it('pays a winning single stake × odds once, a loss nothing, and refuses another result', async () => {
    const winner = await fundedMember();
    const loser = await fundedMember();
    const fixture = await newFixture();
    const win = await placed(winner, { stake: '100', legs: [leg(fixture, 'WINNER', 'HOME')] });
    await placed(loser, { stake: '100', legs: [leg(fixture, 'WINNER', 'AWAY')] });

    expect(await enterResult({ fixtureId: fixture.id, homeScore: 101, awayScore: 99 })).toMatchObject({ success: false, errorCode: 'action.not.allowed' });
    await kickOff(fixture);
    const payout = oddsPayoutOf(100_00, win.odds);
    const first = await enterResult({ fixtureId: fixture.id, homeScore: 101, awayScore: 99 });
    expect(first).toMatchObject({ success: true, value: { status: 'FINISHED', settledBets: 2, paid: payout / 100 } });
    expect(await enterResult({ fixtureId: fixture.id, homeScore: 101, awayScore: 99 })).toMatchObject({ success: true, value: { settledBets: 0, paid: 0 } });
    expect(await enterResult({ fixtureId: fixture.id, homeScore: 99, awayScore: 101 })).toMatchObject({ success: false, errorCode: 'sports.result.entered' });

    expect(await balanceOf(winner)).toBe(900_00 + payout);
    expect(await balanceOf(loser)).toBe(900_00);
    const [settled] = (await betsOf(winner, 'SETTLED')).list;
    expect(settled).toMatchObject({ id: win.id, status: 'WON', payout: payout / 100, legs: [{ result: 'WIN' }] });
    expect((await betsOf(loser, 'SETTLED')).list[0]).toMatchObject({ status: 'LOST', payout: 0 });
    expect(await checkLedger(db())).toEqual([]);
  });

  it('settles a parlay when its last leg is decided, a void leg counting as odds 1', async () => {
    const member = await fundedMember();
    const [first, second, third] = [await newFixture(), await newFixture(), await newFixture('ESPORTS')];
    const legs = [leg(first, 'WINNER', 'HOME'), leg(second, 'WINNER', 'AWAY'), leg(third, 'WINNER', 'HOME')];
    const parlay = await placed(member, { stake: '10', legs });
    await Promise.all([first, second, third].map(kickOff));

    expect(await enterResult({ fixtureId: first.id, homeScore: 80, awayScore: 70 })).toMatchObject({ value: { settledBets: 0 } });
    expect(await enterResult({ fixtureId: second.id, cancelled: true, reason: 'postponed by the league' })).toMatchObject({ value: { status: 'CANCELLED', settledBets: 0 } });
    expect((await betsOf(member, 'OPEN')).list.map((bet) => bet.id)).toEqual([parlay.id]);
    const last = await enterResult({ fixtureId: third.id, homeScore: 2, awayScore: 1 });
    const payout = oddsPayoutOf(10_00, combinedOdds([legs[0]!.odds, legs[2]!.odds]));
    expect(last).toMatchObject({ value: { settledBets: 1, paid: payout / 100 } });
    expect(await balanceOf(member)).toBe(990_00 + payout);
    expect((await betsOf(member, 'SETTLED')).list[0]).toMatchObject({ status: 'WON', legs: [{ result: 'WIN' }, { result: 'VOID' }, { result: 'WIN' }] });
  });

  it('gives the stake back for a cancelled match and a push on the line', async () => {
    const member = await fundedMember();
    const cancelled = await newFixture('FOOTBALL');
    const pushed = await newFixture('ESPORTS');
    await placed(member, { stake: '40', legs: [leg(cancelled, 'TOTAL', 'OVER')] });
    await placed(member, { stake: '60', legs: [leg(pushed, 'WINNER', 'HOME')] });
    expect(await balanceOf(member)).toBe(900_00);
    await kickOff(pushed);
    await enterResult({ fixtureId: cancelled.id, cancelled: true, reason: 'match called off' });
    // An esports moneyline has no draw: a level score voids it.
    await enterResult({ fixtureId: pushed.id, homeScore: 1, awayScore: 1 });
    expect(await balanceOf(member)).toBe(1_000_00);
    expect((await betsOf(member, 'SETTLED')).list.map((bet) => [bet.status, bet.payout])).toEqual([['VOID', 60], ['VOID', 40]]);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('pays once when the result is entered by two processes at once', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => fundedMember()));
    const fixture = await newFixture('FOOTBALL');
    const stakes = await Promise.all(members.map((member) => placed(member, { stake: '25', legs: [leg(fixture, 'WINNER', 'DRAW')] })));
    await kickOff(fixture);
    const processes = [ctx.app, (await ctx.buildProcess()) ?? ctx.app];
    const answers = await Promise.all([0, 1, 2, 3].map((index) => enterResult({ fixtureId: fixture.id, homeScore: 1, awayScore: 1 }, processes[index % 2])));
    expect(answers.every((answer) => answer.success)).toBe(true);
    expect(answers.reduce((total, answer) => total + answer.value!.settledBets, 0)).toBe(6);
    const payout = oddsPayoutOf(25_00, stakes[0]!.odds);
    for (const member of members) expect(await balanceOf(member)).toBe(1_000_00 - 25_00 + payout);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('is reached by operators only, audited, and only for their merchant', async () => {
    const fixture = await newFixture();
    const member = await fundedMember();
    const asMember = await ctx.app.inject({ method: 'POST', url: '/ops/api/sports/result', headers: { authorization: member.token }, payload: { merchant: 'DEMO', fixtureId: fixture.id, cancelled: true, reason: 'not mine' } });
    expect(asMember.statusCode).toBe(401);
    const altOperator = await createTestOperator(db(), { merchantCode: 'ALT' });
    const other = await ctx.app.inject({ method: 'POST', url: '/ops/api/sports/result', headers: { authorization: altOperator.token }, payload: { merchant: 'DEMO', fixtureId: fixture.id, cancelled: true, reason: 'not mine' } });
    expect(other.json()).toMatchObject({ success: false, errorCode: 'permission.denied' });

    expect(await enterResult({ fixtureId: fixture.id, cancelled: true, reason: 'floods at the arena' })).toMatchObject({ success: true });
    const audited = await db().select().from(operatorActions).where(and(eq(operatorActions.action, 'sports.result'), eq(operatorActions.subjectId, fixture.id)));
    expect(audited).toMatchObject([{ operatorId: operator.operatorId, reason: 'floods at the arena', details: { status: 'CANCELLED' } }]);
    expect(Object.values(endpoints).filter((endpoint) => /sportsbook|\/sports\//.test(endpoint.path))).toHaveLength(7);
  });
});
