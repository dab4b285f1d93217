import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { merchants } from './merchants.ts';

/**
 * A merchant's recurring red-envelope rain for all its members: a session every `intervalMinutes`
 * from `anchorMinute` (minutes after midnight UTC, so 0 with 60 is every hour on the hour), each
 * `durationSeconds` long with its budget and per-member cap, funded from the promotion expense.
 */
export const redRainSchedules = pgTable(
  'red_rain_schedules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull().references(() => merchants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    intervalMinutes: integer('interval_minutes').notNull(),
    anchorMinute: integer('anchor_minute').notNull().default(0),
    durationSeconds: integer('duration_seconds').notNull(),
    budgetMinor: bigint('budget_minor', { mode: 'number' }).notNull(),
    perMemberCapMinor: bigint('per_member_cap_minor', { mode: 'number' }).notNull(),
  },
  (table) => [
    uniqueIndex('red_rain_schedules_merchant_name_uq').on(table.merchantId, table.name),
    check('red_rain_schedules_shape', sql`${table.intervalMinutes} > 0 and ${table.durationSeconds} > 0 and ${table.durationSeconds} <= ${table.intervalMinutes} * 60`),
    check('red_rain_schedules_money', sql`${table.budgetMinor} > 0 and ${table.perMemberCapMinor} > 0 and ${table.perMemberCapMinor} <= ${table.budgetMinor}`),
  ],
);

/**
 * One rain: for all the merchant's members (`agentId` null, from a schedule) or for the direct
 * downline of the agent who funded it. Its budget is held in the merchant's red-rain account from
 * creation; `paidMinor` (what the catches took, never above the budget) is the counter every tap
 * checks and raises in one step; `settledAt` is set once the unspent rest has gone back to the funder
 * (when it ended, or when an operator cancelled it before it started: `cancelledAt`).
 */
export const redRainSessions = pgTable(
  'red_rain_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull().references(() => merchants.id, { onDelete: 'cascade' }),
    scheduleId: integer('schedule_id').references(() => redRainSchedules.id, { onDelete: 'set null' }),
    agentId: integer('agent_id').references(() => members.id, { onDelete: 'restrict' }),
    /** The agent's or the operator's form id: a repeated submit answers the session it made. */
    requestId: text('request_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    budgetMinor: bigint('budget_minor', { mode: 'number' }).notNull(),
    perMemberCapMinor: bigint('per_member_cap_minor', { mode: 'number' }).notNull(),
    paidMinor: bigint('paid_minor', { mode: 'number' }).notNull().default(0),
    catches: integer('catches').notNull().default(0),
    returnedMinor: bigint('returned_minor', { mode: 'number' }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('red_rain_sessions_schedule_start_uq').on(table.scheduleId, table.startsAt),
    uniqueIndex('red_rain_sessions_agent_request_uq').on(table.agentId, table.requestId),
    uniqueIndex('red_rain_sessions_merchant_request_uq').on(table.merchantId, table.requestId).where(sql`${table.agentId} IS NULL`),
    index('red_rain_sessions_merchant_ends_idx').on(table.merchantId, table.endsAt),
    index('red_rain_sessions_agent_idx').on(table.agentId, table.startsAt),
    index('red_rain_sessions_unsettled_idx').on(table.endsAt).where(sql`${table.settledAt} IS NULL`),
    check('red_rain_sessions_window', sql`${table.endsAt} > ${table.startsAt}`),
    check('red_rain_sessions_money', sql`${table.budgetMinor} > 0 and ${table.perMemberCapMinor} > 0 and ${table.perMemberCapMinor} <= ${table.budgetMinor}`),
    check('red_rain_sessions_paid', sql`${table.paidMinor} between 0 and ${table.budgetMinor}`),
  ],
);

/** One envelope a member caught, with the ledger transfer that paid it; the tap's id answers a repeat. */
export const redRainCatches = pgTable(
  'red_rain_catches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer('session_id').notNull().references(() => redRainSessions.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    requestId: text('request_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    transferId: integer('transfer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('red_rain_catches_request_uq').on(table.sessionId, table.memberId, table.requestId),
    index('red_rain_catches_member_idx').on(table.memberId, table.sessionId),
    check('red_rain_catches_amount_positive', sql`${table.amountMinor} > 0`),
  ],
);

export type RedRainSessionRow = typeof redRainSessions.$inferSelect;
export type RedRainScheduleRow = typeof redRainSchedules.$inferSelect;
