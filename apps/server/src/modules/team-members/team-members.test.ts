import { envelopeSchema, teamMembersSchema } from '@m/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../../db/schema.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { fundMember } from '../../test/money.ts';
import { demo, useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();

/** agent → sub-agent → (player, sub-sub-agent → deep player), agent → direct player. */
async function team() {
  const { db } = ctx.database;
  const agent = await createTestMember(db, { type: 1 });
  const subAgent = await createTestMember(db, { type: 1, parentId: agent.memberId });
  const direct = await createTestMember(db, { parentId: agent.memberId });
  const player = await createTestMember(db, { parentId: subAgent.memberId });
  const subSubAgent = await createTestMember(db, { type: 2, parentId: subAgent.memberId });
  const deep = await createTestMember(db, { parentId: subSubAgent.memberId });
  return { agent, subAgent, direct, player, subSubAgent, deep };
}

const list = async (caller: TestMember, query: Record<string, string | number> = {}) => {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await ctx.app.inject({ method: 'GET', url: `/wps/agent/team/members?${search}`, headers: { ...demo, authorization: caller.token } });
  return { status: response.statusCode, body: response.json() as { success: boolean; errorCode?: string; value?: unknown } };
};
const page = async (caller: TestMember, query: Record<string, string | number> = {}) => {
  const answer = await list(caller, query);
  expect(answer.body).toMatchObject({ success: true });
  return envelopeSchema(teamMembersSchema).parse(answer.body).value!;
};
const names = (rows: Array<{ username: string }>) => rows.map((row) => row.username);

describe('team management', () => {
  it('lists the whole team by level with type, balance, last login and registration, and the team totals', async () => {
    const { agent, subAgent, direct, player, subSubAgent, deep } = await team();
    await fundMember(ctx.database.db, direct.memberId, 12_34);
    const loggedIn = new Date('2026-11-20T08:00:00Z');
    await ctx.database.db.update(members).set({ lastLogin: loggedIn }).where(eq(members.id, direct.memberId));

    const all = await page(agent);
    expect(names(all.list)).toEqual([subAgent.username, direct.username, player.username, subSubAgent.username, deep.username]);
    expect(all.list.map((row) => [row.level, row.agent])).toEqual([[1, true], [1, false], [2, false], [2, true], [3, false]]);
    expect(all.list[1]).toMatchObject({ balance: 12.34, lastLogin: loggedIn.getTime() });
    expect(all.list[0]).toMatchObject({ balance: 0, lastLogin: null });
    expect(all.list[0]!.registeredAt).toBeGreaterThan(Date.now() - 60_000);
    expect(all).toMatchObject({ pageNum: 1, totalPages: 1, totalCount: 5, totals: { teamSize: 5, directCount: 2 }, breadcrumbs: [] });

    const directOnly = await page(agent, { scope: 'direct' });
    expect(names(directOnly.list)).toEqual([subAgent.username, direct.username]);
    expect(directOnly).toMatchObject({ totalCount: 2, totals: { teamSize: 5, directCount: 2 } });
  });

  it('finds members by a part of the name at any level, whatever its case', async () => {
    const { agent, deep } = await team();
    const found = await page(agent, { search: deep.username.slice(2, 8).toUpperCase() });
    expect(names(found.list)).toEqual([deep.username]);
    expect(found.totalCount).toBe(1);
    expect((await page(agent, { search: '%' })).list).toEqual([]);
    expect((await page(agent, { search: deep.username, scope: 'direct' })).list).toEqual([]);
  });

  it('pages the team in a stable order', async () => {
    const { db } = ctx.database;
    const agent = await createTestMember(db, { type: 1 });
    const created: string[] = [];
    for (let index = 0; index < 7; index++) created.push((await createTestMember(db, { parentId: agent.memberId })).username);
    const first = await page(agent, { pageSize: 3 });
    const second = await page(agent, { pageSize: 3, pageNo: 2 });
    const third = await page(agent, { pageSize: 3, pageNo: 3 });
    expect([first.totalPages, third.list.length]).toEqual([3, 1]);
    expect([...names(first.list), ...names(second.list), ...names(third.list)]).toEqual(created);
  });

  it('drills down into a sub-agent\'s team with levels from the agent and breadcrumbs back up to it', async () => {
    const { agent, subAgent, player, subSubAgent, deep } = await team();
    const sub = await page(agent, { root: subAgent.username });
    expect(names(sub.list)).toEqual([player.username, subSubAgent.username, deep.username]);
    expect(sub.list.map((row) => row.level)).toEqual([2, 2, 3]);
    expect(sub).toMatchObject({ totals: { teamSize: 3, directCount: 2 }, breadcrumbs: [{ username: subAgent.username, level: 1 }] });

    const deeper = await page(agent, { root: subSubAgent.username.toUpperCase() });
    expect(names(deeper.list)).toEqual([deep.username]);
    expect(deeper.breadcrumbs).toEqual([{ username: subAgent.username, level: 1 }, { username: subSubAgent.username, level: 2 }]);

    // The sub-agent sees its own team from level 1, and nothing above it.
    const own = await page(subAgent, { root: subSubAgent.username });
    expect(own.breadcrumbs).toEqual([{ username: subSubAgent.username, level: 1 }]);
    expect(own.list).toEqual([expect.objectContaining({ username: deep.username, level: 2 })]);
  });

  it('never reaches another agent\'s team, its own upline or itself by name', async () => {
    const mine = await team();
    const theirs = await team();
    const ownNames = names((await page(mine.agent)).list);
    for (const name of names((await page(theirs.agent)).list)) expect(ownNames).not.toContain(name);
    for (const root of [theirs.subAgent.username, theirs.deep.username, mine.agent.username, 'nobody-here']) {
      expect((await list(mine.agent, { root })).body, root).toMatchObject({ success: false, errorCode: 'not.found' });
    }
    expect((await list(mine.subAgent, { root: mine.agent.username })).body).toMatchObject({ success: false, errorCode: 'not.found' });
    expect((await list(mine.subAgent, { root: mine.direct.username })).body).toMatchObject({ success: false, errorCode: 'not.found' });
    expect(names((await page(mine.agent, { search: theirs.deep.username })).list)).toEqual([]);
  });

  it('refuses players and guests', async () => {
    const { player } = await team();
    expect((await list(player)).body).toMatchObject({ success: false, errorCode: 'permission.denied' });
    const guest = await ctx.app.inject({ method: 'GET', url: '/wps/agent/team/members', headers: demo });
    expect(guest.statusCode).toBe(401);
  });
});
