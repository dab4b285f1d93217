// The team-report bench's data, written straight into the server's database with the server stopped
// (`node --import tsx bench/lib/team-report-data.ts <agent username> <members> <bets>`): the agent's
// downline of 3 levels (20 sub-agents, then 25 members under each, then the rest spread under those)
// and the bets of 30 business days, in bulk; the team statistics are built for those bets with one
// INSERT … SELECT … GROUP BY, the sums migration 0033's triggers keep. Prints one JSON line: the
// agent's id, the period and the bets the database holds in it (what each answer must count).
import { sql } from 'drizzle-orm';
import { openServerDatabase } from '../../apps/server/src/cli/database.ts';

const [username, memberArg, betArg] = process.argv.slice(2);
const MEMBERS = Number(memberArg);
const BETS = Number(betArg);
if (!username || !Number.isInteger(MEMBERS) || MEMBERS < 520 || !Number.isInteger(BETS) || BETS < 1) {
  throw new Error('usage: team-report-data.ts <agent username> <members ≥ 520> <bets>');
}
const LEVEL_1 = 20;
const LEVEL_2 = 500;
const DAYS = 30;

const { handle } = await openServerDatabase();
const { db } = handle;
type Rows<T> = { rows: T[] };
const started = Date.now();
try {
  const [agent] = ((await db.execute(sql`UPDATE members SET type = 1 WHERE lower(username) = lower(${username}) RETURNING id, merchant_id`)) as unknown as Rows<{ id: number; merchant_id: number }>).rows;
  if (!agent) throw new Error(`No member ${username}`);
  const prefix = `${username.toLowerCase()}_`;
  // Members as registration writes them (its triggers put each in the tree and count its registration), over the 30 days.
  const level = async (name: string, count: number, parentOf: ReturnType<typeof sql>, type: ReturnType<typeof sql>) => db.execute(sql`
    INSERT INTO members (merchant_id, username, password_hash, type, parent_id, reg_date)
    SELECT ${agent.merchant_id}, ${`${prefix}${name}`} || g, a.password_hash, ${type}, ${parentOf}, now() - (g % ${DAYS}) * interval '1 day'
    FROM generate_series(1, ${count}) g CROSS JOIN (SELECT password_hash FROM members WHERE id = ${agent.id}) a`);
  await level('a', LEVEL_1, sql`${agent.id}`, sql`1`);
  await level('b', LEVEL_2, sql`(SELECT id FROM members WHERE merchant_id = ${agent.merchant_id} AND lower(username) = ${`${prefix}a`} || ((g - 1) / ${LEVEL_2 / LEVEL_1} + 1))`, sql`CASE WHEN g % 5 = 0 THEN 1 ELSE 0 END`);
  await level('c', MEMBERS - LEVEL_1 - LEVEL_2, sql`(SELECT id FROM members WHERE merchant_id = ${agent.merchant_id} AND lower(username) = ${`${prefix}b`} || ((g - 1) % ${LEVEL_2} + 1))`, sql`0`);
  const membersSeconds = (Date.now() - started) / 1000;

  // The bets in bulk, without the per-row statistics triggers (nor the foreign keys' checks): a stake of
  // 1.00 to 100.99, a third of them paying twice the stake, spread over the 30 business days to today.
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.execute(sql`
      WITH team AS (SELECT array_agg(descendant_id ORDER BY descendant_id) AS ids FROM member_tree WHERE ancestor_id = ${agent.id} AND depth > 0),
      game AS (SELECT min(id) AS id FROM games)
      INSERT INTO bets (member_id, game_id, stake_minor, win_minor, outcome, idempotency_key, created_at)
      SELECT team.ids[1 + g % array_length(team.ids, 1)], game.id, 100 + (g::bigint * 7919) % 10000,
        CASE WHEN g % 3 = 0 THEN 2 * (100 + (g::bigint * 7919) % 10000) ELSE 0 END, '[]'::jsonb, 'bench-team-' || g,
        now() - (g % ${DAYS}) * interval '1 day' - (g % 36000) * interval '1 second'
      FROM generate_series(1, ${BETS}) g CROSS JOIN team CROSS JOIN game`);
  });
  const betsSeconds = (Date.now() - started) / 1000 - membersSeconds;

  await db.execute(sql`
    WITH per_member_day AS (
      SELECT b.member_id, team_day(b.created_at) AS day, count(*)::integer AS bets, sum(b.stake_minor)::bigint AS turnover, sum(b.win_minor)::bigint AS payout
      FROM bets b JOIN member_tree m ON m.descendant_id = b.member_id AND m.ancestor_id = ${agent.id} AND m.depth > 0
      WHERE b.idempotency_key LIKE 'bench-team-%'
      GROUP BY 1, 2
    )
    INSERT INTO team_daily_stats AS s (ancestor_id, day, depth, bet_count, bettors, turnover_minor, payout_minor)
    SELECT t.ancestor_id, f.day, t.depth, sum(f.bets), count(*), sum(f.turnover), sum(f.payout)
    FROM per_member_day f JOIN member_tree t ON t.descendant_id = f.member_id
    GROUP BY 1, 2, 3
    ON CONFLICT (ancestor_id, day, depth) DO UPDATE SET
      bet_count = s.bet_count + excluded.bet_count, bettors = s.bettors + excluded.bettors,
      turnover_minor = s.turnover_minor + excluded.turnover_minor, payout_minor = s.payout_minor + excluded.payout_minor`);
  await db.execute(sql`ANALYZE bets`);
  await db.execute(sql`ANALYZE member_tree`);
  await db.execute(sql`ANALYZE team_daily_stats`);
  const statsSeconds = (Date.now() - started) / 1000 - membersSeconds - betsSeconds;

  const [period] = ((await db.execute(sql`SELECT (team_day(now()) - ${DAYS - 1}::integer)::text AS start, team_day(now())::text AS "end"`)) as unknown as Rows<{ start: string; end: string }>).rows;
  const [counted] = ((await db.execute(sql`
    SELECT count(*)::integer AS bets, (SELECT count(*)::integer FROM member_tree WHERE ancestor_id = ${agent.id} AND depth > 0) AS members
    FROM bets b JOIN member_tree t ON t.descendant_id = b.member_id AND t.ancestor_id = ${agent.id} AND t.depth > 0
    WHERE team_day(b.created_at) BETWEEN ${period!.start}::date AND ${period!.end}::date`)) as unknown as Rows<{ bets: number; members: number }>).rows;
  console.log(JSON.stringify({
    agentId: agent.id, members: counted!.members, bets: BETS, betsInPeriod: counted!.bets, startDate: period!.start, endDate: period!.end,
    seconds: { members: Math.round(membersSeconds), bets: Math.round(betsSeconds), stats: Math.round(statsSeconds) },
  }));
} finally {
  await handle.close();
}
