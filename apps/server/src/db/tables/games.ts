import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PlayType } from '@m/contract';
import { members } from './members.ts';

/** Game providers. `vassalage` marks the platform's own (in-house) brands. */
export const gameVendors = pgTable('game_vendors', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  vassalage: text('vassalage'),
  sortOrder: integer('sort_order').notNull(),
});

/** The catalogue; `id` is the game's node id on the wire. */
export const games = pgTable(
  'games',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vendor: text('vendor').notNull().references(() => gameVendors.code, { onDelete: 'cascade' }),
    gameCode: text('game_code').notNull(),
    name: text('name').notNull(),
    gameCategory: text('game_category').notNull(),
    subType: text('sub_type').notNull(),
    isNew: boolean('is_new').notNull().default(false),
    isHot: boolean('is_hot').notNull().default(false),
    minBetMinor: integer('min_bet_minor').notNull(),
    lines: integer('lines'),
    supportFreePlay: boolean('support_free_play').notNull().default(false),
    playType: text('play_type').$type<PlayType>().notNull().default('trad'),
    sortOrder: integer('sort_order').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [
    uniqueIndex('games_vendor_code_uq').on(table.vendor, table.gameCode),
    index('games_category_order_idx').on(table.gameCategory, table.sortOrder, table.id),
  ],
);

export type GameRow = typeof games.$inferSelect;
export type NewGameRow = typeof games.$inferInsert;

export const favouriteGames = pgTable(
  'favourite_games',
  {
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').notNull().references(() => games.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.gameId] })],
);

export const recentGames = pgTable(
  'recent_games',
  {
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').notNull().references(() => games.id, { onDelete: 'cascade' }),
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.gameId] }),
    index('recent_games_member_played_idx').on(table.memberId, table.lastPlayedAt),
  ],
);

/** Settled bets; the winner board and the game record read them. */
export const bets = pgTable(
  'bets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').notNull().references(() => games.id, { onDelete: 'cascade' }),
    stakeMinor: bigint('stake_minor', { mode: 'number' }).notNull(),
    winMinor: bigint('win_minor', { mode: 'number' }).notNull(),
    /** What the player saw (symbols of the reels), so a repeated submit answers the same spin. */
    outcome: jsonb('outcome').$type<string[]>().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bets_member_key_uq').on(table.memberId, table.idempotencyKey),
    index('bets_member_idx').on(table.memberId, table.id),
    // A member's bets over a time window: records, VIP turnover, promotion measures, the reality check's net result.
    index('bets_member_created_idx').on(table.memberId, table.createdAt),
    index('bets_win_idx').on(table.winMinor),
  ],
);
