import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  DepositChannel, DepositLimitPeriod, DepositOrderStatus, ReceivingAccount,
} from '@m/contract';
import { members } from './members.ts';
import { merchants } from './merchants.ts';
import { promotions } from './promotions.ts';

/** A merchant's deposit channel (pg, qr, ma, mt) with its bounds, presets and fee; amounts in minor units. */
export const depositChannels = pgTable(
  'deposit_channels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull().references(() => merchants.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<DepositChannel>().notNull(),
    minMinor: bigint('min_minor', { mode: 'number' }).notNull(),
    maxMinor: bigint('max_minor', { mode: 'number' }).notNull(),
    presetsMinor: jsonb('presets_minor').$type<number[]>().notNull(),
    /** Percent fee in basis points (150 = 1.5 %). */
    feeBasisPoints: integer('fee_basis_points').notNull().default(0),
    feeFixedMinor: bigint('fee_fixed_minor', { mode: 'number' }).notNull().default(0),
    /** Minutes an order waits for its payment; null: until an operator acts (manual transfer). */
    expiryMinutes: integer('expiry_minutes'),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    uniqueIndex('deposit_channels_merchant_channel_uq').on(table.merchantId, table.channel),
    check('deposit_channels_bounds', sql`${table.minMinor} > 0 and ${table.maxMinor} >= ${table.minMinor}`),
    check('deposit_channels_fee', sql`${table.feeBasisPoints} between 0 and 10000 and ${table.feeFixedMinor} >= 0`),
  ],
);

/** The banks and e-wallets of a channel; a manual-transfer provider holds the merchant's receiving account. */
export const depositProviders = pgTable(
  'deposit_providers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channelId: integer('channel_id').notNull().references(() => depositChannels.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: text('type').$type<'EWALLET' | 'BANK'>().notNull(),
    account: jsonb('account').$type<ReceivingAccount>(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [uniqueIndex('deposit_providers_channel_code_uq').on(table.channelId, table.code)],
);

/**
 * One deposit of a member. `orderNo` is the public id; `requestId` (sent by the app) makes a repeated
 * submit answer the same order. Credited at most once: the status moves to PAID in the transaction of
 * the ledger transfer, whose idempotency key is the order number.
 */
export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull().unique(),
    merchantId: integer('merchant_id').notNull().references(() => merchants.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    requestId: text('request_id').notNull(),
    channel: text('channel').$type<DepositChannel>().notNull(),
    providerCode: text('provider_code').notNull(),
    providerName: text('provider_name').notNull(),
    status: text('status').$type<DepositOrderStatus>().notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'number' }).notNull(),
    creditMinor: bigint('credit_minor', { mode: 'number' }).notNull(),
    /** The bonus chosen (an estimate until paid); what was credited once PAID. */
    bonusMinor: bigint('bonus_minor', { mode: 'number' }).notNull().default(0),
    /** The deposit bonus chosen: a DEPOSIT_OFFER of the promotion engine (modules/promotions). */
    promotionId: integer('promotion_id').references(() => promotions.id, { onDelete: 'set null' }),
    payUrl: text('pay_url'),
    qrPayload: text('qr_payload'),
    account: jsonb('account').$type<ReceivingAccount>(),
    reference: text('reference'),
    gatewayReference: text('gateway_reference'),
    rejectReason: text('reject_reason'),
    /** The operator who confirmed or rejected a manual transfer. */
    reviewedBy: integer('reviewed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('deposit_orders_member_request_uq').on(table.memberId, table.requestId),
    index('deposit_orders_member_created_idx').on(table.memberId, table.createdAt),
    index('deposit_orders_status_expires_idx').on(table.status, table.expiresAt),
    check('deposit_orders_amounts', sql`${table.amountMinor} > 0 and ${table.feeMinor} >= 0 and ${table.creditMinor} > 0 and ${table.bonusMinor} >= 0`),
  ],
);

/** The receipt picture a player attached to a manual transfer (checked PNG or JPEG). */
export const depositReceipts = pgTable('deposit_receipts', {
  orderId: integer('order_id').primaryKey().references(() => depositOrders.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  dataBase64: text('data_base64').notNull(),
});

/**
 * A member's deposit limit of one period. `limitMinor` is in force; a raise or removal waits in
 * `pendingLimitMinor` (null with a pending time: removal) until `pendingEffectiveAt`.
 */
export const depositLimits = pgTable(
  'deposit_limits',
  {
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    period: text('period').$type<DepositLimitPeriod>().notNull(),
    limitMinor: bigint('limit_minor', { mode: 'number' }),
    pendingLimitMinor: bigint('pending_limit_minor', { mode: 'number' }),
    pendingEffectiveAt: timestamp('pending_effective_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.period] })],
);
