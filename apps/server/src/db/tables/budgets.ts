import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The call budgets of every server process on one PostgreSQL (PGlite counts them in memory): one
 * row per budget key, counting the calls of its window, which starts with the window's first call.
 */
export const budgetCounters = pgTable(
  'budget_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('budget_counters_window_ends_at_idx').on(table.windowEndsAt)],
);

/**
 * The live balance streams open in every server process on one PostgreSQL, counted against the
 * per-member and per-address caps. A process refreshes `heartbeatAt` of its rows each heartbeat;
 * rows of a process that stopped doing so (killed) no longer count and are swept.
 */
export const openStreams = pgTable(
  'open_streams',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull(),
    address: text('address').notNull(),
    /** The process (app instance) holding the stream. */
    instance: text('instance').notNull(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('open_streams_member_id_idx').on(table.memberId),
    index('open_streams_address_idx').on(table.address),
    index('open_streams_instance_idx').on(table.instance),
  ],
);
