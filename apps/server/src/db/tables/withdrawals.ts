import type { WithdrawalStatus } from '@m/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { merchants } from './merchants.ts';

/** A merchant's withdrawal rules; a merchant without a row takes no withdrawals. */
export const withdrawalSettings = pgTable(
  'withdrawal_settings',
  {
    merchantId: integer('merchant_id').primaryKey().references(() => merchants.id, { onDelete: 'cascade' }),
    minMinor: bigint('min_minor', { mode: 'number' }).notNull(),
    maxMinor: bigint('max_minor', { mode: 'number' }).notNull(),
    /** Withdrawals a member may submit in any 24 hours. */
    dailyCount: integer('daily_count').notNull(),
    /** Withdrawals up to this amount are approved by themselves after a while (the demo merchant's); null: never. */
    autoApproveMaxMinor: bigint('auto_approve_max_minor', { mode: 'number' }),
  },
  (table) => [check('withdrawal_settings_range', sql`${table.minMinor} > 0 and ${table.maxMinor} >= ${table.minMinor}`)],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull().references(() => merchants.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    bankCardId: integer('bank_card_id').notNull(),
    /** The card as it was when the withdrawal was made (a card removed later still shows). */
    bankName: text('bank_name').notNull(),
    accountNumberMasked: text('account_number_masked').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    status: text('status').$type<WithdrawalStatus>().notNull(),
    /** The form's id: a repeated submit answers the withdrawal it made. */
    requestId: text('request_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('withdrawals_member_request_uq').on(table.memberId, table.requestId),
    index('withdrawals_member_created_idx').on(table.memberId, table.createdAt),
    index('withdrawals_status_idx').on(table.status, table.createdAt),
    check('withdrawals_amount_positive', sql`${table.amountMinor} > 0`),
  ],
);

/** Each status a withdrawal went through, with who decided and why. */
export const withdrawalEvents = pgTable(
  'withdrawal_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    withdrawalId: integer('withdrawal_id').notNull().references(() => withdrawals.id, { onDelete: 'cascade' }),
    status: text('status').$type<WithdrawalStatus>().notNull(),
    reason: text('reason'),
    /** The operator who decided; null for the member's own submit and the automatic steps. */
    operatorId: integer('operator_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('withdrawal_events_status_uq').on(table.withdrawalId, table.status)],
);

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type WithdrawalEventRow = typeof withdrawalEvents.$inferSelect;
