import { commitmentOf, demoSpinSchema, envelopeSchema, gamePageSchema, launchGameSchema, SLOT_THEMES } from '@m/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { games, slotStates } from '../../db/schema.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { fundMember, walletBooks } from '../../test/money.ts';
import { useTestApp } from '../../test/test-app.ts';
import { slotThemeOf } from './slot-themes.ts';

/**
 * A server seed whose first spin shows three pyramids on Pharaoh's Gold for the player seed below
 * (`node --import tsx scripts/find-slot-seed.ts pharaoh free-spins 1`).
 */
const FREE_SPINS_SEED = '21e0591df4ecaf6eab020a5f7083cb62aa51b6101b0a160ed81895bc430123c5';
const PLAYER_SEED = 'free-spins';

const ctx = useTestApp({ devEndpoints: true });
/** An in-house slot of each kind: Pharaoh's Gold (free spins at double wins) and another. */
let pharaoh: { nodeId: number; lines: number };
let other: { nodeId: number; lines: number };

beforeAll(async () => {
  const response = await ctx.app.inject({ method: 'GET', url: '/wps/relay/GCSGAME_gameList?gameType=RNG&vendor=MPLAY&pageSize=100', headers: { merchant: 'DEMO' } });
  const listed = envelopeSchema(gamePageSchema).parse(response.json()).value!.games;
  const rows = await ctx.database.db.select().from(games).where(eq(games.vendor, 'MPLAY'));
  const themed = listed.map((game) => {
    const row = rows.find((candidate) => candidate.id === game.nodeId)!;
    return { nodeId: game.nodeId, minBetMinor: row.minBetMinor, theme: slotThemeOf({ ...row, vassalage: 'MPLAY' }) };
  });
  const pick = (theme: string) => themed.find((game) => game.theme === theme && game.minBetMinor <= 100)!;
  pharaoh = { nodeId: pick('pharaoh').nodeId, lines: SLOT_THEMES.pharaoh.lines.length };
  other = { nodeId: pick('gems').nodeId, lines: SLOT_THEMES.gems.lines.length };
});

async function fundedMember(amountMinor: number): Promise<TestMember> {
  const member = await createTestMember(ctx.database.db);
  await fundMember(ctx.database.db, member.memberId, amountMinor);
  return member;
}

async function launchToken(member: TestMember, nodeId: number): Promise<string> {
  const response = await ctx.app.inject({ method: 'GET', url: `/wps/game/launchGame?nodeId=${nodeId}&accountType=1`, headers: { merchant: 'DEMO', authorization: member.token } });
  const url = envelopeSchema(launchGameSchema).parse(response.json()).value!.game_url;
  return new URL(url, 'http://x').searchParams.get('launch')!;
}

const spin = (launch: string, stake: number, idempotencyKey: string, clientSeed?: string) =>
  ctx.app.inject({ method: 'POST', url: '/wps/game/demo/spin', headers: { merchant: 'DEMO', language: 'EN' }, payload: { launch, stake, idempotencyKey, clientSeed } })
    .then((response) => envelopeSchema(demoSpinSchema).parse(response.json()));

const page = (launch: string) => ctx.app.inject({ method: 'GET', url: `/wps/game/demo/play?launch=${encodeURIComponent(launch)}&lang=EN` }).then((response) => response.body);
const commitmentOnPage = (html: string) => /data-testid="slot-commitment">([0-9a-f]{64})</.exec(html)?.[1];

const books = (memberId: number) => walletBooks(ctx.database.db, memberId);

const fairRound = (id: number) => ctx.app.inject({ method: 'GET', url: `/wps/fair/round?id=${id}`, headers: { merchant: 'DEMO' } }).then((response) => response.json().value);

describe('a slot spin', () => {
  it('is a fair round committed before the stake: the page shows the commitment, the spin reveals its seed and commits the next', async () => {
    const member = await fundedMember(10_000);
    const launch = await launchToken(member, other.nodeId);
    const shown = commitmentOnPage(await page(launch));
    expect(shown).toMatch(/^[0-9a-f]{64}$/);
    expect(commitmentOnPage(await page(launch))).toBe(shown);

    const answer = (await spin(launch, 1, 'fair-spin-0001', 'my-seed')).value!;
    const round = await fairRound(answer.fairRoundId!);
    expect(round).toMatchObject({ game: 'slot-gems', commitment: shown, publicSeed: 'my-seed:1', outcome: { window: answer.window } });
    expect(commitmentOf(round.serverSeed)).toBe(shown);
    expect(answer.next!.commitment).not.toBe(shown);
    expect(answer.next!.round).toBe(`${member.memberId}.${other.nodeId}.2.base`);
    expect(await fairRound(answer.next!.fairRoundId)).toMatchObject({ serverSeed: null, outcome: null });
    expect(commitmentOnPage(await page(launch))).toBe(answer.next!.commitment);
  });

  it('debits the stake and credits the win through the game API, and records the bet', async () => {
    const member = await fundedMember(10_000);
    const launch = await launchToken(member, other.nodeId);
    const value = (await spin(launch, 1, 'spin-key-0001')).value!;
    expect(value).toMatchObject({ freePlay: false, stake: 1, bet: 1, theme: 'gems' });
    expect(value.win).toBeCloseTo(value.lineWins.reduce((sum, win) => sum + win.win, 0) + value.scatterWin, 2);
    expect(value.balance).toBeCloseTo(100 - 1 + value.win, 2);
    const state = await books(member.memberId);
    expect(state.balanceMinor).toBe(Math.round(value.balance! * 100));
    expect(state.ledgerSum).toBe(state.balanceMinor);
    expect(state.bets).toHaveLength(1);
    expect(state.bets[0]).toMatchObject({ stakeMinor: 100, winMinor: Math.round(value.win * 100), outcome: value.window.map((column) => column.join('/')) });
  });

  it('settles 50 concurrent submits of one spin once and answers each with the same spin', async () => {
    const member = await fundedMember(10_000);
    const launch = await launchToken(member, other.nodeId);
    const answers = await Promise.all(Array.from({ length: 50 }, () => spin(launch, 2, 'fifty-same-key')));
    expect(answers.every((answer) => answer.success)).toBe(true);
    const first = answers[0]!.value!;
    expect(answers.map((answer) => [answer.value!.window, answer.value!.win, answer.value!.fairRoundId])).toEqual(answers.map(() => [first.window, first.win, first.fairRoundId]));
    const again = (await spin(launch, 2, 'fifty-same-key')).value!;
    expect(again.window).toEqual(first.window);
    const state = await books(member.memberId);
    expect(state.bets).toHaveLength(1);
    expect(state.balanceMinor).toBe(10_000 - 200 + Math.round(first.win * 100));
    expect(state.ledgerSum).toBe(state.balanceMinor);
  });

  it('never goes negative under concurrent spins, refuses the ones the balance cannot stake, and plays the rest one after another', async () => {
    const member = await fundedMember(500);
    const launch = await launchToken(member, other.nodeId);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => spin(launch, 1, `concurrent-${String(index).padStart(3, '0')}`)));
    const settled = answers.filter((answer) => answer.success);
    expect(settled.length).toBeGreaterThanOrEqual(5);
    expect(answers.filter((answer) => !answer.success).map((answer) => answer.errorCode).filter((code) => code !== 'insufficient.balance')).toEqual([]);
    const state = await books(member.memberId);
    expect(state.balanceMinor).toBeGreaterThanOrEqual(0);
    expect(state.ledgerSum).toBe(state.balanceMinor);
    expect(state.bets).toHaveLength(settled.length);
    expect(state.balanceMinor).toBe(500 - settled.length * 100 + state.bets.reduce((sum, bet) => sum + bet.winMinor, 0));
    const rounds = settled.map((answer) => answer.value!.fairRoundId);
    expect(new Set(rounds).size).toBe(settled.length);
  });

  it('refuses a stake above the balance, one that does not split into the lines, a forged token and a malformed body, changing nothing', async () => {
    const member = await fundedMember(50);
    const launch = await launchToken(member, other.nodeId);
    expect(await spin(launch, 1, 'too-much-001')).toMatchObject({ success: false, errorCode: 'insufficient.balance' });
    expect((await spin(launch, 0.15, 'odd-stake-01')).errorCode).toBe('request_param_err');
    expect((await spin(`${launch.slice(0, -3)}abc`, 1, 'forged-001')).errorCode).toBe('login.not.session');
    expect((await spin(launch, 1, 'bad key!')).errorCode).toBe('request_param_err');
    expect(await books(member.memberId)).toMatchObject({ balanceMinor: 50, ledgerRows: 1, bets: [] });
    // The refused spins left no spin behind: the next affordable one is the member's first.
    await fundMember(ctx.database.db, member.memberId, 1_000);
    expect((await spin(launch, 1, 'affordable-1')).value!.next!.round).toBe(`${member.memberId}.${other.nodeId}.2.base`);
  });
});

describe('free spins', () => {
  it('are won from a chosen seed, kept per member and game, stake nothing, multiply the wins and end', async () => {
    const member = await fundedMember(10_000);
    const seeded = await ctx.app.inject({
      method: 'POST', url: '/wps/dev/fair/seed', headers: { merchant: 'DEMO' },
      payload: { game: 'slot-pharaoh', round: `${member.memberId}.${pharaoh.nodeId}.1.base`, serverSeed: FREE_SPINS_SEED },
    });
    expect(seeded.json().success).toBe(true);
    const launch = await launchToken(member, pharaoh.nodeId);
    expect(commitmentOnPage(await page(launch))).toBe(commitmentOf(FREE_SPINS_SEED));

    const trigger = (await spin(launch, 1, 'trigger-0001', PLAYER_SEED)).value!;
    expect(trigger).toMatchObject({ theme: 'pharaoh', free: false, stake: 1, scatterCount: 3, freeSpinsAwarded: 5, freeSpinsLeft: 5 });
    expect(trigger.scatterWin).toBe(2);
    expect(trigger.next!.round).toBe(`${member.memberId}.${pharaoh.nodeId}.2.free`);
    const [state] = await ctx.database.db.select().from(slotStates).where(and(eq(slotStates.memberId, member.memberId), eq(slotStates.gameId, pharaoh.nodeId)));
    expect(state).toMatchObject({ spins: 1, freeSpinsLeft: 5, betMinor: 100, pendingKey: null });
    expect(await page(launch)).toContain('Free spins left: 5');

    // The stake sent with a free spin is ignored: it plays at the stake that won it.
    let balance = trigger.balance!;
    let left = 5;
    for (let index = 0; left > 0; index++) {
      const free = (await spin(launch, 5, `free-spin-${index}`, PLAYER_SEED)).value!;
      expect(free).toMatchObject({ free: true, stake: 0, bet: 1, multiplier: 2 });
      expect(free.lineWins.every((win) => Math.round(win.win * 100) % 2 === 0)).toBe(true);
      expect(free.balance).toBeCloseTo(balance + free.win, 2);
      expect(free.freeSpinsLeft).toBe(left - 1 + free.freeSpinsAwarded);
      balance = free.balance!;
      left = free.freeSpinsLeft;
    }
    const after = (await spin(launch, 1, 'after-free-1', PLAYER_SEED)).value!;
    expect(after).toMatchObject({ free: false, stake: 1 });
    const state2 = await books(member.memberId);
    expect(state2.ledgerSum).toBe(state2.balanceMinor);
    expect(state2.bets.filter((bet) => bet.stakeMinor === 0).length).toBeGreaterThanOrEqual(5);

    // Another game of the same member has no free spins.
    const elsewhere = await launchToken(member, other.nodeId);
    expect((await spin(elsewhere, 1, 'elsewhere-01')).value!.free).toBe(false);
  });
});

describe('free play', () => {
  it('spins with play money, nothing recorded, and no fair round to check', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/wps/game/launchGame?nodeId=${other.nodeId}&accountType=0`, headers: { merchant: 'DEMO' } });
    const launch = new URL(envelopeSchema(launchGameSchema).parse(response.json()).value!.game_url, 'http://x').searchParams.get('launch')!;
    const answer = (await spin(launch, 1, 'free-play-001')).value!;
    expect(answer).toMatchObject({ freePlay: true, balance: null, fairRoundId: null, next: null, stake: 1 });
    expect(await page(launch)).not.toContain('slot-commitment');
  });
});
