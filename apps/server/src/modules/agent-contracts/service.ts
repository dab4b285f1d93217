import {
  AGENT_CONTRACT_LIST_LIMIT, hasDividend, isAgent, toMajorUnits,
  type AgentContract, type AgentContractKind, type AgentContractOffer, type AgentContractRequirement, type AgentContracts,
  type AgentContractSettlement, type AgentDividendInfo, type AgentSettlementStatus, type DividendPeriod,
} from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import type { AgentContractRow, AgentContractSettlementRow, Merchant, StoredContractTier, TransferType } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { BUSINESS_UTC_OFFSET_MINUTES, businessDate } from '../../lib/business-day.ts';
import type { MemberSession } from '../../lib/request-context.ts';
import { statusMachine } from '../../lib/status-machine.ts';
import { writeInboxMessage } from '../inbox/writer.ts';
import { transfer } from '../ledger/service.ts';
import { requireTeamMember } from '../team/tree.ts';
import { createAgentContractRepository, type ContractWithNames, type TeamFigures } from './repository.ts';

/** OFFERED → ACCEPTED | REJECTED by the receiver; ACCEPTED → ENDED by the offerer, or replaced by a newer accepted contract of its kind. */
export const agentContractStatus = statusMachine({
  name: 'agent contract',
  transitions: [
    ['OFFERED', 'accept', 'ACCEPTED'], ['OFFERED', 'reject', 'REJECTED'],
    ['ACCEPTED', 'end', 'ENDED'], ['ACCEPTED', 'replace', 'ENDED'],
  ],
});

/** The ledger transfer type of each kind's payment. */
const TRANSFER_TYPE_OF: Record<AgentContractKind, TransferType> = {
  DAILY_SALARY: 'AGENT_SALARY', DIVIDEND: 'AGENT_DIVIDEND', HOURLY_SALARY: 'AGENT_HOURLY_SALARY',
};
const BASIS_POINTS = 10_000;
const DAY_MS = 24 * 60 * 60_000;
const HISTORY_LIMIT = 100;

/** The instant a business day (YYYY-MM-DD) starts. */
export const businessDayStart = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) - BUSINESS_UTC_OFFSET_MINUTES * 60_000);
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const lastDayOfMonth = (day: string) => addDays(`${addDays(`${day.slice(0, 7)}-28`, 4).slice(0, 7)}-01`, -1);

/** A dividend period: its key (`2026-11` a month, `2026-11-1` / `2026-11-2` its halves) and its first and last business days. */
export type DividendPeriodSpan = { key: string; firstDay: string; lastDay: string; start: Date; end: Date };

/** The dividend period of kind `period` that holds business day `day`. */
export function dividendPeriodOf(period: DividendPeriod, day: string): DividendPeriodSpan {
  const month = day.slice(0, 7);
  const last = lastDayOfMonth(day);
  const span = period === 'MONTH' ? { key: month, firstDay: `${month}-01`, lastDay: last }
    : Number(day.slice(8)) <= 15 ? { key: `${month}-1`, firstDay: `${month}-01`, lastDay: `${month}-15` }
      : { key: `${month}-2`, firstDay: `${month}-16`, lastDay: last };
  return { ...span, start: businessDayStart(span.firstDay), end: businessDayStart(addDays(span.lastDay, 1)) };
}

/**
 * What a contract pays on the team's figures of a period (minor units): a salary the largest amount
 * of the tiers whose requirements are all met; a dividend the largest share of the tiers whose net
 * loss is reached, of the net loss (only a positive one), rounded down to the centavo.
 */
export function amountDue(kind: AgentContractKind, tiers: StoredContractTier[], figures: TeamFigures): number {
  if (kind === 'DIVIDEND') {
    if (figures.netLossMinor <= 0) return 0;
    const share = Math.max(0, ...tiers.filter((tier) => figures.netLossMinor >= tier.netLossMinor!).map((tier) => tier.shareBasisPoints!));
    return Math.floor((figures.netLossMinor * share) / BASIS_POINTS);
  }
  const met = tiers.filter((tier) => figures.turnoverMinor >= tier.turnoverMinor! && (kind === 'HOURLY_SALARY' || figures.activeMembers >= tier.activeMembers!));
  return Math.max(0, ...met.map((tier) => tier.amountMinor!));
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

function contractView(row: ContractWithNames): AgentContract {
  const major = (minor: number | undefined) => (minor === undefined ? null : toMajorUnits(minor));
  return {
    id: row.id, kind: row.kind, status: row.status, offerer: row.offerer, receiver: row.receiver, period: row.period,
    tiers: row.tiers.map((tier) => ({
      turnover: major(tier.turnoverMinor), activeMembers: tier.activeMembers ?? null, netLoss: major(tier.netLossMinor),
      share: tier.shareBasisPoints === undefined ? null : tier.shareBasisPoints / 100, amount: major(tier.amountMinor),
    })),
    offeredAt: row.offeredAt.toISOString(), answeredAt: iso(row.answeredAt), endedAt: iso(row.endedAt),
  };
}

function settlementView(row: AgentContractSettlementRow & { kind: AgentContractKind }): AgentContractSettlement {
  return {
    id: row.id, contractId: row.contractId, kind: row.kind, period: row.periodKey,
    periodStart: row.periodStart.toISOString(), periodEnd: row.periodEnd.toISOString(),
    turnover: toMajorUnits(row.turnoverMinor), activeMembers: row.activeMembers, netLoss: toMajorUnits(row.netLossMinor),
    amount: toMajorUnits(row.amountMinor), status: row.status, settledAt: row.createdAt.toISOString(),
  };
}

function storedTiers(offer: AgentContractOffer): StoredContractTier[] {
  switch (offer.kind) {
    case 'DAILY_SALARY': return offer.tiers.map((tier) => ({ turnoverMinor: tier.turnover, activeMembers: tier.activeMembers, amountMinor: tier.amount }));
    case 'HOURLY_SALARY': return offer.tiers.map((tier) => ({ turnoverMinor: tier.turnover, amountMinor: tier.amount }));
    case 'DIVIDEND': return offer.tiers.map((tier) => ({ netLossMinor: tier.netLoss, shareBasisPoints: tier.share }));
  }
}

/** What settling one contract's period did: null when settled before or nothing was due. */
type Outcome = AgentSettlementStatus | null;

/** The period a settlement covers. */
export type SettlementPeriod = { key: string; start: Date; end: Date };

/**
 * Agent contracts (spec §1, §7): an agent offers one of its direct downline agents a contract, the
 * downline accepts or rejects it in its own session, and the job runner (jobs.ts) settles each
 * accepted contract once per period from the offering agent's wallet to the downline's.
 *
 * Team figures are the downline agent's whole team, the agent itself included (depth ≥ 0 of
 * `team_daily_stats`; for the hourly salary the bets of the hour under it in `member_tree`): a
 * sub-agent that plays is part of the turnover it is paid on, as it is on the upline's reports.
 * Dividend kinds need a member type with dividends (`hasDividend`) and the merchant's `agentDividends`.
 */
export function createAgentContracts(deps: { db: AppDatabase; now?: () => number }) {
  const { db } = deps;
  const repository = createAgentContractRepository(db);
  const now = () => new Date((deps.now ?? Date.now)());

  const requireAgent = (caller: MemberSession) => {
    if (!isAgent(caller.type)) throw new AppError('permission.denied');
  };
  /** Dividends: only where the merchant switched them on, and only for member types with dividends. */
  const requireDividends = (caller: MemberSession, merchant: Merchant) => {
    if (!merchant.agentDividends || !hasDividend(caller.type)) throw new AppError('function.not.available');
  };
  const requireKind = (caller: MemberSession, merchant: Merchant, kind: AgentContractKind) => {
    requireAgent(caller);
    if (kind === 'DIVIDEND') requireDividends(caller, merchant);
  };

  /** The contract as its party sees it (offerer or receiver), else not found. */
  async function partyContract(caller: MemberSession, contractId: number): Promise<ContractWithNames> {
    const contract = await repository.byId(contractId);
    if (!contract || (contract.offererId !== caller.memberId && contract.receiverId !== caller.memberId)) throw new AppError('not.found');
    return contract;
  }

  /** The receiver's answer to an offer, in one transaction holding the offer's row. */
  async function answer(caller: MemberSession, merchant: Merchant, contractId: number, action: 'accept' | 'reject'): Promise<AgentContract> {
    requireAgent(caller);
    await db.transaction(async (tx) => {
      const contracts = createAgentContractRepository(tx);
      const row = await contracts.lock(contractId);
      if (!row || row.receiverId !== caller.memberId) throw new AppError('not.found');
      if (row.kind === 'DIVIDEND') requireDividends(caller, merchant);
      const to = agentContractStatus.transition(row.status, action);
      const at = now();
      if (to === 'ACCEPTED') {
        const previous = await contracts.lockAccepted(row.receiverId, row.kind);
        if (previous) await contracts.setStatus(previous.id, agentContractStatus.transition(previous.status, 'replace'), { endedAt: at });
      }
      await contracts.setStatus(row.id, to, { answeredAt: at });
    });
    return contractView((await repository.byId(contractId))!);
  }

  /** Pays (or records as unpaid) one contract's period on `tx`, once. */
  async function settle(tx: AppDatabase, contract: AgentContractRow, period: SettlementPeriod, figures: TeamFigures): Promise<Outcome> {
    const contracts = createAgentContractRepository(tx);
    if (await contracts.settlementOf(contract.id, period.key)) return null;
    const amountMinor = amountDue(contract.kind, contract.tiers, figures);
    if (amountMinor <= 0) return null;
    const idempotencyKey = `agent-contract:${contract.id}:${period.key}`;
    let transferId: number | null = null;
    try {
      transferId = (await transfer(tx, {
        type: TRANSFER_TYPE_OF[contract.kind],
        from: { kind: 'member-wallet', memberId: contract.offererId },
        to: { kind: 'member-wallet', memberId: contract.receiverId },
        amountMinor, idempotencyKey, reference: `agent-contract:${contract.id}`, memo: period.key,
      })).transferId;
    } catch (refusal) {
      // The offering agent cannot pay now (balance, or money still held by wagering): the period is recorded as owed.
      if (!(refusal instanceof AppError)) throw refusal;
    }
    const status: AgentSettlementStatus = transferId === null ? 'UNPAID' : 'PAID';
    await contracts.insertSettlement({
      contractId: contract.id, periodKey: period.key, periodStart: period.start, periodEnd: period.end,
      turnoverMinor: figures.turnoverMinor, activeMembers: figures.activeMembers, netLossMinor: figures.netLossMinor,
      amountMinor, status, idempotencyKey, transferId,
    });
    if (status === 'UNPAID') {
      for (const memberId of [contract.offererId, contract.receiverId]) await writeInboxMessage(tx, memberId, { kind: 'CONTRACT_UNPAID', params: { amountMinor } });
    }
    return status;
  }

  const tally = (outcomes: Outcome[]) => ({
    paid: outcomes.filter((outcome) => outcome === 'PAID').length,
    unpaid: outcomes.filter((outcome) => outcome === 'UNPAID').length,
  });

  return {
    /** The contract prompt (spec §4): the offers awaiting the caller's answer; none for types without dividends (spec §6). */
    async requirement(caller: MemberSession, merchant: Merchant): Promise<AgentContractRequirement> {
      requireAgent(caller);
      const kinds: AgentContractKind[] = merchant.agentDividends ? ['DAILY_SALARY', 'DIVIDEND', 'HOURLY_SALARY'] : ['DAILY_SALARY', 'HOURLY_SALARY'];
      const offers = hasDividend(caller.type) ? await repository.pendingFor(caller.memberId, kinds) : [];
      const dividend = offers.find((offer) => offer.kind === 'DIVIDEND');
      return {
        dailysalreqtype: offers.some((offer) => offer.kind === 'DAILY_SALARY') ? 1 : 0,
        divtypecompperiodreq: dividend ? (dividend.period === 'HALF_MONTH' ? 1 : 2) : 0,
        contracthoursalreq: offers.some((offer) => offer.kind === 'HOURLY_SALARY') ? 1 : 0,
        offers: offers.map(contractView),
      };
    },

    async list(caller: MemberSession, merchant: Merchant, kind: AgentContractKind): Promise<AgentContracts> {
      requireKind(caller, merchant, kind);
      const [current, pending, offered, downlineAgents] = await Promise.all([
        repository.received(caller.memberId, kind, 'ACCEPTED'),
        repository.received(caller.memberId, kind, 'OFFERED'),
        repository.offeredBy(caller.memberId, kind, AGENT_CONTRACT_LIST_LIMIT),
        repository.directAgents(caller.memberId, 500),
      ]);
      return {
        kind, current: current && contractView(current), pending: pending && contractView(pending), offered: offered.map(contractView), downlineAgents,
      };
    },

    /** An offer to a direct downline agent (the one door: `requireTeamMember`, depth 1); the same form id answers the contract it made. */
    async offer(caller: MemberSession, merchant: Merchant, offer: AgentContractOffer): Promise<AgentContract> {
      requireKind(caller, merchant, offer.kind);
      const repeated = await repository.byRequest(caller.memberId, offer.requestId);
      if (repeated) return contractView((await repository.byId(repeated.id))!);
      const target = await requireTeamMember(db, caller.memberId, { username: offer.account }, 1);
      if (!isAgent(target.type) || (offer.kind === 'DIVIDEND' && !hasDividend(target.type))) throw new AppError('permission.denied');
      const id = await db.transaction(async (tx) => {
        const contracts = createAgentContractRepository(tx);
        const inserted = await contracts.insertOffer({
          merchantId: merchant.id, offererId: caller.memberId, receiverId: target.id, kind: offer.kind,
          period: offer.kind === 'DIVIDEND' ? offer.period : null, tiers: storedTiers(offer), status: 'OFFERED',
          requestId: offer.requestId, offeredAt: now(),
        });
        if (!inserted) {
          const same = await contracts.byRequest(caller.memberId, offer.requestId);
          if (same) return same.id;
          throw new AppError('contract.offer.pending');
        }
        await writeInboxMessage(tx, target.id, { kind: 'CONTRACT_OFFERED', params: {} });
        return inserted.id;
      });
      return contractView((await repository.byId(id))!);
    },

    accept: (caller: MemberSession, merchant: Merchant, contractId: number) => answer(caller, merchant, contractId, 'accept'),
    reject: (caller: MemberSession, merchant: Merchant, contractId: number) => answer(caller, merchant, contractId, 'reject'),

    /** The offering agent ends a contract in force: its periods closing afterwards are not paid. */
    async end(caller: MemberSession, contractId: number): Promise<AgentContract> {
      requireAgent(caller);
      await db.transaction(async (tx) => {
        const contracts = createAgentContractRepository(tx);
        const row = await contracts.lock(contractId);
        if (!row || row.offererId !== caller.memberId) throw new AppError('not.found');
        await contracts.setStatus(row.id, agentContractStatus.transition(row.status, 'end'), { endedAt: now() });
      });
      return contractView((await repository.byId(contractId))!);
    },

    async settlements(caller: MemberSession, merchant: Merchant, contractId: number): Promise<{ list: AgentContractSettlement[] }> {
      requireAgent(caller);
      const contract = await partyContract(caller, contractId);
      if (contract.kind === 'DIVIDEND') requireDividends(caller, merchant);
      return { list: (await repository.settlements([contract.id], HISTORY_LIMIT)).map(settlementView) };
    },

    /** Dividend info (spec §7): the dividend in force, the current period's team net loss and share so far, the settled periods. */
    async dividendInfo(caller: MemberSession, merchant: Merchant): Promise<AgentDividendInfo> {
      requireKind(caller, merchant, 'DIVIDEND');
      const contract = await repository.received(caller.memberId, 'DIVIDEND', 'ACCEPTED');
      const history = (await repository.settlements(await repository.receivedIds(caller.memberId, 'DIVIDEND'), HISTORY_LIMIT)).map(settlementView);
      if (!contract) return { contract: null, period: null, netLoss: 0, expected: 0, history };
      const today = businessDate(now());
      const span = dividendPeriodOf(contract.period!, today);
      const figures = await repository.teamDays(contract.receiverId, span.firstDay, today);
      return {
        contract: contractView(contract),
        period: { key: span.key, start: span.start.toISOString(), end: span.end.toISOString() },
        netLoss: toMajorUnits(figures.netLossMinor),
        expected: toMajorUnits(amountDue('DIVIDEND', contract.tiers, figures)),
        history,
      };
    },

    /** The daily salaries of business day `day` (its close), on the job's transaction. */
    async settleDailySalaries(tx: AppDatabase, day: string) {
      const period = { key: day, start: businessDayStart(day), end: businessDayStart(addDays(day, 1)) };
      const contracts = createAgentContractRepository(tx);
      const outcomes: Outcome[] = [];
      for (const contract of await contracts.inForceAt('DAILY_SALARY', period.end)) {
        outcomes.push(await settle(tx, contract, period, await contracts.teamDays(contract.receiverId, day, day)));
      }
      return tally(outcomes);
    },

    /** The hourly salaries of the hour `start`–`end`, on the job's transaction. */
    async settleHourlySalaries(tx: AppDatabase, hour: { start: Date; end: Date }) {
      const period = { key: hour.start.toISOString(), ...hour };
      const contracts = createAgentContractRepository(tx);
      const outcomes: Outcome[] = [];
      for (const contract of await contracts.inForceAt('HOURLY_SALARY', period.end)) {
        outcomes.push(await settle(tx, contract, period, await contracts.teamHour(contract.receiverId, hour.start, hour.end)));
      }
      return tally(outcomes);
    },

    /** The dividends whose period ends with business day `day`, on the job's transaction (other days settle nothing). */
    async settleDividends(tx: AppDatabase, day: string) {
      const contracts = createAgentContractRepository(tx);
      const outcomes: Outcome[] = [];
      for (const contract of await contracts.inForceAt('DIVIDEND', businessDayStart(addDays(day, 1)))) {
        const span = dividendPeriodOf(contract.period!, day);
        if (span.lastDay !== day) continue;
        outcomes.push(await settle(tx, contract, span, await contracts.teamDays(contract.receiverId, span.firstDay, span.lastDay)));
      }
      return tally(outcomes);
    },
  };
}

export type AgentContractService = ReturnType<typeof createAgentContracts>;
