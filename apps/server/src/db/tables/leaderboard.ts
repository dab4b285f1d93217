import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { promotions } from './promotions.ts';

/** A mission's prize for each rank of its period's leaderboard (rank 1 the best). */
export const promotionRankPrizes = pgTable(
  'promotion_rank_prizes',
  {
    promotionId: integer('promotion_id').notNull().references(() => promotions.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** When the prizes were set: only periods ending after it pay them (never a period closed before). */
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.promotionId, table.rank] }),
    check('promotion_rank_prizes_rank_positive', sql`${table.rank} >= 1`),
    check('promotion_rank_prizes_amount_positive', sql`${table.amountMinor} > 0`),
  ],
);

/**
 * A leaderboard period closed: one row per mission and period, written in the transaction that pays
 * its prizes, so a period pays once whoever closes it and however often.
 */
export const leaderboardCloses = pgTable(
  'leaderboard_closes',
  {
    promotionId: integer('promotion_id').notNull().references(() => promotions.id, { onDelete: 'cascade' }),
    periodKey: text('period_key').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    /** What the period's prizes paid in all, and what the budget could not pay. */
    paidMinor: bigint('paid_minor', { mode: 'number' }).notNull().default(0),
    unpaidMinor: bigint('unpaid_minor', { mode: 'number' }).notNull().default(0),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.promotionId, table.periodKey] })],
);

/** A prize paid at a period's close: the rank, who held it, with how much, and the ledger transfer that paid it. */
export const leaderboardAwards = pgTable(
  'leaderboard_awards',
  {
    promotionId: integer('promotion_id').notNull().references(() => promotions.id, { onDelete: 'cascade' }),
    periodKey: text('period_key').notNull(),
    rank: integer('rank').notNull(),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    measuredMinor: bigint('measured_minor', { mode: 'number' }).notNull(),
    prizeMinor: bigint('prize_minor', { mode: 'number' }).notNull(),
    transferId: integer('transfer_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.promotionId, table.periodKey, table.rank] }),
    uniqueIndex('leaderboard_awards_member_uq').on(table.promotionId, table.periodKey, table.memberId),
  ],
);

export type RankPrizeRow = typeof promotionRankPrizes.$inferSelect;
