import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/**
 * The downline tree as a closure table: one row for every member and each of its uplines (and one
 * for itself, depth 0), so a whole team at any depth is one indexed lookup. Written by the
 * `members_tree_insert` trigger from `members.parent_id` (migration 0033), whatever path creates
 * the member (registration, open account, seed); an upline never changes.
 */
export const memberTree = pgTable(
  'member_tree',
  {
    ancestorId: integer('ancestor_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    descendantId: integer('descendant_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    /** 0 for the member itself, 1 for a direct downline, 2 for a downline's downline… */
    depth: integer('depth').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.ancestorId, table.descendantId] }),
    // With the descendant, a team's page in (level, joining) order reads the index in order (modules/team-members).
    index('member_tree_ancestor_depth_idx').on(table.ancestorId, table.depth, table.descendantId),
    index('member_tree_descendant_idx').on(table.descendantId, table.depth),
    check('member_tree_depth', sql`${table.depth} >= 0`),
  ],
);

/**
 * A team's activity per business day (lib/business-day.ts), per level below the agent: the row
 * (agent, day, depth) sums the members `depth` levels down; depth 0 is the member's own day. Kept
 * by triggers in the transaction that writes the fact (a settled bet, a ledger transfer of a
 * deposit, payout, rebate or bonus, a registration, a login: migration 0033), so a team report of
 * any range reads at most one row per day and level however large the team.
 */
export const teamDailyStats = pgTable(
  'team_daily_stats',
  {
    ancestorId: integer('ancestor_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    depth: integer('depth').notNull(),
    betCount: integer('bet_count').notNull().default(0),
    /** Members who placed a bet that day (each counted once a day). */
    bettors: integer('bettors').notNull().default(0),
    turnoverMinor: bigint('turnover_minor', { mode: 'number' }).notNull().default(0),
    /** What the bets paid back (wins, stakes included). */
    payoutMinor: bigint('payout_minor', { mode: 'number' }).notNull().default(0),
    depositMinor: bigint('deposit_minor', { mode: 'number' }).notNull().default(0),
    depositCount: integer('deposit_count').notNull().default(0),
    withdrawalMinor: bigint('withdrawal_minor', { mode: 'number' }).notNull().default(0),
    withdrawalCount: integer('withdrawal_count').notNull().default(0),
    rebateMinor: bigint('rebate_minor', { mode: 'number' }).notNull().default(0),
    /** Promotion money: bonuses and red-envelope catches. */
    bonusMinor: bigint('bonus_minor', { mode: 'number' }).notNull().default(0),
    registrations: integer('registrations').notNull().default(0),
    /** Members who logged in that day (each counted once a day). */
    logins: integer('logins').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.ancestorId, table.day, table.depth] })],
);

export type TeamDailyStatsRow = typeof teamDailyStats.$inferSelect;
