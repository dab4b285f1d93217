import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { merchants } from './merchants.ts';

/**
 * A merchant's invite-friends rule (the REFERRAL promotion): an invitee whose credited deposits reach
 * `minDepositMinor` within `qualifyDays` of registering qualifies, and the referrer is paid
 * `rewardMinor` from the promotion-expense account, to be wagered `turnoverMultiplier` times. A
 * referrer is paid for at most `maxRewardsPerReferrer` invitees (null: no cap).
 */
export const referralRules = pgTable(
  'referral_rules',
  {
    merchantId: integer('merchant_id').primaryKey().references(() => merchants.id, { onDelete: 'cascade' }),
    minDepositMinor: bigint('min_deposit_minor', { mode: 'number' }).notNull(),
    rewardMinor: bigint('reward_minor', { mode: 'number' }).notNull(),
    turnoverMultiplier: integer('turnover_multiplier').notNull(),
    qualifyDays: integer('qualify_days').notNull(),
    maxRewardsPerReferrer: integer('max_rewards_per_referrer'),
  },
  (table) => [
    check('referral_rules_positive', sql`${table.minDepositMinor} > 0 AND ${table.rewardMinor} > 0 AND ${table.turnoverMultiplier} >= 0 AND ${table.qualifyDays} > 0`),
    check('referral_rules_cap_positive', sql`${table.maxRewardsPerReferrer} IS NULL OR ${table.maxRewardsPerReferrer} > 0`),
  ],
);

export type ReferralRuleRow = typeof referralRules.$inferSelect;

/** Each member's own invitation code, made the first time they open invite friends; unique per merchant. */
export const referralCodes = pgTable(
  'referral_codes',
  {
    memberId: integer('member_id').primaryKey().references(() => members.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id').notNull().references(() => merchants.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('referral_codes_merchant_code_uq').on(table.merchantId, table.code)],
);

/**
 * Who invited whom: one row per invitee, written with the registration. `rewardedAt` and
 * `transferId` are set, once, by the transfer that paid the referrer.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull().references(() => merchants.id, { onDelete: 'cascade' }),
    referrerId: integer('referrer_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    inviteeId: integer('invitee_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    rewardMinor: bigint('reward_minor', { mode: 'number' }).notNull().default(0),
    transferId: integer('transfer_id'),
  },
  (table) => [
    uniqueIndex('referrals_invitee_uq').on(table.inviteeId),
    index('referrals_referrer_idx').on(table.referrerId, table.id),
    index('referrals_unrewarded_idx').on(table.createdAt).where(sql`${table.rewardedAt} IS NULL`),
    check('referrals_not_self', sql`${table.referrerId} <> ${table.inviteeId}`),
  ],
);

export type ReferralRow = typeof referrals.$inferSelect;
