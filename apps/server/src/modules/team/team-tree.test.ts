import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberTree, members, teamDailyStats } from '../../db/schema.ts';
import { businessDate } from '../../lib/business-day.ts';
import { losingBet } from '../../test/bets.ts';
import { createTestMember } from '../../test/members.ts';
import { fundMember } from '../../test/money.ts';
import { useTestApp } from '../../test/test-app.ts';
import { merchantOfMember, transfer } from '../ledger/service.ts';
import { findTeamMember, requireTeamMember } from './tree.ts';

const ctx = useTestApp();

const treeOf = async (ancestorId: number) =>
  (await ctx.database.db.select({ descendantId: memberTree.descendantId, depth: memberTree.depth }).from(memberTree)
    .where(eq(memberTree.ancestorId, ancestorId)).orderBy(asc(memberTree.depth), asc(memberTree.descendantId)));

const statsOf = async (ancestorId: number) =>
  ctx.database.db.select().from(teamDailyStats).where(and(eq(teamDailyStats.ancestorId, ancestorId), eq(teamDailyStats.day, businessDate(new Date()))))
    .orderBy(asc(teamDailyStats.depth));

/** A three-level team: agent → sub-agent → player, and a player directly under the agent. */
async function team() {
  const { db } = ctx.database;
  const agent = await createTestMember(db, { type: 1 });
  const subAgent = await createTestMember(db, { type: 1, parentId: agent.memberId });
  const player = await createTestMember(db, { parentId: subAgent.memberId });
  const direct = await createTestMember(db, { parentId: agent.memberId });
  return { agent, subAgent, player, direct };
}

describe('the downline tree', () => {
  it('holds every member under each of its uplines, at its depth', async () => {
    const { agent, subAgent, player, direct } = await team();
    expect(await treeOf(agent.memberId)).toEqual([
      { descendantId: agent.memberId, depth: 0 },
      { descendantId: subAgent.memberId, depth: 1 },
      { descendantId: direct.memberId, depth: 1 },
      { descendantId: player.memberId, depth: 2 },
    ]);
    expect(await treeOf(player.memberId)).toEqual([{ descendantId: player.memberId, depth: 0 }]);
  });

  it('moves a member with its whole team to a new upline, and refuses a move under its own team', async () => {
    const { db } = ctx.database;
    const { agent, subAgent, player } = await team();
    const other = await createTestMember(db, { type: 1 });
    await db.update(members).set({ parentId: other.memberId }).where(eq(members.id, subAgent.memberId));
    expect(await treeOf(agent.memberId)).not.toContainEqual(expect.objectContaining({ descendantId: player.memberId }));
    expect(await treeOf(other.memberId)).toEqual([
      { descendantId: other.memberId, depth: 0 },
      { descendantId: subAgent.memberId, depth: 1 },
      { descendantId: player.memberId, depth: 2 },
    ]);
    await expect(db.update(members).set({ parentId: player.memberId }).where(eq(members.id, subAgent.memberId))).rejects.toThrow();
  });
});

describe('the team day statistics', () => {
  it('count registrations, bets, bettors once a day, deposits, payouts, rebates, bonuses and logins up the tree', async () => {
    const { db } = ctx.database;
    const { agent, subAgent, player } = await team();
    await fundMember(db, player.memberId, 100_00);
    await losingBet(db, player, 'RNG', 2_00);
    await losingBet(db, player, 'RNG', 3_00);
    await db.transaction(async (tx) => {
      const merchantId = await merchantOfMember(tx, player.memberId);
      await transfer(tx, {
        type: 'DEPOSIT', from: { kind: 'payment-clearing', merchantId, channel: 'TEST' }, to: { kind: 'member-wallet', memberId: player.memberId },
        amountMinor: 50_00, reference: 'team test deposit', idempotencyKey: `team-test-deposit:${player.memberId}`,
      });
      await transfer(tx, {
        type: 'BONUS', from: { kind: 'promotion-expense', merchantId }, to: { kind: 'member-wallet', memberId: player.memberId },
        amountMinor: 7_00, reference: 'team test bonus', idempotencyKey: `team-test-bonus:${player.memberId}`,
      });
    });
    await db.update(members).set({ lastLogin: new Date() }).where(eq(members.id, player.memberId));
    await db.update(members).set({ lastLogin: new Date(Date.now() + 1000) }).where(eq(members.id, player.memberId));

    const [own, level1, level2] = await statsOf(agent.memberId);
    expect(own).toMatchObject({ depth: 0, registrations: 1, betCount: 0 });
    expect(level1).toMatchObject({ depth: 1, registrations: 2 });
    expect(level2).toMatchObject({
      depth: 2, registrations: 1, betCount: 2, bettors: 1, turnoverMinor: 5_00, payoutMinor: 0,
      depositMinor: 50_00, depositCount: 1, bonusMinor: 7_00, logins: 1,
    });
    const [subOwn, subLevel1] = await statsOf(subAgent.memberId);
    expect(subOwn).toMatchObject({ depth: 0, betCount: 0 });
    expect(subLevel1).toMatchObject({ depth: 1, betCount: 2, bettors: 1, turnoverMinor: 5_00, depositMinor: 50_00, logins: 1 });
    const [playerOwn] = await statsOf(player.memberId);
    expect(playerOwn).toMatchObject({ depth: 0, betCount: 2, bettors: 1, turnoverMinor: 5_00, logins: 1 });
  });
});

describe('findTeamMember', () => {
  it('finds a downline by name or id at any depth, a direct one only within depth 1, and nobody outside the team', async () => {
    const { db } = ctx.database;
    const { agent, subAgent, player } = await team();
    const stranger = await createTestMember(db);
    expect(await findTeamMember(db, agent.memberId, { username: player.username.toUpperCase() })).toMatchObject({ id: player.memberId, depth: 2 });
    expect(await findTeamMember(db, agent.memberId, { id: player.memberId }, 1)).toBeNull();
    expect(await findTeamMember(db, agent.memberId, { id: subAgent.memberId }, 1)).toMatchObject({ depth: 1, parentId: agent.memberId });
    expect(await findTeamMember(db, agent.memberId, { id: agent.memberId })).toBeNull();
    expect(await findTeamMember(db, subAgent.memberId, { id: agent.memberId })).toBeNull();
    expect(await findTeamMember(db, agent.memberId, { id: stranger.memberId })).toBeNull();
    await expect(requireTeamMember(db, subAgent.memberId, { username: stranger.username })).rejects.toMatchObject({ errorCode: 'not.found' });
  });
});
