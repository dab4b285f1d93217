import { z } from 'zod';
import { GAME_CATEGORIES } from '../games-catalogue.ts';
import { lazySchema } from '../lazy-schema.ts';
import { text, wireInteger } from '../input-rules.ts';
import { amountRequest } from '../money.ts';
import { operatorMerchantCodeSchema, operatorReasonSchema } from './operator-fields.ts';

/** One game category's part of a rebate: the stakes, the rate in percent (0.55 = 0.55%) and the rebate, in major units. */
export const rebateCategorySchema = lazySchema(() => z.object({
  gameCategory: z.enum(GAME_CATEGORIES),
  turnover: z.number(),
  rate: z.number(),
  amount: z.number(),
}));
export type RebateCategory = z.infer<typeof rebateCategorySchema>;

/**
 * GET /wps/member/rebate: what the member's stakes since the last claim have earned, per game
 * category at the member's rates (every category the merchant pays on, also those without stakes).
 */
export const rebateAccruedSchema = lazySchema(() => z.object({
  categories: z.array(rebateCategorySchema),
  turnover: z.number(),
  total: z.number(),
  /** The least a claim pays: below it the claim is refused. */
  minAmount: z.number(),
  /** A claimed rebate asks for this many times its amount in stakes before it may be withdrawn (0: none). */
  turnoverMultiple: z.number().int(),
  /** Epoch milliseconds of the last claim; null before the first. */
  lastClaimAt: z.number().int().nullable(),
}));
export type RebateAccrued = z.infer<typeof rebateAccruedSchema>;

/** POST /wps/member/rebate/claim. `requestId` is made once per press: the same id again answers the claim it made. */
export const rebateClaimRequestSchema = lazySchema(() => z.object({
  requestId: text().regex(/^[A-Za-z0-9_-]{8,64}$/),
}).strict());

/** A paid rebate: the period of its stakes (epoch milliseconds), the stakes and rebate per category, the totals. */
export const rebateClaimSchema = lazySchema(() => z.object({
  id: z.number().int(),
  periodFrom: z.number().int(),
  periodTo: z.number().int(),
  turnover: z.number(),
  amount: z.number(),
  categories: z.array(rebateCategorySchema),
}));
export type RebateClaim = z.infer<typeof rebateClaimSchema>;

export const rebateClaimResultSchema = lazySchema(() => z.object({
  claim: rebateClaimSchema,
  /** The wallet after the claim. */
  balance: z.number(),
}));
export type RebateClaimResult = z.infer<typeof rebateClaimResultSchema>;

/** `value` of `rebate.below.minimum`: the least a claim pays and what has accrued. */
export const rebateRefusalSchema = lazySchema(() => z.object({ minAmount: z.number(), amount: z.number() }));

export const REBATE_REPORT_PAGE_SIZE_MAX = 50;

/** GET /wps/report/rebate: rebates paid in [from, to) (epoch milliseconds), newest first. */
export const rebateReportQuerySchema = lazySchema(() => z.object({
  from: wireInteger(),
  to: wireInteger(),
  pageNo: wireInteger({ min: 1, max: 10_000 }).default(1),
  pageSize: wireInteger({ min: 1, max: REBATE_REPORT_PAGE_SIZE_MAX }).default(20),
}).strict());

export const rebateReportSchema = lazySchema(() => z.object({
  list: z.array(rebateClaimSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
  /** Over the whole range. */
  totals: z.object({ turnover: z.number(), amount: z.number() }),
}));
export type RebateReport = z.infer<typeof rebateReportSchema>;

/** The highest rebate rate an operator may set: 10% of the stakes. */
export const REBATE_RATE_MAX_BASIS_POINTS = 1_000;
/** Club levels as the members' profiles name them (`VIP0` is the base level, whose rates apply where a level has none). */
export const CLUB_LABEL = /^VIP\d{1,2}$/;

/** One rate in force: a club level's rate for a game category in basis points (55 = 0.55%), since `effectiveFrom` (ISO 8601). */
export const operatorRebateRateSchema = lazySchema(() => z.object({
  clubLabel: z.string(),
  gameCategory: z.enum(GAME_CATEGORIES),
  rateBasisPoints: z.number().int(),
  effectiveFrom: z.string(),
}));
export type OperatorRebateRate = z.infer<typeof operatorRebateRateSchema>;

/** GET /ops/api/rebates/rates: a merchant's manual rebate rules and the rates in force, by club level and category. */
export const operatorRebateRatesSchema = lazySchema(() => z.object({
  merchant: z.string(),
  minClaim: z.number(),
  turnoverMultiple: z.number().int(),
  rates: z.array(operatorRebateRateSchema),
}));
export type OperatorRebateRates = z.infer<typeof operatorRebateRatesSchema>;

/**
 * POST /ops/api/rebates/rates: a club level's rate for a game category (for stakes from now on;
 * stakes made before keep their rate), or the least a claim pays, or both. `minClaim` as a decimal string.
 */
export const operatorRebateRateChangeSchema = lazySchema(() => z.object({
  merchant: operatorMerchantCodeSchema,
  clubLabel: text().regex(CLUB_LABEL, 'a club level such as VIP0').default('VIP0'),
  gameCategory: z.enum(GAME_CATEGORIES).optional(),
  rateBasisPoints: z.number().int().min(0).max(REBATE_RATE_MAX_BASIS_POINTS).optional(),
  minClaim: amountRequest().optional(),
  reason: operatorReasonSchema.optional(),
}).strict()
  .refine((change) => (change.gameCategory === undefined) === (change.rateBasisPoints === undefined), {
    message: 'a rate names its game category', path: ['rateBasisPoints'],
  })
  .refine((change) => change.rateBasisPoints !== undefined || change.minClaim !== undefined, { message: 'a rate or a minimum claim to set', path: ['rateBasisPoints'] }));
export type OperatorRebateRateChange = z.output<typeof operatorRebateRateChangeSchema>;
