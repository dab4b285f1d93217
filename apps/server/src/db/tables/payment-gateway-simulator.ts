import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { DepositChannel } from '@m/contract';

/**
 * The payment gateway simulator's own record of the payments the platform opened with it (it
 * stands for a provider's system: the platform never reads it).
 */
export const gatewaySimulatorPayments = pgTable('gateway_simulator_payments', {
  token: text('token').primaryKey(),
  orderNo: text('order_no').notNull().unique(),
  merchantCode: text('merchant_code').notNull(),
  channel: text('channel').$type<DepositChannel>().notNull(),
  providerName: text('provider_name').notNull(),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  status: text('status').$type<'OPEN' | 'PAID' | 'CANCELLED'>().notNull().default('OPEN'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
