import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ledgerTransfers } from './ledger.ts';
import { members } from './members.ts';
import { merchants } from './merchants.ts';

/**
 * A merchant's manual rebate rules: the least a claim pays and the wagering a paid rebate asks for
 * (a multiple of its amount). A merchant without a row pays no rebates.
 */
export const rebateSettings = pgTable(
  'rebate_settings',
  {
    merchantId: integer('merchant_id').primaryKey().references(() => merchants.id, { onDelete: 'cascade' }),
    minClaimMinor: bigint('min_claim_minor', { mode: 'number' }).notNull(),
    turnoverMultiple: integer('turnover_multiple').notNull(),
  },
  (table) => [
    check('rebate_settings_min_positive', sql`${table.minClaimMinor} > 0`),
    check('rebate_settings_multiple', sql`${table.turnoverMultiple} >= 0`),
  ],
);

/**
 * The rebate rate of a game category for members of one club level, in basis points of the stakes
 * (55 = 0.55%), for stakes made from `effectiveFrom` on. A change of rate is a new row, so stakes
 * made before it keep the rate they were made under.
 */
export const rebateRates = pgTable(
  'rebate_rates',
  {
    merchantId: integer('merchant_id').notNull().references(() => merchants.id, { onDelete: 'cascade' }),
    clubLabel: text('club_label').notNull(),
    gameCategory: text('game_category').notNull(),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull().default(sql`'1970-01-01T00:00:00Z'`),
  },
  (table) => [
    primaryKey({ columns: [table.merchantId, table.clubLabel, table.gameCategory, table.effectiveFrom] }),
    check('rebate_rates_range', sql`${table.rateBasisPoints} between 0 and 1000`),
  ],
);

/**
 * One paid rebate: the member's BET transfers after `after_transfer_id` up to `through_transfer_id`,
 * paid by `transfer_id`. A claim starts where the member's previous one ended, and the unique
 * start makes paying the same stakes twice impossible.
 */
export const rebateClaims = pgTable(
  'rebate_claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull().references(() => merchants.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    afterTransferId: integer('after_transfer_id').notNull(),
    throughTransferId: integer('through_transfer_id').notNull(),
    periodFrom: timestamp('period_from', { withTimezone: true }).notNull(),
    periodTo: timestamp('period_to', { withTimezone: true }).notNull(),
    turnoverMinor: bigint('turnover_minor', { mode: 'number' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    transferId: integer('transfer_id').notNull().references(() => ledgerTransfers.id),
    /** The claim button's id: a repeated submit answers the claim it made. */
    requestId: text('request_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('rebate_claims_member_start_uq').on(table.memberId, table.afterTransferId),
    uniqueIndex('rebate_claims_member_request_uq').on(table.memberId, table.requestId),
    index('rebate_claims_member_created_idx').on(table.memberId, table.createdAt),
    check('rebate_claims_span', sql`${table.throughTransferId} > ${table.afterTransferId}`),
    check('rebate_claims_amount_positive', sql`${table.amountMinor} > 0`),
  ],
);

/** A claim's share of one game category: the stakes, the rate applied and what it paid. */
export const rebateClaimLines = pgTable(
  'rebate_claim_lines',
  {
    claimId: integer('claim_id').notNull().references(() => rebateClaims.id, { onDelete: 'cascade' }),
    gameCategory: text('game_category').notNull(),
    turnoverMinor: bigint('turnover_minor', { mode: 'number' }).notNull(),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.claimId, table.gameCategory] })],
);
