import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ledgerTransfers } from './ledger.ts';
import { members } from './members.ts';

/**
 * An agent's rebate rate for a game category, in basis points of its team's stakes (80 = 0.80%), for
 * stakes from `effectiveFrom` on: a change is a new row, so the stakes made before it keep their
 * rate. A top agent's rates are set by operators, a downline's by its upline agent, never above the
 * upline's own (modules/agent-rebates). A member without a row has 0.
 */
export const agentRebateRates = pgTable(
  'agent_rebate_rates',
  {
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    gameCategory: text('game_category').notNull(),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.gameCategory, table.effectiveFrom] }),
    check('agent_rebate_rates_range', sql`${table.rateBasisPoints} between 0 and 300`),
  ],
);

/** One category's part of a day's agent rebate income, in minor units. */
export type AgentIncomeLine = { gameCategory: string; turnoverMinor: number; amountMinor: number };

/**
 * An agent's rebate income of one business day (lib/business-day.ts), paid once by the daily job
 * (one AGENT_REBATE transfer): the difference between the agent's rate and the rate of the member
 * below it on each bet's path, on the bettor's stakes.
 */
export const agentRebateIncome = pgTable(
  'agent_rebate_income',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agentId: integer('agent_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    turnoverMinor: bigint('turnover_minor', { mode: 'number' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    lines: jsonb('lines').$type<AgentIncomeLine[]>().notNull(),
    transferId: integer('transfer_id').notNull().references(() => ledgerTransfers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('agent_rebate_income_agent_day_uq').on(table.agentId, table.day),
    index('agent_rebate_income_day_idx').on(table.day),
    check('agent_rebate_income_positive', sql`${table.amountMinor} > 0`),
  ],
);
