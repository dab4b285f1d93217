import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ledgerTransfers } from './ledger.ts';
import { members } from './members.ts';
import { merchants } from './merchants.ts';

/**
 * A merchant's VIP club rules: the rolling window (days) over which turnover and deposits count
 * towards a level, and the wagering a VIP bonus asks for (a multiple of its amount). A merchant
 * without a row has no VIP club.
 */
export const vipSettings = pgTable(
  'vip_settings',
  {
    merchantId: integer('merchant_id').primaryKey().references(() => merchants.id, { onDelete: 'cascade' }),
    windowDays: integer('window_days').notNull(),
    bonusTurnoverMultiple: integer('bonus_turnover_multiple').notNull(),
  },
  (table) => [
    check('vip_settings_window', sql`${table.windowDays} between 1 and 365`),
    check('vip_settings_multiple', sql`${table.bonusTurnoverMultiple} >= 0`),
  ],
);

/**
 * One level of a merchant's VIP club (ordinal 0 is the level every member starts at). Its label is
 * the member's `club_label` and names the level's rebate rates (`rebate_rates.club_label`).
 * Requirements and benefits in minor units; the daily withdrawal count and amount are over 24 hours.
 */
export const vipLevels = pgTable(
  'vip_levels',
  {
    merchantId: integer('merchant_id').notNull().references(() => merchants.id, { onDelete: 'cascade' }),
    ordinal: integer('ordinal').notNull(),
    label: text('label').notNull(),
    turnoverMinor: bigint('turnover_minor', { mode: 'number' }).notNull(),
    depositMinor: bigint('deposit_minor', { mode: 'number' }).notNull(),
    upgradeBonusMinor: bigint('upgrade_bonus_minor', { mode: 'number' }).notNull(),
    birthdayBonusMinor: bigint('birthday_bonus_minor', { mode: 'number' }).notNull(),
    monthlyBonusMinor: bigint('monthly_bonus_minor', { mode: 'number' }).notNull(),
    dailyWithdrawCount: integer('daily_withdraw_count').notNull(),
    dailyWithdrawMinor: bigint('daily_withdraw_minor', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.merchantId, table.ordinal] }),
    uniqueIndex('vip_levels_merchant_label_uq').on(table.merchantId, table.label),
    check('vip_levels_amounts', sql`${table.ordinal} >= 0 and ${table.turnoverMinor} >= 0 and ${table.depositMinor} >= 0
      and ${table.upgradeBonusMinor} >= 0 and ${table.birthdayBonusMinor} >= 0 and ${table.monthlyBonusMinor} >= 0
      and ${table.dailyWithdrawCount} >= 0 and ${table.dailyWithdrawMinor} >= 0`),
  ],
);

/**
 * A level a member reached, once: automatically (with the upgrade bonus's transfer, written in its
 * transaction) or set by an operator (`operatorId`, no transfer). The unique member and level make
 * an upgrade bonus pay once, however many bets cross the threshold together.
 */
export const vipUpgrades = pgTable(
  'vip_upgrades',
  {
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    ordinal: integer('ordinal').notNull(),
    transferId: integer('transfer_id').references(() => ledgerTransfers.id),
    operatorId: integer('operator_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.ordinal] })],
);

export const VIP_PERIODIC_BONUSES = ['BIRTHDAY', 'MONTHLY'] as const;
export type VipPeriodicBonus = (typeof VIP_PERIODIC_BONUSES)[number];

/** A birthday (period: the year) or monthly (period: the month) bonus paid to a member, once per period. */
export const vipBonusPayments = pgTable(
  'vip_bonus_payments',
  {
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<VipPeriodicBonus>().notNull(),
    periodKey: text('period_key').notNull(),
    ordinal: integer('ordinal').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    transferId: integer('transfer_id').notNull().references(() => ledgerTransfers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.kind, table.periodKey] })],
);
