import { randomUUID } from 'node:crypto';
import { envelopeSchema, teamOverviewSchema, teamPnlSchema } from '@m/contract';
import { describe, expect, it } from 'vitest';
import { businessDate } from '../../lib/business-day.ts';
import { losingBet } from '../../test/bets.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { fundMember } from '../../test/money.ts';
import { useTestApp } from '../../test/test-app.ts';
import { merchantOfMember, transfer } from '../ledger/service.ts';

const ctx = useTestApp();

const DAY_MS = 86_400_000;
const today = () => businessDate(new Date());
const daysAgo = (days: number) => businessDate(new Date(Date.now() - days * DAY_MS));

const call = async (member: TestMember, path: string, query: Record<string, string | number>) => {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await ctx.app.inject({ method: 'GET', url: `/wps/agent/team/${path}?${search}`, headers: { merchant: 'DEMO', authorization: member.token } });
  return { status: response.statusCode, body: response.json() as { success: boolean; errorCode?: string; value?: unknown } };
};
const overview = async (member: TestMember, query: Record<string, string | number>) =>
  envelopeSchema(teamOverviewSchema).parse((await call(member, 'overview', query)).body).value!;
const pnl = async (member: TestMember, query: Record<string, string | number>) =>
  envelopeSchema(teamPnlSchema).parse((await call(member, 'pnl', query)).body).value!;

/** Money into a member's wallet as the deposit and promotion modules move it. */
async function credit(member: TestMember, type: 'DEPOSIT' | 'BONUS', amountMinor: number) {
  await ctx.database.db.transaction(async (tx) => {
    const merchantId = await merchantOfMember(tx, member.memberId);
    await transfer(tx, {
      type, amountMinor, reference: `team report test ${type}`, idempotencyKey: `team-report-test:${randomUUID()}`,
      from: type === 'DEPOSIT' ? { kind: 'payment-clearing', merchantId, channel: 'TEST' } : { kind: 'promotion-expense', merchantId },
      to: { kind: 'member-wallet', memberId: member.memberId },
    });
  });
}

/**
 * agent → sub-agent → player, and a direct player; today the player stakes 2.00 and 3.00 (lost) and
 * deposits 50.00, the direct player stakes 4.00 (lost) and gets a 7.00 bonus.
 */
async function activeTeam() {
  const { db } = ctx.database;
  const agent = await createTestMember(db, { type: 1 });
  const subAgent = await createTestMember(db, { type: 1, parentId: agent.memberId });
  const player = await createTestMember(db, { parentId: subAgent.memberId });
  const direct = await createTestMember(db, { parentId: agent.memberId });
  await fundMember(db, player.memberId, 20_00);
  await fundMember(db, direct.memberId, 20_00);
  await losingBet(db, player, 'RNG', 2_00);
  await losingBet(db, player, 'RNG', 3_00);
  await credit(player, 'DEPOSIT', 50_00);
  await losingBet(db, direct, 'RNG', 4_00);
  await credit(direct, 'BONUS', 7_00);
  return { agent, subAgent, player, direct };
}

const NO_FIGURES = { betCount: 0, turnover: 0, payout: 0, rebate: 0, bonus: 0, deposit: 0, depositCount: 0, withdrawal: 0, withdrawalCount: 0, net: 0 };

describe('team overview', () => {
  it('sums the whole team below the agent for the period, with every day of it for the chart', async () => {
    const { agent } = await activeTeam();
    const report = await overview(agent, { startDate: daysAgo(2), endDate: today() });
    expect(report.totals).toEqual({
      ...NO_FIGURES, betCount: 3, turnover: 9, deposit: 50, depositCount: 1, bonus: 7, net: 7 - 9, registrations: 3,
    });
    expect(report.days).toEqual([
      { day: daysAgo(2), turnover: 0, net: 0 },
      { day: daysAgo(1), turnover: 0, net: 0 },
      { day: today(), turnover: 9, net: -2 },
    ]);
    const before = await overview(agent, { startDate: daysAgo(5), endDate: daysAgo(1) });
    expect(before.totals).toEqual({ ...NO_FIGURES, registrations: 0 });
    expect(before.days).toHaveLength(5);
  });

  it('refuses a player, a period longer than 93 days and an end before the start', async () => {
    const { player, agent } = await activeTeam();
    expect((await call(player, 'overview', { startDate: today(), endDate: today() })).body).toMatchObject({ success: false, errorCode: 'permission.denied' });
    expect((await call(player, 'pnl', { startDate: today(), endDate: today() })).body).toMatchObject({ success: false, errorCode: 'permission.denied' });
    expect((await call(agent, 'overview', { startDate: daysAgo(93), endDate: today() })).body)
      .toMatchObject({ success: false, errorCode: 'team.range.invalid', value: { maxDays: '93' } });
    expect((await call(agent, 'pnl', { startDate: daysAgo(92), endDate: today() })).body).toMatchObject({ success: true });
    expect((await call(agent, 'overview', { startDate: today(), endDate: daysAgo(1) })).body).toMatchObject({ success: false, errorCode: 'team.range.invalid' });
    expect((await call(agent, 'overview', { startDate: '2026-02-30', endDate: today() })).body).toMatchObject({ success: false });
  });
});

describe('team P&L', () => {
  it('splits the team per level', async () => {
    const { agent } = await activeTeam();
    const report = await pnl(agent, { startDate: today(), endDate: today() });
    expect(report.totals).toEqual({ ...NO_FIGURES, betCount: 3, turnover: 9, deposit: 50, depositCount: 1, bonus: 7, net: -2 });
    expect(report.levels).toEqual([
      { ...NO_FIGURES, depth: 1, betCount: 1, turnover: 4, bonus: 7, net: 3 },
      { ...NO_FIGURES, depth: 2, betCount: 2, turnover: 5, deposit: 50, depositCount: 1, net: -5 },
    ]);
    expect(report.members).toBeNull();
    expect(report.days).toEqual([{ day: today(), turnover: 9, net: -2 }]);
  });

  it('lists the members, direct downlines first then by name, each with its own figures, paged', async () => {
    const { agent, subAgent, player, direct } = await activeTeam();
    const report = await pnl(agent, { startDate: today(), endDate: today(), view: 'member' });
    const directs = [
      { ...NO_FIGURES, username: subAgent.username, depth: 1, type: 1 },
      { ...NO_FIGURES, username: direct.username, depth: 1, type: 0, betCount: 1, turnover: 4, bonus: 7, net: 3 },
    ].sort((a, b) => (a.username < b.username ? -1 : 1));
    expect(report.members).toEqual({
      list: [...directs, { ...NO_FIGURES, username: player.username, depth: 2, type: 0, betCount: 2, turnover: 5, deposit: 50, depositCount: 1, net: -5 }],
      pageNum: 1, totalPages: 1, total: 3,
    });
    const second = await pnl(agent, { startDate: today(), endDate: today(), view: 'member', page: 2, size: 2 });
    expect(second.members).toMatchObject({ list: [{ username: player.username }], pageNum: 2, totalPages: 2, total: 3 });
    const found = await pnl(agent, { startDate: today(), endDate: today(), view: 'member', username: player.username.slice(2).toUpperCase() });
    expect(found.members?.list.map((member) => member.username)).toEqual([player.username]);
  });

  it('never shows another agent its team: a search for another team\'s member finds nothing', async () => {
    const { agent, subAgent, player } = await activeTeam();
    const other = await activeTeam();
    const search = await pnl(agent, { startDate: today(), endDate: today(), view: 'member', username: other.player.username });
    expect(search.members).toEqual({ list: [], pageNum: 1, totalPages: 0, total: 0 });
    const subTeam = await pnl(subAgent, { startDate: today(), endDate: today(), view: 'member' });
    expect(subTeam.members?.list.map((member) => member.username)).toEqual([player.username]);
    expect(subTeam.totals).toMatchObject({ betCount: 2, turnover: 5, net: -5 });
    expect((await overview(agent, { startDate: today(), endDate: today() })).totals).toMatchObject({ betCount: 3, turnover: 9 });
    expect((await pnl(subAgent, { startDate: today(), endDate: today(), view: 'member', username: agent.username })).members?.total).toBe(0);
  });
});
