import { randomBytes } from 'node:crypto';
import { commitmentOf, envelopeSchema, fairRandom, fairRoundSchema, gameWalletAnswerSchema, launchGameSchema } from '@m/contract';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bets, gameRounds, ledgerTransfers } from '../../db/schema.ts';
import { signWebhook } from '../../lib/webhook-signature.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { fundMember, walletBalanceOf } from '../../test/money.ts';
import { useTestApp } from '../../test/test-app.ts';
import { checkLedger } from '../ledger/service.ts';
import { createSigningKeyRepository } from '../signing-keys/repository.ts';
import { IN_HOUSE_VENDOR } from './service.ts';

const ctx = useTestApp();
const db = () => ctx.database.db;
const SLOT_NODE_QUERY = '/wps/relay/GCSGAME_gameList?gameType=RNG&minBet=0.01';

async function vendorKey(): Promise<Uint8Array> {
  // The in-house vendor's key as the server keeps it (created on its first use).
  return Buffer.from(await createSigningKeyRepository(db()).findOrCreate('game-vendor-inhouse', randomBytes(32).toString('base64url')), 'base64url');
}

async function slotNodeId(): Promise<number> {
  const response = await ctx.app.inject({ method: 'GET', url: SLOT_NODE_QUERY, headers: { merchant: 'DEMO' } });
  return (response.json() as { value: { games: { nodeId: number }[] } }).value.games[0]!.nodeId;
}

async function player(amountMinor = 10_000): Promise<TestMember & { launch: string }> {
  const member = await createTestMember(db());
  if (amountMinor > 0) await fundMember(db(), member.memberId, amountMinor);
  const response = await ctx.app.inject({ method: 'GET', url: `/wps/game/launchGame?nodeId=${await slotNodeId()}&accountType=1`, headers: { merchant: 'DEMO', authorization: member.token } });
  const url = envelopeSchema(launchGameSchema).parse(response.json()).value!.game_url;
  return { ...member, launch: new URL(url, 'http://x').searchParams.get('launch')! };
}

type Call = 'balance' | 'debit' | 'credit' | 'rollback';
async function call(path: Call, body: object, sign: { key?: Uint8Array; at?: number; signature?: string } = {}, app = ctx.app) {
  const rawBody = JSON.stringify({ vendor: IN_HOUSE_VENDOR, ...body });
  const signature = sign.signature ?? signWebhook(sign.key ?? await vendorKey(), rawBody, sign.at ?? Date.now());
  const response = await app.inject({
    method: 'POST', url: `/wps/gapi/wallet/${path}`, payload: rawBody,
    headers: { merchant: 'DEMO', 'content-type': 'application/json', 'x-game-signature': signature },
  });
  expect(response.statusCode).toBeLessThan(500);
  return envelopeSchema(gameWalletAnswerSchema).parse(response.json());
}

const walletOf = (memberId: number) => walletBalanceOf(db(), memberId);

/** The ledger transfers of the in-house vendor's transactions whose ids start so. */
const transfersOf = (transactionPrefix: string) => db().select().from(ledgerTransfers).where(like(ledgerTransfers.idempotencyKey, `game-%:${IN_HOUSE_VENDOR}:${transactionPrefix}%`));

describe('the game API refuses what is not the vendor\'s', () => {
  it('refuses a bad signature, a stale timestamp, another key and an unknown vendor, moving nothing', async () => {
    const member = await player();
    const debit = { launch: member.launch, transactionId: 'tx-sig-1', roundId: 'round-sig-1', amountMinor: 100 };
    expect((await call('debit', debit, { signature: 't=1,v1=' + '0'.repeat(64) })).errorCode).toBe('game.signature.invalid');
    expect((await call('debit', debit, { at: Date.now() - 6 * 60_000 })).errorCode).toBe('game.signature.invalid');
    expect((await call('debit', debit, { key: randomBytes(32) })).errorCode).toBe('game.signature.invalid');
    expect((await call('debit', { ...debit, vendor: 'OTHERVENDOR' })).errorCode).toBe('game.signature.invalid');
    expect(await walletOf(member.memberId)).toBe(10_000);
  });

  it('refuses a dead launch token (after a logout) and a made-up one', async () => {
    const member = await player();
    expect((await call('balance', { launch: member.launch })).value!.balanceMinor).toBe(10_000);
    await ctx.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: { merchant: 'DEMO', authorization: member.token } });
    expect((await call('balance', { launch: member.launch })).errorCode).toBe('game.launch.invalid');
    expect((await call('debit', { launch: member.launch, transactionId: 'tx-dead', roundId: 'r-dead', amountMinor: 100 })).errorCode).toBe('game.launch.invalid');
    expect((await call('balance', { launch: 'x'.repeat(40) })).errorCode).toBe('game.launch.invalid');
    expect(await walletOf(member.memberId)).toBe(10_000);
  });
});

describe('debit, credit and rollback', () => {
  it('answers a repeated transaction id with the first result and no second movement', async () => {
    const member = await player();
    const debit = { launch: member.launch, transactionId: 'tx-rep-1', roundId: 'round-rep-1', amountMinor: 250 };
    expect((await call('debit', debit)).value!.balanceMinor).toBe(9_750);
    expect((await call('debit', debit)).value!.balanceMinor).toBe(9_750);
    const credit = { transactionId: 'tx-rep-2', roundId: 'round-rep-1', amountMinor: 1_000, outcome: ['A', 'B'] };
    expect((await call('credit', credit)).value!.balanceMinor).toBe(10_750);
    expect((await call('credit', credit)).value!.balanceMinor).toBe(10_750);
    expect(await walletOf(member.memberId)).toBe(10_750);
    expect(await transfersOf('tx-rep-')).toHaveLength(2);
    const settled = await db().select().from(bets).where(eq(bets.memberId, member.memberId));
    expect(settled.map((bet) => [bet.stakeMinor, bet.winMinor, bet.outcome])).toEqual([[250, 1_000, ['A', 'B']]]);
    // A settled round takes no more stakes or wins.
    expect((await call('debit', { ...debit, transactionId: 'tx-rep-3' })).errorCode).toBe('game.round.invalid');
    expect((await call('credit', { ...credit, transactionId: 'tx-rep-4' })).errorCode).toBe('game.round.invalid');
  });

  it('refuses a stake over the balance and a credit for a round never staked', async () => {
    const member = await player(100);
    expect((await call('debit', { launch: member.launch, transactionId: 'tx-over', roundId: 'r-over', amountMinor: 101 })).errorCode).toBe('insufficient.balance');
    expect((await call('credit', { transactionId: 'tx-none', roundId: 'r-never', amountMinor: 5, outcome: [] })).errorCode).toBe('game.round.invalid');
    expect(await walletOf(member.memberId)).toBe(100);
  });

  it('rolls a stake back once, whatever the rollback ids, and voids the round', async () => {
    const member = await player();
    await call('debit', { launch: member.launch, transactionId: 'tx-rb-1', roundId: 'round-rb', amountMinor: 400 });
    const rollback = { transactionId: 'tx-rb-2', refTransactionId: 'tx-rb-1', roundId: 'round-rb' };
    expect((await call('rollback', rollback)).value!.balanceMinor).toBe(10_000);
    expect((await call('rollback', rollback)).value!.balanceMinor).toBe(10_000);
    expect((await call('rollback', { ...rollback, transactionId: 'tx-rb-3' })).value!.balanceMinor).toBe(10_000);
    expect(await walletOf(member.memberId)).toBe(10_000);
    const [round] = await db().select().from(gameRounds).where(eq(gameRounds.roundId, 'round-rb'));
    expect([round!.status, round!.stakeMinor]).toEqual(['VOID', 0]);
    expect((await transfersOf('tx-rb-')).map((transfer) => transfer.type).sort()).toEqual(['BET', 'BET_REFUND']);
    expect(await db().select().from(bets).where(eq(bets.memberId, member.memberId))).toEqual([]);
  });

  it('keeps a rollback that comes before its stake, and refuses the stake then', async () => {
    const member = await player();
    await call('debit', { launch: member.launch, transactionId: 'tx-early-0', roundId: 'round-early', amountMinor: 100 });
    expect((await call('rollback', { transactionId: 'tx-early-rb', refTransactionId: 'tx-early-1', roundId: 'round-early' })).value!.balanceMinor).toBe(9_900);
    expect((await call('debit', { launch: member.launch, transactionId: 'tx-early-1', roundId: 'round-early', amountMinor: 100 })).errorCode).toBe('game.round.invalid');
    expect(await walletOf(member.memberId)).toBe(9_900);
  });

  it('keeps one member\'s round from another member\'s token', async () => {
    const first = await player();
    const second = await player();
    await call('debit', { launch: first.launch, transactionId: 'tx-own-1', roundId: 'round-own', amountMinor: 100 });
    expect((await call('debit', { launch: second.launch, transactionId: 'tx-own-2', roundId: 'round-own', amountMinor: 100 })).errorCode).toBe('game.round.invalid');
    expect((await call('debit', { launch: second.launch, transactionId: 'tx-own-1', roundId: 'round-own-b', amountMinor: 100 })).errorCode).toBe('game.round.invalid');
    expect(await walletOf(second.memberId)).toBe(10_000);
  });

  it('keeps the ledger sound and never below zero under 50 concurrent stakes of one member', async () => {
    const member = await player(3_000);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, index) =>
      call('debit', { launch: member.launch, transactionId: `tx-many-${index}`, roundId: `round-many-${index}`, amountMinor: 100 })));
    expect(answers.filter((answer) => answer.success)).toHaveLength(30);
    expect(answers.filter((answer) => !answer.success).every((answer) => answer.errorCode === 'insufficient.balance')).toBe(true);
    expect(await walletOf(member.memberId)).toBe(0);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('moves a repeated stake once when two server processes take it at the same time', async () => {
    const second = await ctx.buildProcess();
    if (!second) return; // PGlite is one process's database
    const member = await player();
    const debit = { launch: member.launch, transactionId: 'tx-two-proc', roundId: 'round-two-proc', amountMinor: 300 };
    const answers = await Promise.all([call('debit', debit), call('debit', debit, {}, second), call('debit', debit), call('debit', debit, {}, second)]);
    expect(answers.map((answer) => answer.value?.balanceMinor)).toEqual([9_700, 9_700, 9_700, 9_700]);
    expect(await walletOf(member.memberId)).toBe(9_700);
  });
});

describe('in-house games go through the same API', () => {
  it('stakes and pays through the in-house vendor, refusing a launch of another session', async () => {
    const member = await player();
    const vendor = ctx.app.services.inHouseVendor;
    expect((await vendor.debit({ launch: member.launch, transactionId: 'ih-1', roundId: 'ih-round', amountMinor: 500 })).balanceMinor).toBe(9_500);
    expect((await vendor.credit({ transactionId: 'ih-2', roundId: 'ih-round', amountMinor: 0, outcome: ['lost'] })).balanceMinor).toBe(9_500);
    await expect(vendor.balance({ launch: 'not-a-token-at-all-0000' })).rejects.toMatchObject({ errorCode: 'game.launch.invalid' });
  });
});

describe('provably fair rounds', () => {
  const fairness = () => ctx.app.services.fairness;
  const round = async (id: number) => envelopeSchema(fairRoundSchema).parse((await ctx.app.inject({ method: 'GET', url: `/wps/fair/round?id=${id}`, headers: { merchant: 'DEMO' } })).json());

  it('publishes only the commitment before the reveal, then the seeds and the outcome anyone can recompute', async () => {
    const opened = await fairness().open(db(), { game: 'test-dice', round: 'r1' });
    const before = (await round(opened.id)).value!;
    expect(before).toMatchObject({ commitment: opened.commitment, serverSeed: null, publicSeed: null, outcome: null, revealedAt: null });
    const revealed = await db().transaction((tx) => fairness().reveal(tx, { game: 'test-dice', round: 'r1' }, 'public-1', (random) => random.int(6) + 1));
    const after = (await round(opened.id)).value!;
    expect(commitmentOf(after.serverSeed!)).toBe(opened.commitment);
    expect(after.outcome).toBe(fairRandom(after.serverSeed!, 'public-1').int(6) + 1);
    expect(after.outcome).toBe(revealed.outcome);
    // A second reveal answers what the first stored.
    const again = await db().transaction((tx) => fairness().reveal(tx, { game: 'test-dice', round: 'r1' }, 'public-2', () => 99));
    expect(again.outcome).toBe(revealed.outcome);
  });

  it('draws every server seed from the secure random source: none follows from another or from the round', async () => {
    const seeds = new Set<string>();
    for (let index = 0; index < 20; index++) {
      const opened = await fairness().open(db(), { game: 'test-seeds', round: `r${index}` });
      seeds.add(opened.commitment);
      // Opening a round again keeps its first seed.
      expect((await fairness().open(db(), { game: 'test-seeds', round: `r${index}` })).commitment).toBe(opened.commitment);
    }
    expect(seeds.size).toBe(20);
    expect((await round(999_999)).errorCode).toBe('not.found');
  });
});
