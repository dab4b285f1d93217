import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AgentContractKind, AgentContractStatus, AgentSettlementStatus, DividendPeriod } from '@m/contract';
import { ledgerTransfers } from './ledger.ts';
import { members } from './members.ts';
import { merchants } from './merchants.ts';

/**
 * One tier of a contract, in minor units: a salary's requirements (team turnover, and for the daily
 * salary active members) and its amount, or a dividend's net-loss threshold and share (basis points).
 */
export type StoredContractTier = { turnoverMinor?: number; activeMembers?: number; netLossMinor?: number; shareBasisPoints?: number; amountMinor?: number };

/**
 * A contract an agent (`offerer_id`) offered one of its direct downline agents (`receiver_id`):
 * OFFERED until the receiver accepts or rejects it; ACCEPTED until the offerer ends it or a newer
 * contract of the same kind is accepted (ENDED). At most one offer awaits and one contract is in
 * force per receiver and kind (the two partial unique indexes).
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull().references(() => merchants.id, { onDelete: 'restrict' }),
    offererId: integer('offerer_id').notNull().references(() => members.id, { onDelete: 'restrict' }),
    receiverId: integer('receiver_id').notNull().references(() => members.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<AgentContractKind>().notNull(),
    /** The dividend's period; null for salaries. */
    period: text('period').$type<DividendPeriod>(),
    tiers: jsonb('tiers').$type<StoredContractTier[]>().notNull(),
    status: text('status').$type<AgentContractStatus>().notNull(),
    /** The offering agent's form id: the same form sent again answers the contract it made. */
    requestId: text('request_id').notNull(),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('agent_contracts_request_uq').on(table.offererId, table.requestId),
    uniqueIndex('agent_contracts_one_offer_uq').on(table.receiverId, table.kind).where(sql`${table.status} = 'OFFERED'`),
    uniqueIndex('agent_contracts_one_accepted_uq').on(table.receiverId, table.kind).where(sql`${table.status} = 'ACCEPTED'`),
    index('agent_contracts_offerer_idx').on(table.offererId, table.kind, table.id),
    index('agent_contracts_kind_status_idx').on(table.kind, table.status),
    check('agent_contracts_kind', sql`${table.kind} IN ('DAILY_SALARY', 'DIVIDEND', 'HOURLY_SALARY')`),
    check('agent_contracts_period', sql`(${table.kind} = 'DIVIDEND') = (${table.period} IS NOT NULL)`),
    check('agent_contracts_two_members', sql`${table.offererId} <> ${table.receiverId}`),
  ],
);

export type AgentContractRow = typeof agentContracts.$inferSelect;

/**
 * One period of a contract settled by the job runner, once (unique contract and period): the
 * team's figures it was computed from, the amount due, and the ledger transfer that paid it
 * (null when UNPAID: the offering agent's wallet could not pay it).
 */
export const agentContractSettlements = pgTable(
  'agent_contract_settlements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contractId: integer('contract_id').notNull().references(() => agentContracts.id, { onDelete: 'restrict' }),
    periodKey: text('period_key').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    turnoverMinor: bigint('turnover_minor', { mode: 'number' }).notNull(),
    activeMembers: integer('active_members').notNull(),
    netLossMinor: bigint('net_loss_minor', { mode: 'number' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    status: text('status').$type<AgentSettlementStatus>().notNull(),
    /** The ledger transfer's idempotency key (`agent-contract:<contract>:<period>`). */
    idempotencyKey: text('idempotency_key').notNull(),
    transferId: integer('transfer_id').references(() => ledgerTransfers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('agent_contract_settlements_period_uq').on(table.contractId, table.periodKey),
    uniqueIndex('agent_contract_settlements_key_uq').on(table.idempotencyKey),
    check('agent_contract_settlements_amount', sql`${table.amountMinor} > 0`),
    check('agent_contract_settlements_paid', sql`(${table.status} = 'PAID') = (${table.transferId} IS NOT NULL)`),
  ],
);

export type AgentContractSettlementRow = typeof agentContractSettlements.$inferSelect;
