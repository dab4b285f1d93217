import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { wireInteger } from '../input-rules.ts';
import { amountRequest } from '../money.ts';
import { operatorMerchantCodeSchema, operatorReasonSchema } from './operator-fields.ts';

/** Invitees on one page of the invitees list at most. */
export const INVITEES_PAGE_SIZE_MAX = 50;

/**
 * Where an invitee stands: registered (no deposit credited yet), deposited (below the rule's total
 * so far), qualified (the referrer was paid), expired (the rule's window passed without qualifying).
 */
export const INVITEE_STATUSES = ['REGISTERED', 'DEPOSITED', 'QUALIFIED', 'EXPIRED'] as const;
export type InviteeStatus = (typeof INVITEE_STATUSES)[number];

/** The merchant's rule, amounts in major units: an invitee whose deposits reach `minDeposit` within `qualifyDays` earns the referrer `reward`. */
export const referralRuleSchema = lazySchema(() => z.object({
  minDeposit: z.number(),
  reward: z.number(),
  /** The reward is wagered this many times before it may be withdrawn (0: no wagering). */
  turnoverMultiplier: z.number().int(),
  qualifyDays: z.number().int(),
}));
export type ReferralRule = z.infer<typeof referralRuleSchema>;

/** GET /wps/referral/invite: the member's own code and link, the rule, and their invitees counted. */
export const myInviteSchema = lazySchema(() => z.object({
  code: z.string(),
  /** The registration page with the code (`/m/register?ref=CODE`) on the site the member uses. */
  link: z.string(),
  /** null: the merchant has no rule, so invitations are recorded but nothing is paid. */
  rule: referralRuleSchema.nullable(),
  totals: z.object({ invited: z.number().int(), deposited: z.number().int(), qualified: z.number().int(), rewardEarned: z.number() }),
}));
export type MyInvite = z.infer<typeof myInviteSchema>;

/** GET /wps/referral/invitees: the member's invitees, newest first. */
export const inviteesQuerySchema = lazySchema(() => z.object({
  pageNo: wireInteger({ min: 1, max: 10_000 }).default(1),
  pageSize: wireInteger({ min: 1, max: INVITEES_PAGE_SIZE_MAX }).default(20),
}).strict());
export type InviteesQuery = z.input<typeof inviteesQuerySchema>;

export const inviteeSchema = lazySchema(() => z.object({
  id: z.number().int(),
  /** The invitee's account with its middle hidden (`ma***23`). */
  account: z.string(),
  /** Epoch milliseconds. */
  registeredAt: z.number(),
  status: z.enum(INVITEE_STATUSES),
  /** What the referrer was paid for this invitee (0 until qualified). */
  reward: z.number(),
  rewardedAt: z.number().nullable(),
}));
export type Invitee = z.infer<typeof inviteeSchema>;

export const inviteesSchema = lazySchema(() => z.object({
  list: z.array(inviteeSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
}));
export type Invitees = z.infer<typeof inviteesSchema>;

/** A member's invitation code: 8 characters of Crockford's base 32 (no I, L, O or U). */
export const REFERRAL_CODE = /^[0-9A-HJKMNP-TV-Z]{8}$/;

/** The code as typed or carried in a link, in the form it is stored (upper case, no spaces). */
export const normalizeReferralCode = (code: string): string => code.trim().toUpperCase();

/** The longest window an invitee may be given to qualify, in days. */
export const REFERRAL_QUALIFY_DAYS_MAX = 90;

/** GET /ops/api/referrals/rule: the merchant's rule as operators see it (null: no rule, nothing is paid), with what it has paid. */
export const operatorReferralRuleSchema = lazySchema(() => z.object({
  merchant: z.string(),
  /** Whether invite friends is switched on for the merchant (its REFERRAL promotion). */
  enabled: z.boolean(),
  rule: referralRuleSchema.extend({
    /** A referrer is paid for this many invitees at most (null: no cap). */
    maxRewardsPerReferrer: z.number().int().nullable(),
  }).nullable(),
  paid: z.object({ referrals: z.number().int(), amount: z.number() }),
}));
export type OperatorReferralRule = z.infer<typeof operatorReferralRuleSchema>;

/** POST /ops/api/referrals/rule: the merchant's whole rule, amounts as decimal strings; it applies to every referral not yet paid. */
export const operatorReferralRuleChangeSchema = lazySchema(() => z.object({
  merchant: operatorMerchantCodeSchema,
  minDeposit: amountRequest(),
  reward: amountRequest(),
  turnoverMultiplier: z.number().int().min(0).max(100),
  qualifyDays: z.number().int().min(1).max(REFERRAL_QUALIFY_DAYS_MAX),
  maxRewardsPerReferrer: z.number().int().min(1).max(100_000).nullable(),
  reason: operatorReasonSchema.optional(),
}).strict());
export type OperatorReferralRuleChange = z.output<typeof operatorReferralRuleChangeSchema>;
