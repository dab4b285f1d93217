import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../modules/ledger/service.ts';
import { settleSpin } from '../../modules/games/service.ts';
import { gameOfCategory } from '../../test/bets.ts';
import { createTestMember } from '../../test/members.ts';
import { fundMember } from '../../test/money.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.ts';
import type { AppDatabase } from '../client.ts';
import { bets, members, seedSteps } from '../schema.ts';
import { applySeedSteps, DEMO_TEAM_STEP } from '../seed.ts';
import { DEMO_TEAM_DAYS, seedDemoTeam } from './demo-team.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(() => database?.close());

const rowsOf = async <T>(db: AppDatabase, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Counts that any write of the seed would move. */
const footprint = (db: AppDatabase) => rowsOf<Record<string, string>>(db, sql`select
  (select count(*) from members) as members, (select count(*) from bets) as bets, (select count(*) from ledger_transfers) as transfers,
  (select count(*) from ledger_postings) as postings, (select count(*) from deposit_orders) as deposits, (select count(*) from withdrawals) as withdrawals,
  (select coalesce(sum(bet_count + deposit_count + withdrawal_count + registrations + logins), 0) from team_daily_stats) as stats,
  (select max(last_login) from members) as last_login`);

describe('a spin dated in the past', () => {
  it('writes its bet, its transfers and all their postings at that instant', async () => {
    const { db } = database;
    const member = await createTestMember(db);
    await fundMember(db, member.memberId, 1_000_00);
    const at = new Date(Date.now() - 3 * 24 * 60 * 60_000);
    const gameId = await gameOfCategory(db, 'RNG');
    await db.transaction((tx) => settleSpin(tx, {
      memberId: member.memberId, gameId, stakeMinor: 10_00, winMinor: 60_00, outcome: ['SEVEN/BAR/PLUM', 'SEVEN/CHERRY/LEMON', 'SEVEN/BELL/ORANGE'], idempotencyKey: 'past', at,
    }));
    const [bet] = await db.select({ createdAt: bets.createdAt }).from(bets).where(eq(bets.memberId, member.memberId));
    expect(bet!.createdAt).toEqual(at);
    const written = await rowsOf<{ type: string; transfer_at: Date; posting_at: Date }>(db, sql`
      select t.type, t.created_at as transfer_at, p.created_at as posting_at from ledger_transfers t join ledger_postings p on p.transfer_id = t.id
      where t.idempotency_key in (${`bet:${member.memberId}:past`}, ${`win:${member.memberId}:past`})`);
    expect(written.map((row) => row.type).sort()).toEqual(['BET', 'BET', 'WIN', 'WIN']);
    for (const row of written) {
      expect(new Date(row.transfer_at)).toEqual(at);
      expect(new Date(row.posting_at)).toEqual(at);
    }
  });
});

describe('the demo team seed step', () => {
  it('builds agent01\'s team of about 200 in three levels with 30 days of play the team figures and the ledger agree on, once', async () => {
    const { db } = database;
    await db.delete(seedSteps).where(eq(seedSteps.name, DEMO_TEAM_STEP));
    expect(await applySeedSteps(db)).toEqual([DEMO_TEAM_STEP]);

    const [agent01] = await db.select({ id: members.id }).from(members).where(eq(members.username, 'agent01'));
    const levels = await rowsOf<{ depth: number; total: string; agents: string }>(db, sql`
      select t.depth, count(*) as total, count(*) filter (where m.type = 1) as agents from member_tree t join members m on m.id = t.descendant_id
      where t.ancestor_id = ${agent01!.id} and t.depth > 0 group by t.depth order by t.depth`);
    expect(levels.map((level) => level.depth)).toEqual([1, 2, 3]);
    const teamSize = levels.reduce((sum, level) => sum + Number(level.total), 0);
    expect(teamSize).toBeGreaterThanOrEqual(180);
    expect(teamSize).toBeLessThanOrEqual(220);
    const direct = await db.select({ username: members.username, type: members.type }).from(members).where(eq(members.parentId, agent01!.id));
    expect(direct).toEqual(expect.arrayContaining([{ username: 'agent02', type: 1 }, { username: 'agent03', type: 1 }, { username: 'demo', type: 0 }]));

    // Play on most of the last 30 business days.
    const [days] = await rowsOf<{ played: string; logged_in: string }>(db, sql`
      select count(distinct s.day) filter (where s.bet_count > 0) as played, count(distinct s.day) filter (where s.logins > 0) as logged_in
      from team_daily_stats s where s.ancestor_id = ${agent01!.id} and s.depth > 0`);
    expect(Number(days!.played)).toBeGreaterThanOrEqual(DEMO_TEAM_DAYS - 5);
    expect(Number(days!.logged_in)).toBeGreaterThanOrEqual(DEMO_TEAM_DAYS - 5);

    // agent01's day figures are the sums of the team's own rows.
    const kept = await rowsOf<Record<string, string>>(db, sql`
      select day::text as day, sum(bet_count) as bets, sum(turnover_minor) as turnover, sum(payout_minor) as payout, sum(deposit_minor) as deposits,
        sum(deposit_count) as deposit_count, sum(withdrawal_minor) as withdrawals, sum(registrations) as registrations
      from team_daily_stats where ancestor_id = ${agent01!.id} group by day order by day`);
    const summed = await rowsOf<Record<string, string>>(db, sql`
      with team as (select descendant_id as id from member_tree where ancestor_id = ${agent01!.id}),
      facts as (
        select team_day(b.created_at) as day, 1 as bets, b.stake_minor as turnover, b.win_minor as payout, 0 as deposits, 0 as deposit_count, 0 as withdrawals, 0 as registrations
        from bets b join team on team.id = b.member_id
        union all
        select team_day(t.created_at), 0, 0, 0, case when t.type = 'DEPOSIT' then t.amount_minor else 0 end, case when t.type = 'DEPOSIT' then 1 else 0 end,
          case when t.type = 'WITHDRAW_PAYOUT' then t.amount_minor else 0 end, 0
        from ledger_transfers t join ledger_accounts a on a.id = case when t.type = 'WITHDRAW_PAYOUT' then t.debit_account_id else t.credit_account_id end
        join team on team.id = a.member_id where t.type in ('DEPOSIT', 'WITHDRAW_PAYOUT')
        union all
        select team_day(m.reg_date), 0, 0, 0, 0, 0, 0, 1 from members m join team on team.id = m.id
      )
      select day::text as day, sum(bets) as bets, sum(turnover) as turnover, sum(payout) as payout, sum(deposits) as deposits,
        sum(deposit_count) as deposit_count, sum(withdrawals) as withdrawals, sum(registrations) as registrations
      from facts group by day order by day`);
    expect(kept).toEqual(summed);
    const totals = summed.reduce((sum, day) => ({ bets: sum.bets + Number(day.bets), deposits: sum.deposits + Number(day.deposit_count), withdrawals: sum.withdrawals + Number(day.withdrawals) }),
      { bets: 0, deposits: 0, withdrawals: 0 });
    expect(totals.bets).toBeGreaterThan(1_000);
    expect(totals.deposits).toBeGreaterThan(100);
    expect(totals.withdrawals).toBeGreaterThan(0);

    // Every bet in the past, and nothing in the ledger out of place.
    const [future] = await rowsOf<{ total: string }>(db, sql`select count(*) as total from bets where created_at > now()`);
    expect(Number(future!.total)).toBe(0);
    expect(await checkLedger(db)).toEqual([]);

    const before = await footprint(db);
    expect(await applySeedSteps(db)).toEqual([]);
    await seedDemoTeam(db);
    expect(await footprint(db)).toEqual(before);
  }, 600_000);
});
