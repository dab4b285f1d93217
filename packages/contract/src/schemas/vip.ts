import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { GAME_CATEGORIES } from '../games-catalogue.ts';
import { operatorMerchantCodeSchema, operatorReasonSchema } from './operator-fields.ts';
import { CLUB_LABEL } from './rebates.ts';
import { text } from '../input-rules.ts';

/** One level of a merchant's VIP club (VIP0 is every member's first); amounts in major units. */
export const vipLevelSchema = lazySchema(() => z.object({
  ordinal: z.number().int(),
  label: z.string(),
  /** Settled stakes and credited deposits over the window to reach the level. */
  turnover: z.number(),
  deposit: z.number(),
  upgradeBonus: z.number(),
  birthdayBonus: z.number(),
  monthlyBonus: z.number(),
  /** Withdrawals allowed in 24 hours: how many and how much. */
  dailyWithdrawCount: z.number().int(),
  dailyWithdrawAmount: z.number(),
  /** The level's rebate rates (percent of the stakes) per game category: the manual rebate pays these. */
  rebateRates: z.array(z.object({ gameCategory: z.enum(GAME_CATEGORIES), rate: z.number() })),
}));
export type VipLevel = z.infer<typeof vipLevelSchema>;

/** GET /wps/member/vip/levels: the merchant's VIP club, lowest level first (empty: no VIP club). */
export const vipLevelsSchema = lazySchema(() => z.object({
  /** Days over which turnover and deposits count towards a level. */
  windowDays: z.number().int(),
  levels: z.array(vipLevelSchema),
}));
export type VipLevels = z.infer<typeof vipLevelsSchema>;

export const VIP_BONUS_STATES = ['PAID', 'DUE', 'NONE'] as const;

/**
 * GET /wps/member/vip: the member's level and progress. Levels only go up: one reached is kept.
 * `next` is null at the top level. A periodic bonus is PAID (this year's birthday, this month's
 * monthly), DUE (on `nextOn`, ISO date) or NONE (the level pays none, or no birthday is known).
 */
export const vipStateSchema = lazySchema(() => z.object({
  level: z.object({ ordinal: z.number().int(), label: z.string() }),
  windowDays: z.number().int(),
  /** Over the window so far. */
  turnover: z.number(),
  deposit: z.number(),
  next: z.object({ ordinal: z.number().int(), label: z.string(), turnover: z.number(), deposit: z.number(), upgradeBonus: z.number() }).nullable(),
  birthday: z.object({ status: z.enum(VIP_BONUS_STATES), amount: z.number(), nextOn: z.string().nullable() }),
  monthly: z.object({ status: z.enum(VIP_BONUS_STATES), amount: z.number(), nextOn: z.string().nullable() }),
}));
export type VipState = z.infer<typeof vipStateSchema>;

/** POST /ops/api/vip/level: sets a member's level by hand (audited, no upgrade bonus). */
export const operatorVipLevelChangeSchema = lazySchema(() => z.object({
  merchant: operatorMerchantCodeSchema,
  username: text().trim().min(1).max(64),
  label: text().regex(CLUB_LABEL, 'a club level such as VIP0'),
  reason: operatorReasonSchema,
}).strict());
export type OperatorVipLevelChange = z.output<typeof operatorVipLevelChangeSchema>;

export const operatorVipMemberSchema = lazySchema(() => z.object({ username: z.string(), label: z.string(), previousLabel: z.string() }));
export type OperatorVipMember = z.infer<typeof operatorVipMemberSchema>;
