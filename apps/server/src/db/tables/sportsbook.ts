import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { FixtureStatus, MarketKind, SelectionCode, SelectionResult, Sport, SportsBetStatus } from '@m/contract';
import { merchants } from './merchants.ts';
import { members } from './members.ts';
import { hotMatches } from './content.ts';

/**
 * A match of the sportsbook. `seedKey` names a seeded fixture so the top-up step finds it again;
 * `hotMatchId` links the home page's hot match it is behind.
 */
export const sportsFixtures = pgTable(
  'sports_fixtures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull().references(() => merchants.id, { onDelete: 'cascade' }),
    seedKey: text('seed_key'),
    sport: text('sport').$type<Sport>().notNull(),
    league: text('league').notNull(),
    homeTeam: text('home_team').notNull(),
    awayTeam: text('away_team').notNull(),
    homeTeamImageUrl: text('home_team_image_url').notNull(),
    awayTeamImageUrl: text('away_team_image_url').notNull(),
    kickoffAt: timestamp('kickoff_at', { withTimezone: true }).notNull(),
    /** UPCOMING and STARTED are told by the clock; FINISHED or CANCELLED once an operator entered the result. */
    status: text('status').$type<Extract<FixtureStatus, 'UPCOMING' | 'FINISHED' | 'CANCELLED'>>().notNull().default('UPCOMING'),
    homeScore: integer('home_score'),
    awayScore: integer('away_score'),
    hotMatchId: integer('hot_match_id').references(() => hotMatches.id, { onDelete: 'set null' }),
    resultAt: timestamp('result_at', { withTimezone: true }),
  },
  (table) => [
    index('sports_fixtures_merchant_kickoff_idx').on(table.merchantId, table.kickoffAt),
    uniqueIndex('sports_fixtures_seed_uq').on(table.merchantId, table.seedKey),
  ],
);
export type SportsFixtureRow = typeof sportsFixtures.$inferSelect;
export type NewSportsFixture = typeof sportsFixtures.$inferInsert;

/** A market of a fixture; `line` in tenths of a point (the home side's handicap, or the total). */
export const sportsMarkets = pgTable(
  'sports_markets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fixtureId: integer('fixture_id').notNull().references(() => sportsFixtures.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MarketKind>().notNull(),
    line: integer('line'),
    suspended: boolean('suspended').notNull().default(false),
    sequence: integer('sequence').notNull().default(0),
  },
  (table) => [index('sports_markets_fixture_idx').on(table.fixtureId)],
);
export type SportsMarketRow = typeof sportsMarkets.$inferSelect;

/** A selection of a market with its price in thousandths; `result` once the fixture's result is in. */
export const sportsSelections = pgTable(
  'sports_selections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    marketId: integer('market_id').notNull().references(() => sportsMarkets.id, { onDelete: 'cascade' }),
    code: text('code').$type<SelectionCode>().notNull(),
    odds: integer('odds').notNull(),
    result: text('result').$type<SelectionResult>(),
  },
  (table) => [index('sports_selections_market_idx').on(table.marketId)],
);
export type SportsSelectionRow = typeof sportsSelections.$inferSelect;

/**
 * A member's bet: its stake went to the game API as a debit of round `roundId`; settling credits
 * that round once (`settledAt` set by the one update that finds it open).
 */
export const sportsBets = pgTable(
  'sports_bets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull().references(() => merchants.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    requestId: text('request_id').notNull(),
    roundId: text('round_id').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'number' }).notNull(),
    odds: integer('odds').notNull(),
    status: text('status').$type<SportsBetStatus>().notNull().default('OPEN'),
    payoutMinor: bigint('payout_minor', { mode: 'number' }),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('sports_bets_member_request_uq').on(table.memberId, table.requestId),
    uniqueIndex('sports_bets_round_uq').on(table.roundId),
    index('sports_bets_member_status_idx').on(table.memberId, table.status, table.id),
  ],
);
export type SportsBetRow = typeof sportsBets.$inferSelect;

/** A leg of a bet at the odds it was accepted at. */
export const sportsBetLegs = pgTable(
  'sports_bet_legs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    betId: integer('bet_id').notNull().references(() => sportsBets.id, { onDelete: 'cascade' }),
    selectionId: integer('selection_id').notNull().references(() => sportsSelections.id, { onDelete: 'restrict' }),
    fixtureId: integer('fixture_id').notNull().references(() => sportsFixtures.id, { onDelete: 'restrict' }),
    odds: integer('odds').notNull(),
  },
  (table) => [
    index('sports_bet_legs_bet_idx').on(table.betId),
    index('sports_bet_legs_fixture_idx').on(table.fixtureId),
  ],
);
export type SportsBetLegRow = typeof sportsBetLegs.$inferSelect;
