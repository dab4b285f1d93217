import { GAME_CATEGORIES, isAgent, type GameCategory } from '@m/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../client.ts';
import { agentRebateRates, members, merchants } from '../schema.ts';

/** The demo top agent's rates in basis points (150 = 1.50% of its team's stakes). */
const AGENT01_RATES: Record<GameCategory, number> = {
  RNG: 150, FISH: 120, LIVE: 100, SPORTS: 100, ESPORTS: 100, PVP: 80, COCKFIGHT: 80, LOTT: 60, ELOTT: 60,
};
/** Its direct sub-agents have this share of its rates: the difference is agent01's income on their teams' stakes. */
const SUB_AGENT_SHARE = 0.6;
/** From the first instant: seeded bets of any day earn at these rates. */
const SINCE = new Date(0);

/** Rates for a member that has none yet (rates it already has, from an operator or its agent, are kept). */
async function ratesIfNone(db: AppDatabase, memberId: number, rates: Record<GameCategory, number>): Promise<void> {
  const [existing] = await db.select({ memberId: agentRebateRates.memberId }).from(agentRebateRates).where(eq(agentRebateRates.memberId, memberId)).limit(1);
  if (existing) return;
  await db.insert(agentRebateRates)
    .values(GAME_CATEGORIES.map((gameCategory) => ({ memberId, gameCategory, rateBasisPoints: rates[gameCategory], effectiveFrom: SINCE })))
    .onConflictDoNothing();
}

/**
 * DEMO's agent01 as a top agent with rates, and each of its direct sub-agents with a share of them.
 * Idempotent, and it finds whatever sub-agents agent01 has when it runs: run again after a seed that
 * adds sub-agents, it gives those their rates.
 */
export async function seedAgentRebateRates(db: AppDatabase): Promise<void> {
  const [agent] = await db.select({ id: members.id }).from(members).innerJoin(merchants, eq(merchants.id, members.merchantId))
    .where(and(eq(merchants.code, 'DEMO'), sql`lower(${members.username}) = 'agent01'`));
  if (!agent) return;
  await ratesIfNone(db, agent.id, AGENT01_RATES);
  const subAgents = (await db.select({ id: members.id, type: members.type }).from(members).where(eq(members.parentId, agent.id))).filter((member) => isAgent(member.type));
  const shared = Object.fromEntries(GAME_CATEGORIES.map((category) => [category, Math.floor(AGENT01_RATES[category] * SUB_AGENT_SHARE)])) as Record<GameCategory, number>;
  for (const subAgent of subAgents) await ratesIfNone(db, subAgent.id, shared);
}
