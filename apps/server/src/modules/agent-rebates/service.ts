import {
  GAME_CATEGORIES, isAgent, toMajorUnits,
  type AgentAffiliate, type AgentIncomeDay, type AgentOpenAccount, type AgentRebateIncome, type AgentRebateRate, type AgentRebateRates,
  type AgentSetDownlineRates, type OperatorAgentRates, type OperatorSetAgentRates,
} from '@m/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { members, type AgentIncomeLine, type Merchant } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { BUSINESS_UTC_OFFSET_MINUTES, businessDate } from '../../lib/business-day.ts';
import type { OperatorAudit } from '../../lib/operator-audit.ts';
import { randomCode } from '../../lib/random-code.ts';
import { uniqueViolation } from '../../lib/unique-violation.ts';
import { transfer } from '../ledger/service.ts';
import type { MemberService } from '../member/service.ts';
import { requireTeamMember } from '../team/tree.ts';
import { createAgentRebateRepository, type AccrualRow, type RateMap } from './repository.ts';

/** The member types that are not agents (never given rates, never listed in rebate settings). */
const NON_AGENT_TYPES = [0, 4, 40];
const AFFILIATE_CODE_LENGTH = 8;
const AFFILIATE_CODE_ATTEMPTS = 5;
const BASIS_POINTS = 10_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant a business day (YYYY-MM-DD) starts. */
const dayStart = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) - BUSINESS_UTC_OFFSET_MINUTES * 60_000);

const rateList = (rates: RateMap): AgentRebateRate[] =>
  GAME_CATEGORIES.map((gameCategory) => ({ gameCategory, rateBasisPoints: rates.get(gameCategory) ?? 0 }));

/** Each agent's income lines from the accrual's rows: per category, the stakes and the rate difference on them, rounded down to the centavo per difference. */
function incomeByAgent(rows: AccrualRow[]): Map<number, { merchantId: number; lines: AgentIncomeLine[] }> {
  const byAgent = new Map<number, { merchantId: number; lines: Map<string, AgentIncomeLine> }>();
  for (const row of rows) {
    const agent = byAgent.get(row.agentId) ?? { merchantId: row.merchantId, lines: new Map<string, AgentIncomeLine>() };
    byAgent.set(row.agentId, agent);
    const line = agent.lines.get(row.gameCategory) ?? { gameCategory: row.gameCategory, turnoverMinor: 0, amountMinor: 0 };
    agent.lines.set(row.gameCategory, line);
    line.turnoverMinor += row.turnoverMinor;
    line.amountMinor += Math.floor((row.turnoverMinor * row.differenceBasisPoints) / BASIS_POINTS);
  }
  const order = (line: AgentIncomeLine) => GAME_CATEGORIES.indexOf(line.gameCategory as (typeof GAME_CATEGORIES)[number]);
  return new Map([...byAgent].map(([agentId, agent]) => [agentId, {
    merchantId: agent.merchantId, lines: [...agent.lines.values()].sort((a, b) => order(a) - order(b)),
  }]));
}

const sumOf = (lines: AgentIncomeLine[], field: 'turnoverMinor' | 'amountMinor') => lines.reduce((sum, line) => sum + line[field], 0);

const dayView = (day: string, lines: AgentIncomeLine[]): AgentIncomeDay => ({
  day,
  turnover: toMajorUnits(sumOf(lines, 'turnoverMinor')),
  amount: toMajorUnits(sumOf(lines, 'amountMinor')),
  categories: lines.map((line) => ({
    gameCategory: line.gameCategory as AgentIncomeDay['categories'][number]['gameCategory'],
    turnover: toMajorUnits(line.turnoverMinor),
    amount: toMajorUnits(line.amountMinor),
  })),
});

/**
 * Agent rebates (spec §1, issue 22): each agent's rate per game category (a top agent's set by
 * operators, a downline's by its upline agent, never above the upline's own), the income an agent
 * earns on its team's stakes (its rate less the rate of the member below it on each bet's path),
 * paid per business day by the job `agent-rebates.pay`, an agent's open account and affiliate link.
 *
 * Lowering an agent's rate lowers every member of its team whose rate is above the new one to it
 * (for stakes from then on), so no member's rate is ever above its upline's. Every change of the
 * merchant's agent rates holds one lock (`lockRates`), so the check against the upline's rate and the
 * write are one step, also across server processes.
 */
export function createAgentRebates(deps: { db: AppDatabase; members: Pick<MemberService, 'openAccount'>; now?: () => number }) {
  const { db } = deps;
  const now = () => new Date((deps.now ?? Date.now)());
  const repository = createAgentRebateRepository(db);

  /**
   * Sets `memberId`'s rates on `tx` (under the merchant's lock): each at most `ceiling`'s for its
   * category (the upline's rates; null for a top agent); a rate lowered caps the team below it.
   * Answers what changed.
   */
  async function applyRates(tx: AppDatabase, memberId: number, changes: AgentRebateRate[], ceiling: RateMap | null) {
    const rates = createAgentRebateRepository(tx);
    const current = (await rates.ratesOf([memberId])).get(memberId)!;
    for (const change of changes) {
      const max = ceiling?.get(change.gameCategory) ?? 0;
      if (ceiling && change.rateBasisPoints > max) {
        throw new AppError('agent.rebate.above.own', { value: { gameCategory: change.gameCategory, max: max / 100 } });
      }
    }
    const before: Record<string, number> = {};
    const after: Record<string, number> = {};
    for (const change of changes) {
      const was = current.get(change.gameCategory) ?? 0;
      if (was === change.rateBasisPoints) continue;
      before[change.gameCategory] = was;
      after[change.gameCategory] = change.rateBasisPoints;
      await rates.insertRate(memberId, change.gameCategory, change.rateBasisPoints);
      if (change.rateBasisPoints < was) {
        for (const below of await rates.teamAbove(memberId, change.gameCategory, change.rateBasisPoints)) {
          await rates.insertRate(below, change.gameCategory, change.rateBasisPoints);
        }
      }
    }
    return { before, after };
  }

  async function ratesPage(tx: AppDatabase, agentId: number, query: { pageNo: number; pageSize: number }, onlyId?: number): Promise<AgentRebateRates> {
    const rates = createAgentRebateRepository(tx);
    const page = await rates.directAgents(agentId, { notIn: NON_AGENT_TYPES }, { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize }, onlyId);
    const byMember = await rates.ratesOf([agentId, ...page.items.map((item) => item.id)]);
    return {
      own: rateList(byMember.get(agentId)!),
      list: page.items.map((item) => ({ username: item.username, type: item.type, rates: rateList(byMember.get(item.id)!) })),
      pageNum: query.pageNo,
      totalPages: Math.ceil(page.total / query.pageSize),
      totalCount: page.total,
    };
  }

  /** A merchant's agent that no agent is above: the one whose rates operators set. */
  async function topAgent(tx: AppDatabase, merchant: Merchant, username: string) {
    const [member] = await tx.select({ id: members.id, username: members.username, type: members.type, parentId: members.parentId })
      .from(members).where(and(eq(members.merchantId, merchant.id), sql`lower(${members.username}) = ${username.toLowerCase()}`)).limit(1);
    if (!member || !isAgent(member.type)) throw new AppError('not.found');
    if (member.parentId !== null) {
      const [upline] = await tx.select({ type: members.type }).from(members).where(eq(members.id, member.parentId));
      if (upline && isAgent(upline.type)) throw new AppError('action.not.allowed');
    }
    return member;
  }

  return {
    /** The agent's own rates and a page of its direct downline agents' (one of them with `username`). */
    async rates(agentId: number, query: { username?: string; pageNo: number; pageSize: number }): Promise<AgentRebateRates> {
      const only = query.username === undefined ? undefined : (await requireTeamMember(db, agentId, { username: query.username }, 1)).id;
      return ratesPage(db, agentId, query, only);
    },

    /** A direct downline agent's rates, each at most the agent's own (refused whole otherwise, nothing changed). */
    async setDownlineRates(merchant: Merchant, agentId: number, change: AgentSetDownlineRates): Promise<AgentRebateRates> {
      return db.transaction(async (tx) => {
        await createAgentRebateRepository(tx).lockRates(merchant.id);
        const downline = await requireTeamMember(tx, agentId, { username: change.username }, 1);
        if (!isAgent(downline.type)) throw new AppError('action.not.allowed');
        const own = (await createAgentRebateRepository(tx).ratesOf([agentId])).get(agentId)!;
        await applyRates(tx, downline.id, change.rates, own);
        return ratesPage(tx, agentId, { pageNo: 1, pageSize: 1 }, downline.id);
      });
    },

    /** A player or sub-agent directly under the agent (a sub-agent with its rates, at most the agent's), in one transaction. */
    async openAccount(merchant: Merchant, agentId: number, account: AgentOpenAccount): Promise<{ username: string; type: number }> {
      return db.transaction(async (tx) => {
        const rates = createAgentRebateRepository(tx);
        await rates.lockRates(merchant.id);
        const own = (await rates.ratesOf([agentId])).get(agentId)!;
        for (const change of account.rates ?? []) {
          if (change.rateBasisPoints > (own.get(change.gameCategory) ?? 0)) {
            throw new AppError('agent.rebate.above.own', { value: { gameCategory: change.gameCategory, max: (own.get(change.gameCategory) ?? 0) / 100 } });
          }
        }
        const member = await deps.members.openAccount(tx, merchant, agentId, account);
        if (account.rates) await applyRates(tx, member.id, account.rates, own);
        return { username: member.username, type: member.type };
      });
    },

    /** The agent's affiliate code, made the first time it is asked for (unique per merchant), and its registration link. */
    async affiliate(merchantId: number, agentId: number, pageOrigin: string): Promise<AgentAffiliate> {
      for (let attempt = 0; attempt < AFFILIATE_CODE_ATTEMPTS; attempt++) {
        const [member] = await db.select({ code: members.affiliateCode }).from(members).where(eq(members.id, agentId));
        if (member?.code) return { code: member.code, link: `${pageOrigin}/m/register?aff=${encodeURIComponent(member.code)}` };
        try {
          await db.update(members).set({ affiliateCode: randomCode(AFFILIATE_CODE_LENGTH) })
            .where(and(eq(members.id, agentId), eq(members.merchantId, merchantId), isNull(members.affiliateCode)));
        } catch (error) {
          if (uniqueViolation(error) === null) throw error;
        }
      }
      throw new Error(`No free affiliate code for member ${agentId}`);
    },

    /** Paid income per business day in [from, to], newest first, its totals, and what today has earned so far. */
    async income(agentId: number, query: { from: string; to: string; pageNo: number; pageSize: number }): Promise<AgentRebateIncome> {
      const at = now();
      const today = businessDate(at);
      const [page, accrued] = await Promise.all([
        repository.incomePage(agentId, query, { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize }),
        repository.accrual(dayStart(today), new Date(dayStart(today).getTime() + DAY_MS), agentId),
      ]);
      return {
        list: page.items.map((row) => dayView(row.day, row.lines)),
        pageNum: query.pageNo,
        totalPages: Math.ceil(page.total / query.pageSize),
        totalCount: page.total,
        totals: { turnover: toMajorUnits(page.turnoverMinor), amount: toMajorUnits(page.amountMinor) },
        today: dayView(today, incomeByAgent(accrued).get(agentId)?.lines ?? []),
      };
    },

    /**
     * Pays every agent's income of the business day `day` on `tx` (the job's run): one AGENT_REBATE
     * transfer per agent from its merchant's promotion expense, keyed by agent and day, so a day pays once.
     */
    async payDay(tx: AppDatabase, day: string): Promise<{ agents: number; amountMinor: number }> {
      const rates = createAgentRebateRepository(tx);
      const start = dayStart(day);
      const paid = { agents: 0, amountMinor: 0 };
      for (const [agentId, income] of incomeByAgent(await rates.accrual(start, new Date(start.getTime() + DAY_MS)))) {
        const amountMinor = sumOf(income.lines, 'amountMinor');
        if (amountMinor === 0) continue;
        const key = `agent-rebate:${agentId}:${day}`;
        const moved = await transfer(tx, {
          type: 'AGENT_REBATE',
          from: { kind: 'promotion-expense', merchantId: income.merchantId },
          to: { kind: 'member-wallet', memberId: agentId },
          amountMinor, idempotencyKey: key, reference: key, memo: day,
        });
        if (moved.repeated) continue;
        await rates.insertIncome({ agentId, day, turnoverMinor: sumOf(income.lines, 'turnoverMinor'), amountMinor, lines: income.lines, transferId: moved.transferId });
        paid.agents++;
        paid.amountMinor += amountMinor;
      }
      return paid;
    },

    /** A top agent's rates in force (operators). */
    async operatorRates(merchant: Merchant, username: string): Promise<OperatorAgentRates> {
      const agent = await topAgent(db, merchant, username);
      return { merchant: merchant.code, username: agent.username, rates: rateList((await repository.ratesOf([agent.id])).get(agent.id)!) };
    },

    /** Sets a top agent's rates (operators; audited with before and after when something changed). */
    async operatorSetRates(merchant: Merchant, change: OperatorSetAgentRates, audit: OperatorAudit): Promise<OperatorAgentRates> {
      return db.transaction(async (tx) => {
        const rates = createAgentRebateRepository(tx);
        await rates.lockRates(merchant.id);
        const agent = await topAgent(tx, merchant, change.username);
        const changed = await applyRates(tx, agent.id, change.rates, null);
        if (Object.keys(changed.after).length > 0) {
          await audit(tx, { merchantId: merchant.id, memberId: agent.id, reason: change.reason ?? null, details: changed });
        }
        return { merchant: merchant.code, username: agent.username, rates: rateList((await rates.ratesOf([agent.id])).get(agent.id)!) };
      });
    },
  };
}

export type AgentRebates = ReturnType<typeof createAgentRebates>;
