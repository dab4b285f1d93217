import { bigint, boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { fairRounds } from './game-api.ts';
import { games } from './games.ts';
import { members } from './members.ts';

/**
 * One shot of a fishing game (modules/games fish-play), once per (member, idempotency key): the fish
 * aimed at and the bet, and once its round is revealed whether it caught the fish and what it paid,
 * so a repeated submit answers the same shot. Its number names its fair round.
 */
export const fishShots = pgTable(
  'fish_shots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').notNull().references(() => games.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    shotNumber: integer('shot_number').notNull(),
    fish: text('fish').notNull(),
    betMinor: bigint('bet_minor', { mode: 'number' }).notNull(),
    clientSeed: text('client_seed').notNull(),
    fairRoundId: integer('fair_round_id').references(() => fairRounds.id, { onDelete: 'set null' }),
    caught: boolean('caught'),
    winMinor: bigint('win_minor', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('fish_shots_member_key_uq').on(table.memberId, table.idempotencyKey),
    uniqueIndex('fish_shots_member_game_number_uq').on(table.memberId, table.gameId, table.shotNumber),
  ],
);
