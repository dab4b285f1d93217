import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { agentRebateIncome, agentRebateRates, members, memberTree, type AgentIncomeLine } from '../../db/schema.ts';

/** Rates per game category in basis points (a category without a row: 0). */
export type RateMap = Map<string, number>;

/** What a day's stakes under an agent earn, per category and per rate difference (before rounding). */
export type AccrualRow = { agentId: number; merchantId: number; gameCategory: string; differenceBasisPoints: number; turnoverMinor: number };

export type IncomeRow = { day: string; turnoverMinor: number; amountMinor: number; lines: AgentIncomeLine[] };

/** The agents' rebate rates (history rows) and their income, on the executor it is given. */
export function createAgentRebateRepository(db: AppDatabase) {
  return {
    /**
     * Takes the merchant's lock of agent rate changes until the transaction ends: a change and the
     * checks against the upline's rate and the caps of the team below take turns, across processes.
     */
    async lockRates(merchantId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('agent-rebate-rates'), ${merchantId}::integer)`);
    },

    /** The rates in force now of each member, by member id. */
    async ratesOf(memberIds: number[]): Promise<Map<number, RateMap>> {
      const byMember = new Map<number, RateMap>(memberIds.map((id) => [id, new Map()]));
      if (memberIds.length === 0) return byMember;
      const rows = await db.selectDistinctOn([agentRebateRates.memberId, agentRebateRates.gameCategory], {
        memberId: agentRebateRates.memberId, gameCategory: agentRebateRates.gameCategory, rateBasisPoints: agentRebateRates.rateBasisPoints,
      })
        .from(agentRebateRates)
        .where(and(inArray(agentRebateRates.memberId, memberIds), lte(agentRebateRates.effectiveFrom, sql`now()`)))
        .orderBy(agentRebateRates.memberId, agentRebateRates.gameCategory, desc(agentRebateRates.effectiveFrom));
      for (const row of rows) byMember.get(row.memberId)!.set(row.gameCategory, row.rateBasisPoints);
      return byMember;
    },

    /** A rate in force from now (the transaction's instant: a second change in it replaces the row). */
    async insertRate(memberId: number, gameCategory: string, rateBasisPoints: number): Promise<void> {
      await db.insert(agentRebateRates).values({ memberId, gameCategory, rateBasisPoints, effectiveFrom: sql`now()` })
        .onConflictDoUpdate({ target: [agentRebateRates.memberId, agentRebateRates.gameCategory, agentRebateRates.effectiveFrom], set: { rateBasisPoints } });
    },

    /** The members of `agentId`'s team (itself not included) whose rate in force for the category is above `ceiling`. */
    async teamAbove(agentId: number, gameCategory: string, ceiling: number): Promise<number[]> {
      const result = (await db.execute(sql`
        select t.descendant_id as member_id
        from member_tree t
        cross join lateral (
          select r.rate_basis_points from agent_rebate_rates r
          where r.member_id = t.descendant_id and r.game_category = ${gameCategory}::text and r.effective_from <= now()
          order by r.effective_from desc limit 1
        ) current
        where t.ancestor_id = ${agentId}::integer and t.depth > 0 and current.rate_basis_points > ${ceiling}::integer`)) as unknown as { rows: { member_id: number }[] };
      return result.rows.map((row) => Number(row.member_id));
    },

    /** A page of the agent's direct downline agents (optionally one of them), by name. */
    async directAgents(agentId: number, agentTypes: { notIn: number[] }, page: { offset: number; limit: number }, onlyId?: number) {
      const where = and(
        eq(memberTree.ancestorId, agentId), eq(memberTree.depth, 1),
        sql`${members.type} not in (${sql.join(agentTypes.notIn.map((type) => sql`${type}`), sql`, `)})`,
        onlyId === undefined ? undefined : eq(members.id, onlyId),
      );
      const [items, [total]] = await Promise.all([
        db.select({ id: members.id, username: members.username, type: members.type })
          .from(memberTree).innerJoin(members, eq(members.id, memberTree.descendantId))
          .where(where).orderBy(asc(members.username)).offset(page.offset).limit(page.limit),
        db.select({ total: count() }).from(memberTree).innerJoin(members, eq(members.id, memberTree.descendantId)).where(where),
      ]);
      return { items, total: total!.total };
    },

    /**
     * What the bets placed in [from, to) earn the agents above their bettors: for each bet and each
     * agent above the bettor, the agent's rate at the bet's time less the rate of the member one level
     * below it on the bettor's path (the bettor itself for a direct downline), summed per agent,
     * category and difference. `agentId`: only that agent's.
     */
    async accrual(from: Date, to: Date, agentId?: number): Promise<AccrualRow[]> {
      const rateAt = (memberColumn: ReturnType<typeof sql>) => sql`coalesce((
        select r.rate_basis_points from agent_rebate_rates r
        where r.member_id = ${memberColumn} and r.game_category = g.game_category and r.effective_from <= b.created_at
        order by r.effective_from desc limit 1), 0)`;
      const result = (await db.execute(sql`
        select above.ancestor_id as agent_id, agent.merchant_id, g.game_category, paths.difference, sum(b.stake_minor) as turnover
        from bets b
        join games g on g.id = b.game_id
        join member_tree above on above.descendant_id = b.member_id and above.depth > 0
        join members agent on agent.id = above.ancestor_id
        join member_tree below on below.descendant_id = b.member_id and below.depth = above.depth - 1
        cross join lateral (select ${rateAt(sql`above.ancestor_id`)} - ${rateAt(sql`below.ancestor_id`)} as difference) paths
        where b.created_at >= ${from.toISOString()}::timestamptz and b.created_at < ${to.toISOString()}::timestamptz
          and paths.difference > 0
          ${agentId === undefined ? sql`` : sql`and above.ancestor_id = ${agentId}::integer`}
        group by above.ancestor_id, agent.merchant_id, g.game_category, paths.difference`)) as unknown as {
        rows: { agent_id: number; merchant_id: number; game_category: string; difference: number; turnover: string }[];
      };
      return result.rows.map((row) => ({
        agentId: Number(row.agent_id), merchantId: Number(row.merchant_id), gameCategory: row.game_category,
        differenceBasisPoints: Number(row.difference), turnoverMinor: Number(row.turnover),
      }));
    },

    async insertIncome(row: { agentId: number; day: string; turnoverMinor: number; amountMinor: number; lines: AgentIncomeLine[]; transferId: number }): Promise<void> {
      await db.insert(agentRebateIncome).values(row);
    },

    async incomePage(agentId: number, range: { from: string; to: string }, page: { offset: number; limit: number }) {
      const where = and(eq(agentRebateIncome.agentId, agentId), gte(agentRebateIncome.day, range.from), lte(agentRebateIncome.day, range.to));
      const [items, [totals]] = await Promise.all([
        db.select({ day: agentRebateIncome.day, turnoverMinor: agentRebateIncome.turnoverMinor, amountMinor: agentRebateIncome.amountMinor, lines: agentRebateIncome.lines })
          .from(agentRebateIncome).where(where).orderBy(desc(agentRebateIncome.day)).offset(page.offset).limit(page.limit),
        db.select({
          total: count(),
          turnoverMinor: sql<string>`coalesce(sum(${agentRebateIncome.turnoverMinor}), 0)`,
          amountMinor: sql<string>`coalesce(sum(${agentRebateIncome.amountMinor}), 0)`,
        }).from(agentRebateIncome).where(where),
      ]);
      return { items: items as IncomeRow[], total: totals!.total, turnoverMinor: Number(totals!.turnoverMinor), amountMinor: Number(totals!.amountMinor) };
    },
  };
}
