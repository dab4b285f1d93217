import { z } from 'zod';
import { GAME_CATEGORIES } from '../games-catalogue.ts';
import { lazySchema } from '../lazy-schema.ts';
import { calendarDay, text, wireInteger } from '../input-rules.ts';
import { MEMBER_TYPE } from '../member-types.ts';
import { operatorMerchantCodeSchema, operatorReasonSchema } from './operator-fields.ts';

/** The highest agent rebate rate: 3% of the team's stakes (basis points: 80 = 0.80%). */
export const AGENT_REBATE_RATE_MAX_BASIS_POINTS = 300;

/** An agent's rebate rate for one game category, in basis points of the stakes (80 = 0.80%). */
export const agentRebateRateSchema = lazySchema(() => z.object({
  gameCategory: z.enum(GAME_CATEGORIES),
  rateBasisPoints: z.number().int().min(0).max(AGENT_REBATE_RATE_MAX_BASIS_POINTS),
}));
export type AgentRebateRate = z.infer<typeof agentRebateRateSchema>;

/** Rates to set: each category at most once (the categories not named keep their rate). */
const rateChangesSchema = () => z.array(agentRebateRateSchema).min(1).max(GAME_CATEGORIES.length)
  .refine((rates) => new Set(rates.map((rate) => rate.gameCategory)).size === rates.length, { message: 'each category once' });

const usernameSchema = () => text().trim().min(1).max(64);

export const AGENT_DOWNLINE_PAGE_SIZE_MAX = 50;

/** GET /wps/agent/rebate/rates: the agent's own rates and its direct downlines' (a page, optionally one name). */
export const agentRebateRatesQuerySchema = lazySchema(() => z.object({
  username: usernameSchema().optional(),
  pageNo: wireInteger({ min: 1, max: 10_000 }).default(1),
  pageSize: wireInteger({ min: 1, max: AGENT_DOWNLINE_PAGE_SIZE_MAX }).default(20),
}).strict());

/** A direct downline and its rates (every category; 0 where none is set). */
export const agentDownlineRatesSchema = lazySchema(() => z.object({
  username: z.string(),
  type: z.number().int(),
  rates: z.array(agentRebateRateSchema),
}));
export type AgentDownlineRates = z.infer<typeof agentDownlineRatesSchema>;

export const agentRebateRatesSchema = lazySchema(() => z.object({
  /** The agent's own rates: the most it can give a downline, per category. */
  own: z.array(agentRebateRateSchema),
  list: z.array(agentDownlineRatesSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
}));
export type AgentRebateRates = z.infer<typeof agentRebateRatesSchema>;

/**
 * POST /wps/agent/rebate/rates: a direct downline's rates, for stakes from now on. Refused with
 * `agent.rebate.above.own` (value `{ gameCategory, max }`) above the agent's own rate.
 */
export const agentSetDownlineRatesSchema = lazySchema(() => z.object({
  username: usernameSchema(),
  rates: rateChangesSchema(),
}).strict());
export type AgentSetDownlineRates = z.output<typeof agentSetDownlineRatesSchema>;

/** `value` of `agent.rebate.above.own`: the category refused and the agent's own rate for it (percent). */
export const agentRebateRefusalSchema = lazySchema(() => z.object({ gameCategory: z.enum(GAME_CATEGORIES), max: z.number() }));

export const AGENT_INCOME_PAGE_SIZE_MAX = 50;

/** GET /wps/agent/rebate/income: paid rebate income per business day in [from, to] (YYYY-MM-DD, the platform's days). */
export const agentRebateIncomeQuerySchema = lazySchema(() => z.object({
  from: calendarDay(),
  to: calendarDay(),
  pageNo: wireInteger({ min: 1, max: 10_000 }).default(1),
  pageSize: wireInteger({ min: 1, max: AGENT_INCOME_PAGE_SIZE_MAX }).default(20),
}).strict());

/** One category's part of a day's income: the team's stakes that earned it and the income, in major units. */
export const agentIncomeCategorySchema = lazySchema(() => z.object({
  gameCategory: z.enum(GAME_CATEGORIES),
  turnover: z.number(),
  amount: z.number(),
}));

export const agentIncomeDaySchema = lazySchema(() => z.object({
  day: z.string(),
  turnover: z.number(),
  amount: z.number(),
  categories: z.array(agentIncomeCategorySchema),
}));
export type AgentIncomeDay = z.infer<typeof agentIncomeDaySchema>;

export const agentRebateIncomeSchema = lazySchema(() => z.object({
  list: z.array(agentIncomeDaySchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
  /** Over the whole range. */
  totals: z.object({ turnover: z.number(), amount: z.number() }),
  /** What today's stakes have earned so far: paid after the day ends. */
  today: agentIncomeDaySchema,
}));
export type AgentRebateIncome = z.infer<typeof agentRebateIncomeSchema>;

/** GET /wps/agent/affiliate: the agent's affiliate code (made on the first ask) and its registration link. */
export const agentAffiliateSchema = lazySchema(() => z.object({ code: z.string(), link: z.string() }));
export type AgentAffiliate = z.infer<typeof agentAffiliateSchema>;

/** The types an agent may open: a player or a sub-agent. */
export const OPEN_ACCOUNT_TYPES = [MEMBER_TYPE.PLAYER, MEMBER_TYPE.AGENT] as const;

/**
 * POST /wps/agent/register: a player or a sub-agent directly under the agent, with the merchant's
 * registration rules for the username and password; a sub-agent's rates at most the agent's own.
 */
export const agentOpenAccountSchema = lazySchema(() => z.object({
  username: usernameSchema(),
  password: text().max(512),
  type: z.union([z.literal(MEMBER_TYPE.PLAYER), z.literal(MEMBER_TYPE.AGENT)]),
  rates: rateChangesSchema().optional(),
}).strict().refine((account) => account.type === MEMBER_TYPE.AGENT || account.rates === undefined, {
  message: 'only a sub-agent has rates', path: ['rates'],
}));
export type AgentOpenAccount = z.output<typeof agentOpenAccountSchema>;

export const agentOpenedAccountSchema = lazySchema(() => z.object({ username: z.string(), type: z.number().int() }));

/** GET /ops/api/agent-rebates/rates: a top agent's rates (an agent without an upline agent). */
export const operatorAgentRatesQuerySchema = lazySchema(() => z.object({
  merchant: operatorMerchantCodeSchema,
  username: usernameSchema(),
}).strict());

export const operatorAgentRatesSchema = lazySchema(() => z.object({
  merchant: z.string(),
  username: z.string(),
  rates: z.array(agentRebateRateSchema),
}));
export type OperatorAgentRates = z.infer<typeof operatorAgentRatesSchema>;

/**
 * POST /ops/api/agent-rebates/rates: a top agent's rates (for stakes from now on; audited). Lowering
 * a rate lowers the rates of its team's members above it to the new rate (never above their upline).
 */
export const operatorSetAgentRatesSchema = lazySchema(() => z.object({
  merchant: operatorMerchantCodeSchema,
  username: usernameSchema(),
  rates: rateChangesSchema(),
  reason: operatorReasonSchema.optional(),
}).strict());
export type OperatorSetAgentRates = z.output<typeof operatorSetAgentRatesSchema>;
