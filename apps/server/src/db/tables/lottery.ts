import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LotterySubOrderStatus } from '@m/contract';
import { games } from './games.ts';
import { members } from './members.ts';

/**
 * One draw of a lottery: written when the issue is first shown, bet on or drawn; its fair round is
 * opened (commitment published) at once, and `numbers` are set by the draw job's reveal.
 */
export const lotteryIssues = pgTable(
  'lottery_issues',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gameId: integer('game_id').notNull().references(() => games.id, { onDelete: 'cascade' }),
    issueNo: text('issue_no').notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    fairRoundId: integer('fair_round_id').notNull(),
    /** SHA-256 of the round's server seed, published from the start. */
    commitment: text('commitment').notNull(),
    numbers: jsonb('numbers').$type<number[]>(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('lottery_issues_game_issue_uq').on(table.gameId, table.issueNo),
    index('lottery_issues_game_drawn_idx').on(table.gameId, table.drawAt).where(sql`${table.numbers} IS NOT NULL`),
  ],
);

/** A member's order for one issue; `requestId` makes a repeated submit answer the first order. */
export const lotteryOrders = pgTable(
  'lottery_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    issueId: integer('issue_id').notNull().references(() => lotteryIssues.id, { onDelete: 'cascade' }),
    requestId: text('request_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('lottery_orders_member_request_uq').on(table.memberId, table.requestId),
    index('lottery_orders_member_idx').on(table.memberId, table.id),
    index('lottery_orders_issue_idx').on(table.issueId),
  ],
);

/**
 * One play of an order: its stake is one debit of the in-house vendor (round `lottery-<id>`), a
 * cancel its rollback, the draw its credit (0 for a loss). PENDING until the debit is made.
 */
export const lotterySubOrders = pgTable(
  'lottery_sub_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id').notNull().references(() => lotteryOrders.id, { onDelete: 'cascade' }),
    play: text('play').notNull(),
    selection: jsonb('selection').$type<string[]>().notNull(),
    units: integer('units').notNull(),
    unitStakeMinor: bigint('unit_stake_minor', { mode: 'number' }).notNull(),
    multiple: integer('multiple').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'number' }).notNull(),
    oddsMilli: integer('odds_milli').notNull(),
    status: text('status').$type<LotterySubOrderStatus | 'PENDING'>().notNull().default('PENDING'),
    payoutMinor: bigint('payout_minor', { mode: 'number' }).notNull().default(0),
    /** When the draw settled it (its win, or 0 for a loss, credited through the vendor). */
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    index('lottery_sub_orders_order_idx').on(table.orderId),
    check('lottery_sub_orders_money', sql`${table.stakeMinor} > 0 and ${table.payoutMinor} >= 0`),
  ],
);

export type LotteryIssueRow = typeof lotteryIssues.$inferSelect;
export type LotteryOrderRow = typeof lotteryOrders.$inferSelect;
export type LotterySubOrderRow = typeof lotterySubOrders.$inferSelect;
