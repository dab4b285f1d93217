import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { fairRounds } from './game-api.ts';
import { games } from './games.ts';
import { members } from './members.ts';

/**
 * A round of a live-style table (modules/live-tables): opened with its fair round (the commitment
 * published) before its betting window, dealt once from the revealed seed (`outcome` set).
 */
export const liveTableRounds = pgTable(
  'live_table_rounds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tableCode: text('table_code').notNull(),
    /** The round's period start in ISO 8601: the job's period key and the fair round's public seed. */
    roundKey: text('round_key').notNull(),
    fairRoundId: integer('fair_round_id').notNull().references(() => fairRounds.id),
    commitment: text('commitment').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    dealsAt: timestamp('deals_at', { withTimezone: true }).notNull(),
    outcome: jsonb('outcome'),
    dealtAt: timestamp('dealt_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('live_table_rounds_key_uq').on(table.tableCode, table.roundKey),
    index('live_table_rounds_dealt_idx').on(table.tableCode, table.dealtAt),
  ],
);

export const LIVE_BET_STATUSES = ['OPEN', 'SETTLED', 'VOID'] as const;
export type LiveBetStatus = (typeof LIVE_BET_STATUSES)[number];

/**
 * A member's stake on one spot of a round. Written before its game-API debit and marked `staked`
 * after it; the deal settles staked bets through the game API and voids (rolls back) the others.
 */
export const liveTableBets = pgTable(
  'live_table_bets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    roundRef: integer('round_ref').notNull().references(() => liveTableRounds.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').notNull().references(() => games.id, { onDelete: 'cascade' }),
    requestId: text('request_id').notNull(),
    spot: text('spot').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'number' }).notNull(),
    staked: timestamp('staked_at', { withTimezone: true }),
    status: text('status', { enum: LIVE_BET_STATUSES }).notNull().default('OPEN'),
    returnMinor: bigint('return_minor', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('live_table_bets_request_uq').on(table.memberId, table.requestId, table.spot),
    index('live_table_bets_round_idx').on(table.roundRef, table.memberId),
    index('live_table_bets_member_idx').on(table.memberId, table.id),
    check('live_table_bets_amounts', sql`${table.stakeMinor} > 0 AND (${table.returnMinor} IS NULL OR ${table.returnMinor} >= 0)`),
  ],
);

export type LiveTableRoundRow = typeof liveTableRounds.$inferSelect;
export type LiveTableBetRow = typeof liveTableBets.$inferSelect;
