import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PayoutBankType } from '@m/contract';
import { memberSecretGuard, members } from './members.ts';
import { merchants } from './merchants.ts';

/** Banks and e-wallets a merchant pays withdrawals out to, with the rule of their account numbers. */
export const withdrawBanks = pgTable(
  'withdraw_banks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull().references(() => merchants.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: text('type').$type<PayoutBankType>().notNull(),
    accountMinLength: integer('account_min_length').notNull(),
    accountMaxLength: integer('account_max_length').notNull(),
    /** Every account number of this bank starts with it ('' for none; e-wallets: '09'). */
    accountPrefix: text('account_prefix').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [uniqueIndex('withdraw_banks_merchant_code_uq').on(table.merchantId, table.code)],
);

export type WithdrawBankRow = typeof withdrawBanks.$inferSelect;

/**
 * Bank accounts and e-wallet accounts members bound for withdrawals. A removed card keeps its row
 * (withdrawals refer to it) with `removedAt` set; an account number is bound once per merchant.
 */
export const bankCards = pgTable(
  'bank_cards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull().references(() => merchants.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    bankId: integer('bank_id').notNull().references(() => withdrawBanks.id),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('bank_cards_bound_account_uq').on(table.merchantId, table.bankId, table.accountNumber).where(sql`${table.removedAt} is null`),
    index('bank_cards_member_idx').on(table.memberId),
  ],
);

export type BankCardRow = typeof bankCards.$inferSelect;

/** Wrong payment passwords in a row, and the end of the withdrawal lock they caused. */
export const paymentPasswordGuards = memberSecretGuard('payment_password_guards');
