import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { bodyId, text, wireInteger } from '../input-rules.ts';
import { amountRequest } from '../money.ts';
import { operatorReasonSchema } from './operator.ts';

/** The tabs of the promotions list; ALL is every category. */
export const PROMOTION_CATEGORIES = ['NEW_MEMBER', 'DEPOSIT', 'SLOTS', 'LIVE', 'SPORTS', 'VIP', 'OTHER'] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

/**
 * How a promotion is taken part in and what it pays:
 * DEPOSIT_OFFER: a bonus taken with a deposit on the deposit page (nothing to join here);
 * MISSION: join, then reach the target of the measure in the period, then claim a fixed reward;
 * CASHBACK: join, and when the period ends a share of the net loss in it is claimable;
 * APPLICATION: apply with a comment, an operator issues (pays) or rejects with a reason.
 */
export const PROMOTION_KINDS = ['DEPOSIT_OFFER', 'MISSION', 'CASHBACK', 'APPLICATION'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** A promotion's period: the whole window, each day, each week (Monday to Sunday) or each weekend (Saturday and Sunday), in the merchant's time. */
export const PROMOTION_PERIODS = ['ONCE', 'DAILY', 'WEEKLY', 'WEEKEND'] as const;
export type PromotionPeriod = (typeof PROMOTION_PERIODS)[number];

/** What a MISSION or CASHBACK counts from the ledger, from the moment the member joined in the period. */
export const PROMOTION_MEASURES = ['SLOTS_TURNOVER', 'TURNOVER', 'NET_LOSS'] as const;
export type PromotionMeasure = (typeof PROMOTION_MEASURES)[number];

/**
 * Who may take part: everybody, members registered within the last 7 days, members none of whose
 * deposits was credited yet (a first-deposit bonus), or members with a credited deposit (a reload).
 */
export const PROMOTION_AUDIENCES = ['ALL', 'NEW_MEMBERS', 'FIRST_DEPOSIT', 'DEPOSITORS'] as const;
export type PromotionAudience = (typeof PROMOTION_AUDIENCES)[number];

/** A promotion as operators run it: live, paused (listed, nothing new may start), closed (over for everybody). */
export const PROMOTION_STATES = ['ACTIVE', 'PAUSED', 'CLOSED'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

/**
 * A member's status in a promotion (the dictionary's Join, Joined, Process, Claim, Claimed,
 * Applying, Issued, Rejected, Close; APPLY is the status before applying). JOIN and APPLY are the
 * statuses of a member who has not taken part yet.
 */
export const PROMOTION_STATUSES = ['JOIN', 'JOINED', 'PROCESS', 'CLAIM', 'CLAIMED', 'APPLY', 'APPLYING', 'ISSUED', 'REJECTED', 'CLOSE'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** What a member may ask of a promotion now (the one action its status allows), or DEPOSIT: go to the deposit page. */
export const PROMOTION_ACTIONS = ['join', 'apply', 'claim', 'deposit'] as const;
export type PromotionAction = (typeof PROMOTION_ACTIONS)[number];

/** §5: a promotion application's comment is at most 140 characters. */
export const PROMOTION_COMMENT_MAX = 140;

export const promotionListQuerySchema = lazySchema(() => z.object({ category: z.enum(PROMOTION_CATEGORIES).optional() }).strict());
export type PromotionListQuery = z.infer<typeof promotionListQuerySchema>;

export const promotionDetailQuerySchema = lazySchema(() => z.object({ id: wireInteger({ min: 1, max: 2_147_483_647 }) }).strict());

/** What the member's participation of the current period stands at (null for guests and before taking part). */
const progressSchema = () => z.object({
  /** The measure so far and its target, in major units (a MISSION's turnover, a CASHBACK's net loss). */
  current: z.number(),
  target: z.number().nullable(),
});

export const promotionSummarySchema = lazySchema(() => z.object({
  id: z.number().int(),
  kind: z.enum(PROMOTION_KINDS),
  category: z.enum(PROMOTION_CATEGORIES),
  title: z.string(),
  imageUrl: z.string(),
  /** ISO 8601 instants of the promotion's window (end null: open-ended). */
  startAt: z.string(),
  endAt: z.string().nullable(),
  period: z.enum(PROMOTION_PERIODS),
  /** The member's status now (JOIN or APPLY for guests); CLOSE once the promotion or its period is over. */
  status: z.enum(PROMOTION_STATUSES),
  /** The one action the status allows now, or null. */
  action: z.enum(PROMOTION_ACTIONS).nullable(),
}));
export type PromotionSummary = z.infer<typeof promotionSummarySchema>;

export const promotionDetailSchema = lazySchema(() => promotionSummarySchema.extend({
  /** Merchant-authored rules, sanitised on the server (no script, handler or javascript: link survives). */
  rulesHtml: z.string(),
  turnoverMultiple: z.number().int(),
  /** The member's participation of the current period (what a claim names), or null. */
  participationId: z.number().int().nullable(),
  progress: progressSchema().nullable(),
  /** The reward of the member's current participation when known (major units). */
  reward: z.number().nullable(),
  comment: z.string().nullable(),
  rejectReason: z.string().nullable(),
}));
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;

export const promotionIdBodySchema = lazySchema(() => z.object({ id: bodyId() }).strict());
export const promotionApplyBodySchema = lazySchema(() => z.object({
  id: bodyId(),
  comment: text().trim().max(PROMOTION_COMMENT_MAX).regex(/^[^\p{Cc}]*$/u, 'no control characters').optional(),
}).strict());
export type PromotionApplyBody = z.input<typeof promotionApplyBodySchema>;
export const promotionClaimBodySchema = lazySchema(() => z.object({ participationId: bodyId() }).strict());

export const REWARD_CENTRE_TABS = ['claimable', 'progress', 'history'] as const;
export type RewardCentreTab = (typeof REWARD_CENTRE_TABS)[number];
export const rewardCentreQuerySchema = lazySchema(() => z.object({ tab: z.enum(REWARD_CENTRE_TABS) }).strict());

/** One participation as the reward centre lists it. */
export const rewardSchema = lazySchema(() => z.object({
  participationId: z.number().int(),
  promotionId: z.number().int(),
  title: z.string(),
  imageUrl: z.string(),
  periodKey: z.string(),
  status: z.enum(PROMOTION_STATUSES),
  reward: z.number().nullable(),
  progress: progressSchema().nullable(),
  rejectReason: z.string().nullable(),
  /** ISO 8601: when it was last changed (claimed, issued, rejected …). */
  updatedAt: z.string(),
}));
export type Reward = z.infer<typeof rewardSchema>;

export const claimResultSchema = lazySchema(() => z.object({
  claimed: z.number().int(),
  /** What was paid in all, and the wallet after (major units). */
  amount: z.number(),
  balance: z.number(),
}));
export type ClaimResult = z.infer<typeof claimResultSchema>;

export const unclaimedCountSchema = lazySchema(() => z.object({ count: z.number().int() }));

/** Operators: an application to decide, and the promotions with their spend. */
export const operatorApplicationsQuerySchema = lazySchema(() => z.object({ status: z.enum(['APPLYING', 'ISSUED', 'REJECTED']).optional() }).strict());
export const operatorApplicationSchema = lazySchema(() => z.object({
  participationId: z.number().int(),
  merchant: z.string(),
  account: z.string(),
  promotionId: z.number().int(),
  promotion: z.string(),
  periodKey: z.string(),
  status: z.enum(PROMOTION_STATUSES),
  comment: z.string().nullable(),
  reward: z.number().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
}));
export type OperatorApplication = z.infer<typeof operatorApplicationSchema>;
export const operatorApplicationIssueSchema = lazySchema(() => z.object({ participationId: bodyId() }).strict());
export const operatorApplicationRejectionSchema = lazySchema(() => z.object({ participationId: bodyId(), reason: operatorReasonSchema }).strict());
export const operatorApplicationDecisionSchema = lazySchema(() => z.object({ participationId: z.number().int(), status: z.enum(PROMOTION_STATUSES) }));

export const operatorPromotionSchema = lazySchema(() => z.object({
  id: z.number().int(),
  merchant: z.string(),
  code: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  title: z.string(),
  state: z.enum(PROMOTION_STATES),
  budget: z.number().nullable(),
  spent: z.number(),
  participants: z.number().int(),
  /** Participations whose reward was paid (claimed or issued). */
  claimed: z.number().int(),
  startAt: z.string(),
  endAt: z.string().nullable(),
}));
export type OperatorPromotion = z.infer<typeof operatorPromotionSchema>;

const localisedText = (max: number) => z.record(z.string().regex(/^[A-Z]{2}(-[A-Z]{2})?$/), text().trim().min(1).max(max))
  .refine((texts) => typeof texts.EN === 'string', 'an EN text is required');

/** A new promotion (rules HTML is sanitised when stored); amounts as decimal strings like every request. */
export const operatorPromotionCreateSchema = lazySchema(() => z.object({
  merchant: text().regex(/^[A-Z0-9_]{2,32}$/),
  code: text().regex(/^[A-Z0-9_]{3,40}$/),
  kind: z.enum(['MISSION', 'CASHBACK', 'APPLICATION']),
  category: z.enum(PROMOTION_CATEGORIES),
  period: z.enum(PROMOTION_PERIODS),
  audience: z.enum(PROMOTION_AUDIENCES).default('ALL'),
  measure: z.enum(PROMOTION_MEASURES).optional(),
  target: amountRequest().optional(),
  /** MISSION and APPLICATION: the fixed reward; CASHBACK: the share of the measure in basis points and the cap. */
  reward: amountRequest().optional(),
  percentBasisPoints: z.number().int().min(1).max(10_000).optional(),
  perMemberCap: amountRequest(),
  budget: amountRequest().optional(),
  turnoverMultiple: z.number().int().min(0).max(100),
  titles: localisedText(80),
  rules: localisedText(20_000),
  startAt: text().pipe(z.iso.datetime()).optional(),
  endAt: text().pipe(z.iso.datetime()).optional(),
}).strict());
export type OperatorPromotionCreate = z.input<typeof operatorPromotionCreateSchema>;
export const operatorPromotionStateSchema = lazySchema(() => z.object({ id: bodyId(), state: z.enum(PROMOTION_STATES), reason: operatorReasonSchema.optional() }).strict());
