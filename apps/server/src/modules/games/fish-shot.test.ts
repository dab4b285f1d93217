import {
  commitmentOf, envelopeSchema, fairRandom, FAIR_GAMES, FISH_FAIR_GAME, fishBetLevels, fishShotOutcome, fishShotSchema, launchGameSchema,
} from '@m/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fishShots, games } from '../../db/schema.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { fundMember, walletBooks } from '../../test/money.ts';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp({ devEndpoints: true });
/** A fishing game whose lowest cannon level is ₱1.00 or less. */
let fishing: { nodeId: number; minBetMinor: number };

beforeAll(async () => {
  const rows = await ctx.database.db.select().from(games).where(and(eq(games.gameCategory, 'FISH'), eq(games.vendor, 'DEEPTIDE')));
  const row = rows.find((candidate) => candidate.minBetMinor <= 100)!;
  fishing = { nodeId: row.id, minBetMinor: row.minBetMinor };
});

async function fundedMember(amountMinor: number): Promise<TestMember> {
  const member = await createTestMember(ctx.database.db);
  await fundMember(ctx.database.db, member.memberId, amountMinor);
  return member;
}

async function launchUrl(nodeId: number, accountType: number, member?: TestMember): Promise<URL> {
  const headers = { merchant: 'DEMO', ...(member ? { authorization: member.token } : {}) };
  const response = await ctx.app.inject({ method: 'GET', url: `/wps/game/launchGame?nodeId=${nodeId}&accountType=${accountType}`, headers });
  return new URL(envelopeSchema(launchGameSchema).parse(response.json()).value!.game_url, 'http://x');
}
const launchToken = async (member: TestMember) => (await launchUrl(fishing.nodeId, 1, member)).searchParams.get('launch')!;

const shoot = (launch: string, bet: number, fish: string, idempotencyKey: string, clientSeed?: string) =>
  ctx.app.inject({ method: 'POST', url: '/wps/game/fish/shot', headers: { merchant: 'DEMO', language: 'EN' }, payload: { launch, bet, fish, idempotencyKey, clientSeed } })
    .then((response) => envelopeSchema(fishShotSchema).parse(response.json()));

const page = (launch: string, lang = 'EN') =>
  ctx.app.inject({ method: 'GET', url: `/wps/game/fish/play?launch=${encodeURIComponent(launch)}&lang=${lang}` });
const commitmentOnPage = (html: string) => /data-testid="fish-commitment">([0-9a-f]{64})</.exec(html)?.[1];
const fairRound = (id: number) => ctx.app.inject({ method: 'GET', url: `/wps/fair/round?id=${id}`, headers: { merchant: 'DEMO' } }).then((response) => response.json().value);

const books = (memberId: number) => walletBooks(ctx.database.db, memberId);

/** A server seed whose first shot with this player seed catches the fish, found by trying seeds in turn. */
function seedCatching(clientSeed: string, fish: 'minnow' | 'whale', catchIt: boolean): string {
  for (let index = 0; ; index++) {
    const serverSeed = index.toString(16).padStart(64, '0');
    if (fishShotOutcome(fairRandom(serverSeed, `${clientSeed}:1:${fish}`)).caught.includes(fish) === catchIt) return serverSeed;
  }
}

describe('the fishing launch', () => {
  it('opens the fishing page for a fishing game, and the slot page for a slot', async () => {
    const member = await fundedMember(1_000);
    expect((await launchUrl(fishing.nodeId, 1, member)).pathname).toBe('/wps/game/fish/play');
    const [slot] = await ctx.database.db.select().from(games).where(and(eq(games.gameCategory, 'RNG'), eq(games.vendor, 'MPLAY'))).limit(1);
    expect((await launchUrl(slot!.id, 1, member)).pathname).toBe('/wps/game/demo/play');
    const html = (await page(await launchToken(member), 'AR')).body;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('data-testid="fish-sea"');
    expect(html).toContain('العائد للاعب: 96.00%');
  });
});

describe('a fishing shot', () => {
  it('is a fair round committed before the shot: the page shows the commitment, the shot reveals it and the verify page recomputes it', async () => {
    const member = await fundedMember(10_000);
    const launch = await launchToken(member);
    const shown = commitmentOnPage((await page(launch)).body);
    expect(shown).toMatch(/^[0-9a-f]{64}$/);
    expect(commitmentOnPage((await page(launch)).body)).toBe(shown);

    const answer = (await shoot(launch, 1, 'shark', 'fair-shot-0001', 'my-seed')).value!;
    const round = await fairRound(answer.fairRoundId!);
    expect(round).toMatchObject({ game: FISH_FAIR_GAME, round: `${member.memberId}.${fishing.nodeId}.1`, commitment: shown, publicSeed: 'my-seed:1:shark' });
    expect(commitmentOf(round.serverSeed)).toBe(shown);
    expect(FAIR_GAMES[FISH_FAIR_GAME]!(fairRandom(round.serverSeed, round.publicSeed), round.round)).toEqual(round.outcome);
    expect(round.outcome.caught.includes('shark')).toBe(answer.caught);
    expect(answer.next!.round).toBe(`${member.memberId}.${fishing.nodeId}.2`);
    expect(answer.next!.commitment).not.toBe(shown);
    expect(commitmentOnPage((await page(launch)).body)).toBe(answer.next!.commitment);
  });

  it('debits the bet and credits bet × multiplier once through the game API, records the bet, and answers a repeated key with the first shot', async () => {
    const member = await fundedMember(10_000);
    await ctx.app.inject({
      method: 'POST', url: '/wps/dev/fair/seed', headers: { merchant: 'DEMO' },
      payload: { game: FISH_FAIR_GAME, round: `${member.memberId}.${fishing.nodeId}.1`, serverSeed: seedCatching('catch', 'whale', true) },
    });
    const launch = await launchToken(member);
    const answers = await Promise.all(Array.from({ length: 10 }, () => shoot(launch, 1, 'whale', 'whale-shot-01', 'catch')));
    expect(answers.map((answer) => answer.value)).toEqual(answers.map(() => answers[0]!.value));
    expect(answers[0]!.value).toMatchObject({ fish: 'whale', multiplier: 100, bet: 1, caught: true, win: 100, balance: 199, freePlay: false });
    // The same key with another fish and bet answers the first shot.
    expect((await shoot(launch, 2, 'minnow', 'whale-shot-01', 'catch')).value).toEqual(answers[0]!.value);
    const state = await books(member.memberId);
    expect(state).toMatchObject({ balanceMinor: 19_900, ledgerSum: 19_900 });
    expect(state.bets).toHaveLength(1);
    expect(state.bets[0]).toMatchObject({ stakeMinor: 100, winMinor: 10_000, outcome: ['whale ×100', 'caught'] });
  });

  it('takes the bet and pays nothing when the fish escapes', async () => {
    const member = await fundedMember(10_000);
    await ctx.app.inject({
      method: 'POST', url: '/wps/dev/fair/seed', headers: { merchant: 'DEMO' },
      payload: { game: FISH_FAIR_GAME, round: `${member.memberId}.${fishing.nodeId}.1`, serverSeed: seedCatching('miss', 'minnow', false) },
    });
    const answer = (await shoot(await launchToken(member), 1, 'minnow', 'minnow-shot-1', 'miss')).value!;
    expect(answer).toMatchObject({ caught: false, win: 0, balance: 99 });
    expect((await books(member.memberId)).bets[0]).toMatchObject({ stakeMinor: 100, winMinor: 0, outcome: ['minnow ×2', 'escaped'] });
  });

  it('refuses a bet above the balance, one not of the cannon levels, a forged token and an unknown fish, changing nothing', async () => {
    const member = await fundedMember(50);
    const launch = await launchToken(member);
    const refused = await shoot(launch, 1, 'shark', 'too-much-001');
    expect(refused).toMatchObject({ success: false, errorCode: 'insufficient.balance' });
    expect(refused.message).toBeTruthy();
    expect((await shoot(launch, 0.37, 'shark', 'odd-bet-0001')).errorCode).toBe('request_param_err');
    expect((await shoot(`${launch.slice(0, -3)}abc`, 1, 'shark', 'forged-0001')).errorCode).toBe('login.not.session');
    expect((await shoot(launch, 1, 'kraken', 'kraken-0001')).errorCode).toBe('request_param_err');
    expect(await books(member.memberId)).toMatchObject({ balanceMinor: 50, ledgerRows: 1, bets: [] });
    // The refused shot left nothing behind: the next affordable one is the member's first.
    await fundMember(ctx.database.db, member.memberId, 1_000);
    expect((await shoot(launch, 1, 'shark', 'affordable-1')).value!.next!.round).toBe(`${member.memberId}.${fishing.nodeId}.2`);
  });

  it('finishes a shot left unsettled (its request lost after it was written) before the member’s next shot', async () => {
    const member = await fundedMember(10_000);
    const launch = await launchToken(member);
    const stale = { memberId: member.memberId, gameId: fishing.nodeId, idempotencyKey: 'lost-shot-001', shotNumber: 1, fish: 'minnow', betMinor: 100, clientSeed: 'lost' };
    await ctx.database.db.insert(fishShots).values(stale);
    await ctx.app.services.fairness.open(ctx.database.db, { game: FISH_FAIR_GAME, round: `${member.memberId}.${fishing.nodeId}.1` });
    const answer = (await shoot(launch, 1, 'shark', 'next-shot-001')).value!;
    expect(answer.next!.round).toBe(`${member.memberId}.${fishing.nodeId}.3`);
    const [finished] = await ctx.database.db.select().from(fishShots).where(and(eq(fishShots.memberId, member.memberId), eq(fishShots.shotNumber, 1)));
    expect(finished!.caught).not.toBeNull();
    const state = await books(member.memberId);
    expect(state.bets).toHaveLength(2);
    expect(state.ledgerSum).toBe(state.balanceMinor);
    expect(state.balanceMinor).toBe(10_000 - 200 + finished!.winMinor! + Math.round(answer.win * 100));
  });

  it('never goes negative under concurrent shots and settles each affordable one once', async () => {
    const member = await fundedMember(500);
    const launch = await launchToken(member);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => shoot(launch, 1, 'whale', `concurrent-${String(index).padStart(3, '0')}`)));
    const settled = answers.filter((answer) => answer.success);
    expect(answers.filter((answer) => !answer.success).map((answer) => answer.errorCode).filter((code) => code !== 'insufficient.balance')).toEqual([]);
    const state = await books(member.memberId);
    expect(state.balanceMinor).toBeGreaterThanOrEqual(0);
    expect(state.ledgerSum).toBe(state.balanceMinor);
    expect(state.bets).toHaveLength(settled.length);
    expect(new Set(settled.map((answer) => answer.value!.fairRoundId)).size).toBe(settled.length);
  });
});

describe('fishing free play', () => {
  it('shoots with play money, nothing recorded, and no fair round to check', async () => {
    const [row] = await ctx.database.db.select().from(games).where(and(eq(games.gameCategory, 'FISH'), eq(games.supportFreePlay, true))).limit(1);
    const url = await launchUrl(row!.id, 0);
    expect(url.pathname).toBe('/wps/game/fish/play');
    const launch = url.searchParams.get('launch')!;
    const bet = fishBetLevels(row!.minBetMinor)[0]! / 100;
    const answer = (await shoot(launch, bet, 'minnow', 'free-play-001')).value!;
    expect(answer).toMatchObject({ freePlay: true, balance: null, fairRoundId: null, next: null });
    expect((await page(launch)).body).not.toContain('fish-commitment');
  });
});
