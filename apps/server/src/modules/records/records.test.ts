import { randomUUID } from 'node:crypto';
import { demoSpinSchema, envelopeSchema, gamePageSchema, gameRecordSchema, launchGameSchema, profitLossSchema, transactionRecordSchema } from '@m/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { depositOrders, members, merchants } from '../../db/schema.ts';
import { injectEncrypted } from '../../test/encrypted.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { fundMember } from '../../test/money.ts';
import { bindPayout, TEST_PAYMENT_PASSWORD } from '../../test/payout.ts';
import { VENDOR_SEEDS } from '../../db/seed-data/games.ts';
import { merchantOfMember, transfer } from '../ledger/service.ts';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();
let slot: { nodeId: number; vendor: string };
/** The catalogue's vendor names by code, as the seed writes them. */
const vendorNames = new Map(VENDOR_SEEDS.map((vendor) => [vendor.code, vendor.name]));

beforeAll(async () => {
  // A theme without free spins (fruits): each spin is one stake, whatever the reels show.
  const response = await ctx.app.inject({ method: 'GET', url: '/wps/relay/GCSGAME_gameList?gameType=RNG&vendor=MPLAY&pageSize=100', headers: { merchant: 'DEMO' } });
  slot = envelopeSchema(gamePageSchema).parse(response.json()).value!.games.find((game) => game.gameId === 'MPL030_RNG')!;
});

const MANILA = 480;
/** Today in Manila, as the player's device would name it. */
const manilaDay = (offsetDays = 0) => new Date(Date.now() + MANILA * 60_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function fundedMember(amountMinor: number): Promise<TestMember> {
  const member = await createTestMember(ctx.database.db);
  if (amountMinor > 0) await fundMember(ctx.database.db, member.memberId, amountMinor);
  return member;
}

/** Money in as the deposit and promotion modules move it: from the payment gateway's clearing account, or the promotion expense. */
async function credit(member: TestMember, type: 'DEPOSIT' | 'BONUS', amountMinor: number) {
  await ctx.database.db.transaction(async (tx) => {
    const merchantId = await merchantOfMember(tx, member.memberId);
    await transfer(tx, {
      type, amountMinor, reference: `test:${type}`, idempotencyKey: `records-test:${randomUUID()}`,
      from: type === 'DEPOSIT' ? { kind: 'payment-clearing', merchantId, channel: 'pg' } : { kind: 'promotion-expense', merchantId },
      to: { kind: 'member-wallet', memberId: member.memberId },
    });
  });
}

/** Real spins of the demo slot through its launch token, as the game page plays them. */
async function spins(member: TestMember, stakes: number[]) {
  const launched = await ctx.app.inject({ method: 'GET', url: `/wps/game/launchGame?nodeId=${slot.nodeId}&accountType=1`, headers: { merchant: 'DEMO', authorization: member.token } });
  const launch = new URL(envelopeSchema(launchGameSchema).parse(launched.json()).value!.game_url, 'http://x').searchParams.get('launch')!;
  const answers = [];
  for (const [index, stake] of stakes.entries()) {
    const response = await ctx.app.inject({
      method: 'POST', url: '/wps/game/demo/spin', headers: { merchant: 'DEMO' },
      payload: { launch, stake, idempotencyKey: `records-spin-${String(index).padStart(4, '0')}` },
    });
    answers.push(envelopeSchema(demoSpinSchema).parse(response.json()).value!);
  }
  return answers;
}

const get = (member: TestMember, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { merchant: 'DEMO', authorization: member.token } });

const period = (from = manilaDay(), to = manilaDay()) => `from=${from}&to=${to}&utcOffset=${MANILA}`;

describe('game record', () => {
  it('lists the member\'s spins newest first with the period\'s totals, page by page', async () => {
    const member = await fundedMember(100_00);
    const played = await spins(member, [1, 2, 3]);
    const first = envelopeSchema(gameRecordSchema).parse((await get(member, `/wps/report/accountGameBetHistory?${period()}&pageSize=2`)).json()).value!;
    const second = envelopeSchema(gameRecordSchema).parse((await get(member, `/wps/report/accountGameBetHistory?${period()}&pageSize=2&pageNo=2`)).json()).value!;
    expect(first).toMatchObject({ pageNum: 1, totalPages: 2 });
    expect(second.list).toHaveLength(1);
    const rows = [...first.list, ...second.list];
    expect(rows.map((row) => row.stake)).toEqual([3, 2, 1]);
    expect(rows.map((row) => row.win)).toEqual(played.map((spin) => spin.win).reverse());
    expect(rows[0]).toMatchObject({ vendor: slot.vendor, vendorName: vendorNames.get(slot.vendor), gameCategory: 'RNG' });
    const win = played.reduce((sum, spin) => sum + Math.round(spin.win * 100), 0) / 100;
    expect(first.totals).toEqual({ stake: 6, win, net: Math.round((win - 6) * 100) / 100, count: 3 });
  });

  it('keeps to the period and to the member', async () => {
    const member = await fundedMember(100_00);
    const other = await fundedMember(100_00);
    await spins(member, [1]);
    await spins(other, [5, 5]);
    const yesterday = envelopeSchema(gameRecordSchema).parse((await get(member, `/wps/report/accountGameBetHistory?${period(manilaDay(-1), manilaDay(-1))}`)).json()).value!;
    expect(yesterday).toMatchObject({ list: [], totalPages: 0, totals: { stake: 0, win: 0, net: 0, count: 0 } });
    const today = envelopeSchema(gameRecordSchema).parse((await get(member, `/wps/report/accountGameBetHistory?${period()}`)).json()).value!;
    expect(today.list.map((row) => row.stake)).toEqual([1]);
    expect(today.totals.count).toBe(1);
  });

  it('refuses guests, a reversed or too long period and bad days', async () => {
    const member = await fundedMember(0);
    expect((await ctx.app.inject({ method: 'GET', url: `/wps/report/accountGameBetHistory?${period()}`, headers: { merchant: 'DEMO' } })).statusCode).toBe(401);
    for (const query of [period(manilaDay(), manilaDay(-1)), period(manilaDay(-100), manilaDay()), 'from=2026-13-01&to=2026-13-02', `from=${manilaDay()}&to=${manilaDay()}&utcOffset=900`]) {
      const response = await get(member, `/wps/report/accountGameBetHistory?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('profit and loss', () => {
  it('groups the period\'s bets by day and by game category, with totals', async () => {
    const member = await fundedMember(100_00);
    const played = await spins(member, [1, 4]);
    const win = played.reduce((sum, spin) => sum + Math.round(spin.win * 100), 0) / 100;
    const range = period(manilaDay(-6), manilaDay());
    const byDay = envelopeSchema(profitLossSchema).parse((await get(member, `/wps/report/profitAndLoss?${range}&groupBy=day`)).json()).value!;
    expect(byDay.list).toHaveLength(1);
    expect(byDay.list[0]).toMatchObject({ key: manilaDay(), bets: 2, stake: 5, win });
    expect(byDay.totals).toMatchObject({ bets: 2, stake: 5, win, profit: Math.round((win - 5) * 100) / 100 });
    expect(byDay.list[0]).toMatchObject({ deposit: 0, bonus: 0 });
    await credit(member, 'DEPOSIT', 30_00);
    await credit(member, 'BONUS', 6_00);
    const withMoney = envelopeSchema(profitLossSchema).parse((await get(member, `/wps/report/profitAndLoss?${range}&groupBy=day`)).json()).value!;
    expect(withMoney.list[0]).toMatchObject({ key: manilaDay(), deposit: 30, bonus: 6, withdrawal: 0 });
    expect(withMoney.totals).toMatchObject({ deposit: 30, bonus: 6, stake: 5 });
    const byCategory = envelopeSchema(profitLossSchema).parse((await get(member, `/wps/report/profitAndLoss?${range}&groupBy=category`)).json()).value!;
    expect(byCategory.list).toEqual([expect.objectContaining({ key: 'RNG', bets: 2, stake: 5, win, deposit: 0 })]);
    const other = await fundedMember(0);
    const empty = envelopeSchema(profitLossSchema).parse((await get(other, `/wps/report/profitAndLoss?${range}`)).json()).value!;
    expect(empty).toMatchObject({ list: [], totalPages: 0, totals: { bets: 0, stake: 0, win: 0, profit: 0 } });
  });
});

describe('transaction record', () => {
  const record = async (member: TestMember, query = '') =>
    envelopeSchema(transactionRecordSchema).parse((await get(member, `/wps/report/transactionRecord?${period()}${query}`)).json()).value!;

  it('lists every movement of the wallet, newest first, signed, with the balance after it and the period\'s totals', async () => {
    const member = await fundedMember(50_00);
    await credit(member, 'DEPOSIT', 20_00);
    const played = await spins(member, [1, 2]);
    const answer = await record(member);
    const wins = played.filter((spin) => spin.win > 0).length;
    expect(answer.totals.count).toBe(4 + wins);
    const rows = answer.list;
    expect(rows.at(-1)).toMatchObject({ type: 'ADJUST', amount: 50, balanceAfter: 50, subject: null });
    expect(rows.at(-2)).toMatchObject({ type: 'DEPOSIT', amount: 20, balanceAfter: 70 });
    expect(rows[0]!.balanceAfter).toBe(played.at(-1)!.balance);
    const betsShown = rows.filter((row) => row.type === 'BET');
    expect(betsShown.map((row) => row.amount)).toEqual([-2, -1]);
    expect(betsShown[0]!.subject).toEqual({ kind: 'game', gameName: expect.any(String) });
    const winTotal = played.reduce((sum, spin) => sum + Math.round(spin.win * 100), 0);
    expect(answer.totals).toEqual({ credit: (70_00 + winTotal) / 100, debit: 3, net: (67_00 + winTotal) / 100, count: rows.length });
    for (const [index, row] of rows.slice(0, -1).entries()) {
      expect(Math.round((row.balanceAfter - row.amount) * 100), `row ${index}`).toBe(Math.round(rows[index + 1]!.balanceAfter * 100));
    }
  });

  it('filters by type, pages, keeps to the period and never shows another member\'s movements', async () => {
    const member = await fundedMember(50_00);
    const other = await fundedMember(80_00);
    await spins(member, [1, 1, 1]);
    await spins(other, [3]);
    const bets = await record(member, '&type=BET&pageSize=2');
    expect(bets).toMatchObject({ pageNum: 1, totalPages: 2, totals: { count: 3, debit: 3, credit: 0, net: -3 } });
    expect(bets.list.map((row) => row.type)).toEqual(['BET', 'BET']);
    expect((await record(member, '&type=BET&pageSize=2&pageNo=2')).list).toHaveLength(1);
    const all = await record(member, '&pageSize=100');
    expect(all.list.some((row) => row.amount === -3 || row.amount === 80)).toBe(false);
    const yesterday = envelopeSchema(transactionRecordSchema).parse((await get(member, `/wps/report/transactionRecord?${period(manilaDay(-1), manilaDay(-1))}`)).json()).value!;
    expect(yesterday).toMatchObject({ list: [], totalPages: 0, totals: { count: 0, credit: 0, debit: 0, net: 0 } });
    expect((await get(member, `/wps/report/transactionRecord?${period()}&type=WITHDRAW_PAYOUT`)).statusCode).toBe(400);
  });

  it('says what each movement belongs to: the deposit order, the withdrawal, the other member of a transfer', async () => {
    const member = await fundedMember(1_000_00);
    const { db } = ctx.database;
    const [merchant] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'DEMO'));
    const orderNo = `D${randomUUID().replaceAll('-', '').slice(0, 20).toUpperCase()}`;
    await db.insert(depositOrders).values({
      orderNo, merchantId: merchant!.id, memberId: member.memberId, requestId: randomUUID(), channel: 'pg', providerCode: 'GCASH',
      providerName: 'GCash', status: 'PAID', amountMinor: 20_00, feeMinor: 0, creditMinor: 20_00, createdAt: new Date(),
    });
    await db.transaction(async (tx) => {
      const to = { kind: 'member-wallet', memberId: member.memberId } as const;
      await transfer(tx, { type: 'DEPOSIT', from: { kind: 'payment-clearing', merchantId: merchant!.id, channel: 'pg' }, to, amountMinor: 20_00, idempotencyKey: `deposit:${orderNo}`, reference: orderNo });
      await transfer(tx, { type: 'BONUS', from: { kind: 'promotion-expense', merchantId: merchant!.id }, to, amountMinor: 4_00, idempotencyKey: `deposit-bonus:${orderNo}`, reference: orderNo });
    });

    const cardId = await bindPayout(ctx.app, member);
    const withdrawn = await injectEncrypted(ctx.app, {
      method: 'POST', url: '/wps/transaction/withdraw', headers: { merchant: 'DEMO', authorization: member.token },
      payload: { bankCardId: cardId, amount: '100', paymentPassword: TEST_PAYMENT_PASSWORD, requestId: randomUUID() },
    });
    const withdrawalId = (withdrawn.json() as { value: { id: number } }).value.id;
    await ctx.app.services.withdrawals.reject({ withdrawalId, operatorId: 1, reason: 'Name does not match' });

    const agent = await fundedMember(0);
    const sender = await fundedMember(30_00);
    await db.update(members).set({ parentId: agent.memberId, toUpline: true }).where(eq(members.id, sender.memberId));
    await db.update(members).set({ parentId: agent.memberId, toUpline: true }).where(eq(members.id, member.memberId));
    for (const [from, amountMinor] of [[sender, 5_00], [member, 7_00]] as const) {
      await db.transaction((tx) => transfer(tx, {
        type: 'UPLINE_TRANSFER', from: { kind: 'member-wallet', memberId: from.memberId }, to: { kind: 'member-wallet', memberId: agent.memberId },
        amountMinor, idempotencyKey: `records-upline:${randomUUID()}`, reference: `upline:${agent.memberId}`,
      }));
    }

    const subjects = (await record(member, '&pageSize=100')).list.map((row) => [row.type, row.subject]);
    expect(subjects).toEqual([
      ['UPLINE_TRANSFER', { kind: 'transferTo', account: agent.username }],
      ['WITHDRAW_REFUND', { kind: 'withdrawal', withdrawalId }],
      ['WITHDRAW_HOLD', { kind: 'withdrawal', withdrawalId }],
      ['BONUS', { kind: 'depositOrder', orderNo }],
      ['DEPOSIT', { kind: 'depositOrder', orderNo }],
      ['ADJUST', null],
    ]);
    const received = (await record(agent)).list.map((row) => [row.amount, row.subject]);
    expect(received).toEqual([[7, { kind: 'transferFrom', account: member.username }], [5, { kind: 'transferFrom', account: sender.username }]]);
  });
});
