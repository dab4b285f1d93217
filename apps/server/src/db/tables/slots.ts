import { bigint, boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { fairRounds } from './game-api.ts';
import { games } from './games.ts';
import { members } from './members.ts';

/**
 * A member's play of one slot game (modules/slots): how many spins they have played (the next
 * spin's fair round), the free spins won and not yet played with the stake that won them, and the
 * spin being settled (its stake debited, its reels not yet read), which must finish before another starts.
 */
export const slotStates = pgTable(
  'slot_states',
  {
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').notNull().references(() => games.id, { onDelete: 'cascade' }),
    spins: integer('spins').notNull().default(0),
    freeSpinsLeft: integer('free_spins_left').notNull().default(0),
    betMinor: bigint('bet_minor', { mode: 'number' }).notNull().default(0),
    pendingKey: text('pending_key'),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.gameId] })],
);

/**
 * One spin, once per (member, idempotency key): what it staked and, once its round is revealed, what
 * it showed and paid (`result`, the engine's spin), so a repeated submit answers the same spin.
 */
export const slotSpins = pgTable(
  'slot_spins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').notNull().references(() => games.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    spinNumber: integer('spin_number').notNull(),
    free: boolean('free').notNull(),
    betMinor: bigint('bet_minor', { mode: 'number' }).notNull(),
    clientSeed: text('client_seed').notNull(),
    fairRoundId: integer('fair_round_id').references(() => fairRounds.id, { onDelete: 'set null' }),
    result: jsonb('result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('slot_spins_member_key_uq').on(table.memberId, table.idempotencyKey),
    uniqueIndex('slot_spins_member_game_number_uq').on(table.memberId, table.gameId, table.spinNumber),
  ],
);
