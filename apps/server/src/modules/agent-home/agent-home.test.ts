import { envelopeSchema, teamKpiSchema, type TeamKpi } from '@m/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberSessions, members, teamDailyStats } from '../../db/schema.ts';
import { businessDate } from '../../lib/business-day.ts';
import { losingBet } from '../../test/bets.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { fundMember } from '../../test/money.ts';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();

const today = () => businessDate(new Date());
const kpi = (member: TestMember, startDate = today(), endDate = today()) =>
  ctx.app.inject({ method: 'GET', url: `/wps/agent/team/kpi?startDate=${startDate}&endDate=${endDate}`, headers: { merchant: 'DEMO', authorization: member.token } });
const footerOf = async (member: TestMember, startDate?: string, endDate?: string): Promise<TeamKpi['footer']> => {
  const response = await kpi(member, startDate, endDate);
  expect(response.statusCode).toBe(200);
  return envelopeSchema(teamKpiSchema).parse(response.json()).value!.footer;
};

const logIn = (member: TestMember) => ctx.database.db.update(members).set({ lastLogin: new Date() }).where(eq(members.id, member.memberId));
/** The member's sessions were last used `minutes` ago. */
const lastSeen = (member: TestMember, minutes: number) =>
  ctx.database.db.update(memberSessions).set({ lastSeenAt: new Date(Date.now() - minutes * 60_000) }).where(eq(memberSessions.memberId, member.memberId));

/** agent → sub-agent → two players, and a player directly under the agent; all registered today. */
async function team() {
  const { db } = ctx.database;
  const agent = await createTestMember(db, { type: 1 });
  const subAgent = await createTestMember(db, { type: 1, parentId: agent.memberId });
  const deep = await createTestMember(db, { parentId: subAgent.memberId });
  const deepIdle = await createTestMember(db, { parentId: subAgent.memberId });
  const direct = await createTestMember(db, { parentId: agent.memberId });
  return { agent, subAgent, deep, deepIdle, direct };
}

describe('the team KPI', () => {
  it("counts the whole team's logins, bettors, registrations and online members of the day, not the agent's own", async () => {
    const { db } = ctx.database;
    const { agent, subAgent, deep, deepIdle, direct } = await team();
    for (const member of [deep, direct]) await fundMember(db, member.memberId, 50_00);
    await losingBet(db, deep, 'RNG', 2_00);
    await losingBet(db, deep, 'RNG', 3_00);
    await losingBet(db, direct, 'RNG', 1_00);
    await fundMember(db, agent.memberId, 10_00);
    await losingBet(db, agent, 'RNG', 1_00);
    await logIn(deep);
    await logIn(subAgent);
    await logIn(agent);
    await lastSeen(deepIdle, 6);
    await lastSeen(direct, 4);

    expect(await footerOf(agent)).toEqual({ teamLoginMemberCount: 2, teamBetMemberCount: 2, teamRegisterMemberCount: 4, teamOnlineCount: 3 });
    // The sub-agent's team is its own two players.
    expect(await footerOf(subAgent)).toEqual({ teamLoginMemberCount: 1, teamBetMemberCount: 1, teamRegisterMemberCount: 2, teamOnlineCount: 1 });
  });

  it("never counts a member of another agent's team, nor a revoked session", async () => {
    const { db } = ctx.database;
    const { agent, direct } = await team();
    const other = await createTestMember(db, { type: 1 });
    const stranger = await createTestMember(db, { parentId: other.memberId });
    await fundMember(db, stranger.memberId, 10_00);
    await losingBet(db, stranger, 'RNG', 1_00);
    await logIn(stranger);
    await db.update(memberSessions).set({ revokedAt: new Date() }).where(eq(memberSessions.memberId, direct.memberId));

    expect(await footerOf(agent)).toMatchObject({ teamLoginMemberCount: 0, teamBetMemberCount: 0, teamRegisterMemberCount: 4, teamOnlineCount: 3 });
    expect(await footerOf(other)).toEqual({ teamLoginMemberCount: 1, teamBetMemberCount: 1, teamRegisterMemberCount: 1, teamOnlineCount: 1 });
  });

  it('sums the days of a longer range as member-days, and leaves days outside it out', async () => {
    const { db } = ctx.database;
    const { agent, deep } = await team();
    await logIn(deep);
    await db.insert(teamDailyStats).values([
      { ancestorId: agent.memberId, day: '2026-01-10', depth: 1, logins: 3, bettors: 2, registrations: 1 },
      { ancestorId: agent.memberId, day: '2026-01-11', depth: 2, logins: 4, bettors: 1, registrations: 0 },
      { ancestorId: agent.memberId, day: '2026-01-11', depth: 0, logins: 1, bettors: 1, registrations: 0 },
      { ancestorId: agent.memberId, day: '2026-01-12', depth: 1, logins: 9, bettors: 9, registrations: 9 },
    ]);
    expect(await footerOf(agent, '2026-01-10', '2026-01-11')).toMatchObject({ teamLoginMemberCount: 7, teamBetMemberCount: 3, teamRegisterMemberCount: 1 });
  });

  it('refuses a player, a trial account, a guest and a range backwards or longer than 93 days, with a translated message', async () => {
    const { db } = ctx.database;
    const player = await createTestMember(db);
    const response = await kpi(player);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ errorCode: 'permission.denied' });
    expect((await kpi(await createTestMember(db, { type: 4 }))).json()).toMatchObject({ errorCode: 'permission.denied' });
    const guest = await ctx.app.inject({ method: 'GET', url: `/wps/agent/team/kpi?startDate=${today()}&endDate=${today()}`, headers: { merchant: 'DEMO' } });
    expect(guest.statusCode).toBe(401);

    const agent = await createTestMember(db, { type: 1 });
    const backwards = await kpi(agent, '2026-02-02', '2026-02-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ errorCode: 'team.range.invalid', message: expect.stringContaining('93 days') });
    expect((await kpi(agent, '2026-01-01', '2026-04-04')).json()).toMatchObject({ errorCode: 'team.range.invalid' });
    expect((await kpi(agent, '2026-01-01', '2026-04-03')).statusCode).toBe(200);
    expect((await kpi(agent, 'yesterday', '2026-04-02')).json()).toMatchObject({ errorCode: 'request_param_err' });
  });
});
