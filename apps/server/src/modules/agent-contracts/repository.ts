import { and, desc, eq, gte, inArray, isNotNull, lt, notInArray, or, sql, isNull } from 'drizzle-orm';
import type { AgentContractKind, AgentContractStatus } from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import {
  agentContracts, agentContractSettlements, bets, memberTree, members, merchants, teamDailyStats,
  type AgentContractRow, type AgentContractSettlementRow,
} from '../../db/schema.ts';

/** Member types that are not agents (packages/contract member-types.ts): never offered a contract. */
const NON_AGENT_TYPES = [0, 4, 40];

/** A contract with both parties' account names. */
export type ContractWithNames = AgentContractRow & { offerer: string; receiver: string };

/** A team's figures over a period: turnover, active members (bettors) and net loss (turnover − payout − rebates − bonuses). */
export type TeamFigures = { turnoverMinor: number; activeMembers: number; netLossMinor: number };

/** Agent contracts and their settlements, on the executor it is given: the database or a transaction. */
export function createAgentContractRepository(db: AppDatabase) {
  const offerer = sql<string>`(select username from members where id = ${agentContracts.offererId})`;
  const receiver = sql<string>`(select username from members where id = ${agentContracts.receiverId})`;
  const withNames = () => db.select({ contract: agentContracts, offerer, receiver }).from(agentContracts);
  const flatten = (rows: { contract: AgentContractRow; offerer: string; receiver: string }[]): ContractWithNames[] =>
    rows.map((row) => ({ ...row.contract, offerer: row.offerer, receiver: row.receiver }));

  return {
    async byId(id: number): Promise<ContractWithNames | null> {
      return flatten(await withNames().where(eq(agentContracts.id, id)))[0] ?? null;
    },

    /** Locks the contract's row until the transaction ends (on a transaction). */
    async lock(id: number): Promise<AgentContractRow | null> {
      const [row] = await db.select().from(agentContracts).where(eq(agentContracts.id, id)).for('update');
      return row ?? null;
    },

    async received(receiverId: number, kind: AgentContractKind, status: AgentContractStatus): Promise<ContractWithNames | null> {
      return flatten(await withNames().where(and(eq(agentContracts.receiverId, receiverId), eq(agentContracts.kind, kind), eq(agentContracts.status, status)))
        .limit(1))[0] ?? null;
    },

    async pendingFor(receiverId: number, kinds: AgentContractKind[]): Promise<ContractWithNames[]> {
      if (kinds.length === 0) return [];
      return flatten(await withNames().where(and(eq(agentContracts.receiverId, receiverId), eq(agentContracts.status, 'OFFERED'), inArray(agentContracts.kind, kinds)))
        .orderBy(agentContracts.id));
    },

    async offeredBy(offererId: number, kind: AgentContractKind, limit: number): Promise<ContractWithNames[]> {
      return flatten(await withNames().where(and(eq(agentContracts.offererId, offererId), eq(agentContracts.kind, kind)))
        .orderBy(desc(agentContracts.id)).limit(limit));
    },

    /** The agent's direct downlines that are agents, by name. */
    async directAgents(agentId: number, limit: number): Promise<string[]> {
      const rows = await db.select({ username: members.username }).from(members)
        .where(and(eq(members.parentId, agentId), notInArray(members.type, NON_AGENT_TYPES))).orderBy(members.username).limit(limit);
      return rows.map((row) => row.username);
    },

    /** Inserts an offer; null when the offerer's form id or the receiver's waiting offer of the kind already exists. */
    async insertOffer(row: typeof agentContracts.$inferInsert): Promise<AgentContractRow | null> {
      const [inserted] = await db.insert(agentContracts).values(row).onConflictDoNothing().returning();
      return inserted ?? null;
    },

    async byRequest(offererId: number, requestId: string): Promise<AgentContractRow | null> {
      const [row] = await db.select().from(agentContracts).where(and(eq(agentContracts.offererId, offererId), eq(agentContracts.requestId, requestId)));
      return row ?? null;
    },

    async setStatus(id: number, status: AgentContractStatus, at: Partial<Pick<AgentContractRow, 'answeredAt' | 'endedAt'>>): Promise<void> {
      await db.update(agentContracts).set({ status, ...at }).where(eq(agentContracts.id, id));
    },

    /** Locks the receiver's contract in force of the kind, if any. */
    async lockAccepted(receiverId: number, kind: AgentContractKind): Promise<AgentContractRow | null> {
      const [row] = await db.select().from(agentContracts)
        .where(and(eq(agentContracts.receiverId, receiverId), eq(agentContracts.kind, kind), eq(agentContracts.status, 'ACCEPTED'))).for('update');
      return row ?? null;
    },

    /**
     * The contracts of `kind` in force at `at` (accepted before it, not ended by then): a period is
     * paid by the contract in force when it closes. `dividendsOnly`: of merchants with dividends on.
     */
    async inForceAt(kind: AgentContractKind, at: Date): Promise<AgentContractRow[]> {
      return db.select({ contract: agentContracts }).from(agentContracts)
        .innerJoin(merchants, eq(merchants.id, agentContracts.merchantId))
        .where(and(
          eq(agentContracts.kind, kind), inArray(agentContracts.status, ['ACCEPTED', 'ENDED']),
          isNotNull(agentContracts.answeredAt), lt(agentContracts.answeredAt, at),
          or(isNull(agentContracts.endedAt), gte(agentContracts.endedAt, at)),
          kind === 'DIVIDEND' ? eq(merchants.agentDividends, true) : undefined,
        ))
        .orderBy(agentContracts.id)
        .then((rows) => rows.map((row) => row.contract));
    },

    /** The team of `agentId` (itself included: depth ≥ 0) over the business days `from`–`to`, from the day statistics. */
    async teamDays(agentId: number, from: string, to: string): Promise<TeamFigures> {
      const [row] = await db.select({
        turnover: sql<string>`coalesce(sum(${teamDailyStats.turnoverMinor}), 0)`,
        bettors: sql<string>`coalesce(sum(${teamDailyStats.bettors}), 0)`,
        net: sql<string>`coalesce(sum(${teamDailyStats.turnoverMinor} - ${teamDailyStats.payoutMinor} - ${teamDailyStats.rebateMinor} - ${teamDailyStats.bonusMinor}), 0)`,
      }).from(teamDailyStats)
        .where(and(eq(teamDailyStats.ancestorId, agentId), gte(teamDailyStats.day, from), sql`${teamDailyStats.day} <= ${to}`, gte(teamDailyStats.depth, 0)));
      return { turnoverMinor: Number(row!.turnover), activeMembers: Number(row!.bettors), netLossMinor: Number(row!.net) };
    },

    /** The turnover and bettors of `agentId`'s team (itself included) in one hour, from the bets themselves. */
    async teamHour(agentId: number, start: Date, end: Date): Promise<TeamFigures> {
      const [row] = await db.select({
        turnover: sql<string>`coalesce(sum(${bets.stakeMinor}), 0)`,
        bettors: sql<string>`count(distinct ${bets.memberId})`,
      }).from(bets)
        .innerJoin(memberTree, and(eq(memberTree.descendantId, bets.memberId), eq(memberTree.ancestorId, agentId)))
        .where(and(gte(bets.createdAt, start), lt(bets.createdAt, end)));
      return { turnoverMinor: Number(row!.turnover), activeMembers: Number(row!.bettors), netLossMinor: 0 };
    },

    async settlementOf(contractId: number, periodKey: string): Promise<AgentContractSettlementRow | null> {
      const [row] = await db.select().from(agentContractSettlements)
        .where(and(eq(agentContractSettlements.contractId, contractId), eq(agentContractSettlements.periodKey, periodKey)));
      return row ?? null;
    },

    async insertSettlement(row: typeof agentContractSettlements.$inferInsert): Promise<boolean> {
      const inserted = await db.insert(agentContractSettlements).values(row).onConflictDoNothing().returning({ id: agentContractSettlements.id });
      return inserted.length > 0;
    },

    async settlements(contractIds: number[], limit: number): Promise<(AgentContractSettlementRow & { kind: AgentContractKind })[]> {
      if (contractIds.length === 0) return [];
      const rows = await db.select({ settlement: agentContractSettlements, kind: agentContracts.kind }).from(agentContractSettlements)
        .innerJoin(agentContracts, eq(agentContracts.id, agentContractSettlements.contractId))
        .where(inArray(agentContractSettlements.contractId, contractIds))
        .orderBy(desc(agentContractSettlements.periodStart), desc(agentContractSettlements.id)).limit(limit);
      return rows.map((row) => ({ ...row.settlement, kind: row.kind }));
    },

    /** The ids of the receiver's contracts of `kind` (for its history across contracts). */
    async receivedIds(receiverId: number, kind: AgentContractKind): Promise<number[]> {
      const rows = await db.select({ id: agentContracts.id }).from(agentContracts)
        .where(and(eq(agentContracts.receiverId, receiverId), eq(agentContracts.kind, kind)));
      return rows.map((row) => row.id);
    },
  };
}

export type AgentContractRepository = ReturnType<typeof createAgentContractRepository>;
