import type { PromotionAudience, PromotionCategory, PromotionKind, PromotionMeasure, PromotionPeriod, PromotionState, PromotionStatus } from '@m/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { merchants } from './merchants.ts';

/** Texts by language code (EN always present); the member's language is shown, else EN. */
export type LocalisedTexts = Partial<Record<string, string>>;

/**
 * What a promotion pays: a fixed amount (MISSION, APPLICATION), or a share of the measure in basis
 * points (CASHBACK; DEPOSIT_OFFER: of the credited deposit). Either way never more than the promotion's per-member cap in a period.
 */
export type RewardFormula = { type: 'FIXED'; amountMinor: number } | { type: 'PERCENT'; basisPoints: number };

/** A merchant's promotion (see the contract's PROMOTION_KINDS for how each kind is taken part in). */
export const promotions = pgTable(
  'promotions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull().references(() => merchants.id, { onDelete: 'cascade' }),
    /** Unique per merchant; the seed and operators name promotions by it. */
    code: text('code').notNull(),
    kind: text('kind').$type<PromotionKind>().notNull(),
    category: text('category').$type<PromotionCategory>().notNull(),
    period: text('period').$type<PromotionPeriod>().notNull(),
    audience: text('audience').$type<PromotionAudience>().notNull().default('ALL'),
    /** MISSION and CASHBACK: what is counted, and (MISSION) the target to reach in a period. */
    measure: text('measure').$type<PromotionMeasure>(),
    targetMinor: bigint('target_minor', { mode: 'number' }),
    reward: jsonb('reward').$type<RewardFormula>().notNull(),
    /** DEPOSIT_OFFER: the smallest deposit (amount paid) its bonus applies to. */
    minDepositMinor: bigint('min_deposit_minor', { mode: 'number' }),
    /** A paid reward asks for this many times itself in stakes before it may be withdrawn. */
    turnoverMultiple: integer('turnover_multiple').notNull().default(0),
    /** All the promotion may ever pay (null: no budget); `spent_minor` counts what it paid, in the payment's transaction. */
    budgetMinor: bigint('budget_minor', { mode: 'number' }),
    spentMinor: bigint('spent_minor', { mode: 'number' }).notNull().default(0),
    perMemberCapMinor: bigint('per_member_cap_minor', { mode: 'number' }).notNull(),
    /** The picture's seed: the server draws it (modules/promotions/art.ts). */
    imageSeed: text('image_seed').notNull(),
    titles: jsonb('titles').$type<LocalisedTexts>().notNull(),
    /** Sanitised when written (modules/content/sanitize.ts); never stored raw. */
    rulesHtml: jsonb('rules_html').$type<LocalisedTexts>().notNull(),
    state: text('state').$type<PromotionState>().notNull().default('ACTIVE'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull().defaultNow(),
    endAt: timestamp('end_at', { withTimezone: true }),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('promotions_merchant_code_uq').on(table.merchantId, table.code),
    index('promotions_merchant_order_idx').on(table.merchantId, table.sortOrder, table.id),
    check('promotions_budget', sql`${table.spentMinor} >= 0 AND (${table.budgetMinor} IS NULL OR ${table.spentMinor} <= ${table.budgetMinor})`),
    check('promotions_cap_positive', sql`${table.perMemberCapMinor} > 0`),
  ],
);

/** A member's taking part in one period of a promotion: one row per member, promotion and period. */
export const promotionParticipations = pgTable(
  'promotion_participations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    promotionId: integer('promotion_id').notNull().references(() => promotions.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    /** The period's key (`ONCE`, a local day, the Monday of a week, the Saturday of a weekend). */
    periodKey: text('period_key').notNull(),
    /** The period's bounds: what is measured lies within them (end null: the promotion's open end). */
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    status: text('status').$type<PromotionStatus>().notNull(),
    /** The applicant's comment (APPLICATION, at most 140 characters). */
    comment: text('comment'),
    rejectReason: text('reject_reason'),
    /** Known once it is claimable (or issued); paid once (`paid_transfer_id`). */
    rewardMinor: bigint('reward_minor', { mode: 'number' }),
    paidTransferId: integer('paid_transfer_id'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('promotion_participations_member_period_uq').on(table.memberId, table.promotionId, table.periodKey),
    index('promotion_participations_status_idx').on(table.status, table.promotionId),
    check('promotion_participations_comment', sql`${table.comment} IS NULL OR char_length(${table.comment}) <= 140`),
  ],
);

export type PromotionRow = typeof promotions.$inferSelect;
export type NewPromotionRow = typeof promotions.$inferInsert;
export type ParticipationRow = typeof promotionParticipations.$inferSelect;
