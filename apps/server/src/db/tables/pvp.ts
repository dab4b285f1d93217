import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { fairRounds } from './game-api.ts';
import { games } from './games.ts';
import { members } from './members.ts';
import { merchants } from './merchants.ts';

export const PVP_SEAT_STATUSES = ['PENDING', 'WAITING', 'SETTLED', 'CANCELLED', 'EXPIRED'] as const;
export type PvpSeatStatus = (typeof PVP_SEAT_STATUSES)[number];

/**
 * A member's seat at a PVP stake level (modules/pvp): PENDING while its stake is debited, then it
 * meets a WAITING seat of the level and brand at once (SETTLED, with its duel) or waits itself, its
 * fair round opened (the duel's, should anyone meet it), until it is CANCELLED by its player or
 * EXPIRED by the sweep; both return the stake. A member has one open (PENDING or WAITING) seat at most.
 */
export const pvpSeats = pgTable(
  'pvp_seats',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id').notNull().references(() => merchants.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').notNull().references(() => games.id, { onDelete: 'cascade' }),
    requestId: text('request_id').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'number' }).notNull(),
    status: text('status', { enum: PVP_SEAT_STATUSES }).notNull().default('PENDING'),
    fairRoundId: integer('fair_round_id').references(() => fairRounds.id),
    commitment: text('commitment'),
    duelRef: integer('duel_ref'),
    returnMinor: bigint('return_minor', { mode: 'number' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('pvp_seats_request_uq').on(table.memberId, table.requestId),
    uniqueIndex('pvp_seats_one_open_uq').on(table.memberId).where(sql`${table.status} IN ('PENDING', 'WAITING')`),
    index('pvp_seats_level_idx').on(table.merchantId, table.stakeMinor, table.status, table.id),
    index('pvp_seats_open_expiry_idx').on(table.expiresAt).where(sql`${table.status} IN ('PENDING', 'WAITING')`),
    index('pvp_seats_member_idx').on(table.memberId, table.id),
    check('pvp_seats_amounts', sql`${table.stakeMinor} > 0 AND (${table.returnMinor} IS NULL OR ${table.returnMinor} >= 0)`),
  ],
);

/** A duel: the seat that waited (first) met by the seat that joined (second), dealt once from the first seat's fair round. */
export const pvpDuels = pgTable('pvp_duels', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  firstSeatRef: integer('first_seat_ref').notNull().references(() => pvpSeats.id, { onDelete: 'cascade' }),
  secondSeatRef: integer('second_seat_ref').notNull().references(() => pvpSeats.id, { onDelete: 'cascade' }),
  fairRoundId: integer('fair_round_id').notNull().references(() => fairRounds.id),
  outcome: jsonb('outcome').notNull(),
  rakeMinor: bigint('rake_minor', { mode: 'number' }).notNull(),
  settledAt: timestamp('settled_at', { withTimezone: true }).notNull(),
}, (table) => [
  uniqueIndex('pvp_duels_first_uq').on(table.firstSeatRef),
  uniqueIndex('pvp_duels_second_uq').on(table.secondSeatRef),
]);

export type PvpSeatRow = typeof pvpSeats.$inferSelect;
export type PvpDuelRow = typeof pvpDuels.$inferSelect;
