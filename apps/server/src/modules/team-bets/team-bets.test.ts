import { envelopeSchema, teamBetsSchema } from '@m/contract';
import { desc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bets } from '../../db/schema.ts';
import { businessDate } from '../../lib/business-day.ts';
import { losingBet } from '../../test/bets.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { fundMember } from '../../test/money.ts';
import { demo, useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();
const today = businessDate(new Date());
const DAY_MS = 86_400_000;
const daysAgo = (days: number) => businessDate(new Date(Date.now() - days * DAY_MS));

async function bettor(parentId: number, type = 0) {
  const member = await createTestMember(ctx.database.db, { type, parentId });
  await fundMember(ctx.database.db, member.memberId, 1_000_00);
  return member;
}
/** A settled losing bet of the member; answers the bet's id. */
async function bet(member: TestMember, category: string, stakeMinor: number): Promise<number> {
  const { db } = ctx.database;
  await losingBet(db, member, category, stakeMinor);
  return (await db.select({ id: bets.id }).from(bets).where(eq(bets.memberId, member.memberId)).orderBy(desc(bets.id)).limit(1))[0]!.id;
}

/** agent → sub-agent → player; agent → direct; each bets. */
async function team() {
  const agent = await createTestMember(ctx.database.db, { type: 1 });
  await fundMember(ctx.database.db, agent.memberId, 1_000_00);
  const subAgent = await bettor(agent.memberId, 1);
  const player = await bettor(subAgent.memberId);
  const direct = await bettor(agent.memberId);
  return { agent, subAgent, player, direct };
}

const request = async (caller: TestMember, query: Record<string, string | number>) => {
  const search = new URLSearchParams(Object.entries({ from: today, to: today, ...query }).map(([key, value]) => [key, String(value)]));
  const response = await ctx.app.inject({ method: 'GET', url: `/wps/agent/team/bets?${search}`, headers: { ...demo, authorization: caller.token } });
  return { status: response.statusCode, body: response.json() as { success: boolean; errorCode?: string } };
};
const page = async (caller: TestMember, query: Record<string, string | number> = {}) => {
  const answer = await request(caller, query);
  expect(answer.body).toMatchObject({ success: true });
  return envelopeSchema(teamBetsSchema).parse(answer.body).value!;
};

describe('team betting', () => {
  it('lists the bets of the whole team (not the agent\'s own), newest first, with member, game, stake, win, net and the totals', async () => {
    const { agent, subAgent, player, direct } = await team();
    await bet(agent, 'RNG', 9_00);
    await bet(subAgent, 'RNG', 1_00);
    await bet(player, 'FISH', 2_50);
    await bet(direct, 'RNG', 3_00);
    const answer = await page(agent);
    expect(answer.list.map((row) => [row.username, row.gameCategory, row.stake, row.win, row.net])).toEqual([
      [direct.username, 'RNG', 3, 0, -3], [player.username, 'FISH', 2.5, 0, -2.5], [subAgent.username, 'RNG', 1, 0, -1],
    ]);
    expect(answer.list[0]!.gameName).not.toBe('');
    expect(answer).toMatchObject({ nextCursor: null, totals: { count: 3, stake: 6.5, win: 0, net: -6.5 } });
  });

  it('filters by member, game category and business days', async () => {
    const { agent, subAgent, player, direct } = await team();
    await bet(player, 'FISH', 2_00);
    await bet(player, 'RNG', 1_00);
    await bet(direct, 'FISH', 4_00);
    const old = await bet(subAgent, 'FISH', 8_00);
    await ctx.database.db.update(bets).set({ createdAt: new Date(Date.now() - 3 * DAY_MS) }).where(eq(bets.id, old));

    expect((await page(agent, { username: player.username.toUpperCase() })).totals).toEqual({ count: 2, stake: 3, win: 0, net: -3 });
    expect((await page(agent, { category: 'FISH' })).totals).toMatchObject({ count: 2, stake: 6 });
    expect((await page(agent, { username: player.username, category: 'FISH' })).list.map((row) => row.stake)).toEqual([2]);
    const older = await page(agent, { from: daysAgo(5), to: daysAgo(1) });
    expect(older.list.map((row) => row.username)).toEqual([subAgent.username]);
    expect((await page(agent, { from: daysAgo(5), to: today })).totals!.count).toBe(4);
  });

  it('pages by (time, id) without skipping or repeating a bet made at the same moment', async () => {
    const { agent, player, direct } = await team();
    const made: number[] = [];
    for (let index = 0; index < 5; index++) made.push(await bet(player, 'RNG', 1_00 + index), await bet(direct, 'RNG', 2_00 + index));
    // Four bets at one moment: the id orders them.
    await ctx.database.db.update(bets).set({ createdAt: new Date(Date.now() - 1_000) }).where(inArray(bets.id, made.slice(2, 6)));
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const answer = await page(agent, { pageSize: 3, ...(cursor ? { cursor } : {}) });
      expect(answer.totals === null).toBe(cursor !== null);
      seen.push(...answer.list.map((row) => row.id));
      cursor = answer.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(4);
    expect(new Set(seen).size).toBe(10);
    expect(seen.toSorted()).toEqual(made.toSorted());
  });

  it('never shows another agent\'s team, by name or otherwise', async () => {
    const mine = await team();
    const theirs = await team();
    await bet(theirs.player, 'RNG', 5_00);
    await bet(theirs.direct, 'RNG', 5_00);
    await bet(mine.agent, 'RNG', 5_00);
    expect((await page(mine.agent)).list).toEqual([]);
    expect(await page(mine.agent, { username: theirs.player.username })).toEqual({ list: [], nextCursor: null, totals: { count: 0, stake: 0, win: 0, net: 0 } });
    expect((await page(mine.subAgent, { username: mine.agent.username })).list).toEqual([]);
    expect((await page(theirs.agent)).totals!.count).toBe(2);
  });

  it('refuses players, guests and malformed filters', async () => {
    const { agent, player } = await team();
    expect((await request(player, {})).body).toMatchObject({ success: false, errorCode: 'permission.denied' });
    expect((await ctx.app.inject({ method: 'GET', url: `/wps/agent/team/bets?from=${today}&to=${today}`, headers: demo })).statusCode).toBe(401);
    const malformed: Array<Record<string, string | number>> = [{ from: today, to: daysAgo(1) }, { from: daysAgo(120) }, { category: 'CARDS' }, { cursor: 'abc' }, { pageSize: 500 }];
    for (const query of malformed) {
      expect((await request(agent, query)).status, JSON.stringify(query)).toBe(400);
    }
    // The team range of every team endpoint: 93 days, both included; a longer or backwards one named as such.
    expect((await request(agent, { from: daysAgo(92) })).body).toMatchObject({ success: true });
    expect((await request(agent, { from: daysAgo(93) })).body).toMatchObject({ success: false, errorCode: 'team.range.invalid' });
    expect((await request(agent, { to: daysAgo(1) })).body).toMatchObject({ success: false, errorCode: 'team.range.invalid' });
  });
});
