import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { bodyId, text } from '../input-rules.ts';
import { amountRequest } from '../money.ts';

/**
 * Agent contracts (spec §1, §7): an agent offers one of its direct downline agents a daily salary
 * (tiers of the team's turnover and active members of the day), a dividend (tiers of the team's net
 * loss over a half-month or a month, each paying a share of it) or an hourly salary (tiers of the
 * team's turnover in the hour). The downline agent accepts or rejects the offer; the job runner
 * settles accepted contracts once per period, from the offering agent's wallet to the downline's.
 */
export const AGENT_CONTRACT_KINDS = ['DAILY_SALARY', 'DIVIDEND', 'HOURLY_SALARY'] as const;
export type AgentContractKind = (typeof AGENT_CONTRACT_KINDS)[number];

export const AGENT_CONTRACT_STATUSES = ['OFFERED', 'ACCEPTED', 'REJECTED', 'ENDED'] as const;
export type AgentContractStatus = (typeof AGENT_CONTRACT_STATUSES)[number];

/** A dividend's period: the 1st–15th and the 16th–last of a month, or the whole month. */
export const DIVIDEND_PERIODS = ['HALF_MONTH', 'MONTH'] as const;
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];

/** PAID: moved through the ledger; UNPAID: the offering agent's wallet could not pay the amount due. */
export const AGENT_SETTLEMENT_STATUSES = ['PAID', 'UNPAID'] as const;
export type AgentSettlementStatus = (typeof AGENT_SETTLEMENT_STATUSES)[number];

export const AGENT_CONTRACT_MAX_TIERS = 10;
export const AGENT_CONTRACT_LIST_LIMIT = 50;

/** A share in percent with at most 2 decimals, 0.01–100 on the wire; basis points after parsing. */
const shareRequest = () => text().max(6).regex(/^(?:100(?:\.0{1,2})?|[1-9]?\d(?:\.\d{1,2})?)$/, 'a percentage with at most 2 decimals')
  .transform((value) => Math.round(Number(value) * 100))
  .pipe(z.number().int().min(1, 'a share above zero').max(10_000));

const activeMembersRequest = () => z.number().int().min(0).max(1_000_000);

const tiers = <T extends z.ZodType>(tier: T) => z.array(tier).min(1).max(AGENT_CONTRACT_MAX_TIERS);

const account = () => text().trim().min(1).max(32);
const requestId = () => text().regex(/^[A-Za-z0-9_-]{16,64}$/, 'a random id');

/**
 * POST /wps/agent/contracts/offer: a contract offered to `account`, a direct downline agent.
 * Amounts are decimal strings (major units); `share` a percentage. `requestId` once per filled-in form.
 */
export const agentContractOfferSchema = lazySchema(() => z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('DAILY_SALARY'), account: account(), requestId: requestId(),
    tiers: tiers(z.object({ turnover: amountRequest(), activeMembers: activeMembersRequest(), amount: amountRequest() }).strict()),
  }).strict(),
  z.object({
    kind: z.literal('DIVIDEND'), account: account(), requestId: requestId(), period: z.enum(DIVIDEND_PERIODS),
    tiers: tiers(z.object({ netLoss: amountRequest(), share: shareRequest() }).strict()),
  }).strict(),
  z.object({
    kind: z.literal('HOURLY_SALARY'), account: account(), requestId: requestId(),
    tiers: tiers(z.object({ turnover: amountRequest(), amount: amountRequest() }).strict()),
  }).strict(),
]));
export type AgentContractOfferRequest = z.input<typeof agentContractOfferSchema>;
export type AgentContractOffer = z.output<typeof agentContractOfferSchema>;

/** accept, reject (the receiver) and end (the offering agent): the contract's id. */
export const agentContractActionSchema = lazySchema(() => z.object({ contractId: bodyId() }).strict());
export type AgentContractAction = z.infer<typeof agentContractActionSchema>;

/**
 * One tier as answered: the requirements of its kind (the others null) and what it pays — `amount`
 * for a salary, `share` (percent) of the net loss for a dividend. Amounts in major units.
 */
export const agentContractTierSchema = lazySchema(() => z.object({
  turnover: z.number().nullable(),
  activeMembers: z.number().int().nullable(),
  netLoss: z.number().nullable(),
  share: z.number().nullable(),
  amount: z.number().nullable(),
}));
export type AgentContractTier = z.infer<typeof agentContractTierSchema>;

/** A contract as both parties see it; instants ISO 8601. `period` is the dividend's, null for salaries. */
export const agentContractSchema = lazySchema(() => z.object({
  id: z.number().int(),
  kind: z.enum(AGENT_CONTRACT_KINDS),
  status: z.enum(AGENT_CONTRACT_STATUSES),
  offerer: z.string(),
  receiver: z.string(),
  period: z.enum(DIVIDEND_PERIODS).nullable(),
  tiers: z.array(agentContractTierSchema),
  offeredAt: z.string(),
  answeredAt: z.string().nullable(),
  endedAt: z.string().nullable(),
}));
export type AgentContract = z.infer<typeof agentContractSchema>;

export const agentContractsQuerySchema = lazySchema(() => z.object({ kind: z.enum(AGENT_CONTRACT_KINDS) }).strict());

/**
 * GET /wps/agent/contracts?kind=: the caller's contracts of one kind — as receiver the contract in
 * force and the offer awaiting its answer; as offerer the contracts it offered (newest first) and
 * the direct downline agents it may offer one to.
 */
export const agentContractsSchema = lazySchema(() => z.object({
  kind: z.enum(AGENT_CONTRACT_KINDS),
  current: agentContractSchema.nullable(),
  pending: agentContractSchema.nullable(),
  offered: z.array(agentContractSchema),
  downlineAgents: z.array(z.string()),
}));
export type AgentContracts = z.infer<typeof agentContractsSchema>;

/**
 * GET /wps/agent/contracts/requirement (spec §3, §4: the contract prompt): the offers awaiting the
 * caller's answer, and in the legacy fields which kinds they are — `dailysalreqtype` and
 * `contracthoursalreq` 1 when a daily / hourly salary offer waits (else 0), `divtypecompperiodreq`
 * the waiting dividend offer's period (1 half-month, 2 month, 0 none).
 */
export const agentContractRequirementSchema = lazySchema(() => z.object({
  dailysalreqtype: z.number().int(),
  divtypecompperiodreq: z.number().int(),
  contracthoursalreq: z.number().int(),
  offers: z.array(agentContractSchema),
}));
export type AgentContractRequirement = z.infer<typeof agentContractRequirementSchema>;

/** One period's settlement: the team's figures it was computed from and what was due. */
export const agentContractSettlementSchema = lazySchema(() => z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  kind: z.enum(AGENT_CONTRACT_KINDS),
  period: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  turnover: z.number(),
  activeMembers: z.number().int(),
  netLoss: z.number(),
  amount: z.number(),
  status: z.enum(AGENT_SETTLEMENT_STATUSES),
  settledAt: z.string(),
}));
export type AgentContractSettlement = z.infer<typeof agentContractSettlementSchema>;

export const agentContractSettlementsQuerySchema = lazySchema(() => z.object({
  contractId: z.union([z.number(), text().regex(/^[1-9]\d{0,9}$/).transform(Number)]).pipe(z.number().int().positive().max(2_147_483_647)),
}).strict());

/** GET /wps/agent/contracts/settlements: a contract's settlements, newest first (either party). */
export const agentContractSettlementsSchema = lazySchema(() => z.object({ list: z.array(agentContractSettlementSchema) }));
export type AgentContractSettlements = z.infer<typeof agentContractSettlementsSchema>;

/**
 * GET /wps/agent/dividend (spec §7, dividend info): the caller's dividend contract in force, the
 * current period's team net loss so far and the share it would pay, and the settled periods.
 */
export const agentDividendInfoSchema = lazySchema(() => z.object({
  contract: agentContractSchema.nullable(),
  period: z.object({ key: z.string(), start: z.string(), end: z.string() }).nullable(),
  netLoss: z.number(),
  expected: z.number(),
  history: z.array(agentContractSettlementSchema),
}));
export type AgentDividendInfo = z.infer<typeof agentDividendInfoSchema>;
