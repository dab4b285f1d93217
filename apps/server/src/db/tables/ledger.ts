import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { merchants } from './merchants.ts';

export const LEDGER_ACCOUNT_KINDS = [
  'member-wallet', 'member-hold', 'house-game', 'payment-clearing', 'promotion-expense', 'payout', 'operator-adjustment',
  // The budgets of red-envelope rain sessions not yet caught or returned (modules/red-rain).
  'red-rain-budget',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];
/** The accounts that belong to a member; they may never go below zero. The others are the house's and may. */
export const MEMBER_ACCOUNT_KINDS = ['member-wallet', 'member-hold'] as const satisfies readonly LedgerAccountKind[];

export const TRANSFER_TYPES = [
  'DEPOSIT', 'BONUS', 'REBATE', 'BET', 'WIN', 'WITHDRAW_HOLD', 'WITHDRAW_PAYOUT', 'WITHDRAW_REFUND', 'ADJUST', 'UPLINE_TRANSFER',
  'RED_RAIN_FUND', 'RED_RAIN_CATCH', 'RED_RAIN_RETURN',
  // An agent's daily rebate income on its team's stakes (modules/agent-rebates).
  'AGENT_REBATE',
  // An agent's contract paid by the job runner to its downline agent (modules/agent-contracts).
  'AGENT_SALARY', 'AGENT_DIVIDEND', 'AGENT_HOURLY_SALARY',
  // An agent's money sent to a member of its team (modules/fund-transfer).
  'AGENT_FUND_TRANSFER',
  // A game vendor's rollback of a stake it voids (modules/game-api).
  'BET_REFUND',
] as const;
export type TransferType = (typeof TRANSFER_TYPES)[number];

/**
 * One account of the double-entry ledger: a member's wallet or withdrawal hold (`member_id` set),
 * or one of the merchant's house accounts (`member_id` null; `channel` names the payment channel
 * of a clearing account). `balance_minor` is kept equal to the sum of the account's postings.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<LedgerAccountKind>().notNull(),
    merchantId: integer('merchant_id').notNull().references(() => merchants.id, { onDelete: 'restrict' }),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'restrict' }),
    channel: text('channel').notNull().default(''),
    balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_member_uq').on(table.kind, table.memberId).where(sql`${table.memberId} IS NOT NULL`),
    uniqueIndex('ledger_accounts_house_uq').on(table.kind, table.merchantId, table.channel).where(sql`${table.memberId} IS NULL`),
    check('ledger_accounts_member_not_negative', sql`${table.memberId} IS NULL OR ${table.balanceMinor} >= 0`),
    check('ledger_accounts_owner', sql`(${table.memberId} IS NOT NULL) = (${table.kind} IN ('member-wallet', 'member-hold'))`),
  ],
);

/** One movement of money: `amount_minor` leaves the debit account and reaches the credit account. */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').$type<TransferType>().notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    debitAccountId: integer('debit_account_id').notNull().references(() => ledgerAccounts.id),
    creditAccountId: integer('credit_account_id').notNull().references(() => ledgerAccounts.id),
    /** A repeated key answers the first transfer and moves nothing. */
    idempotencyKey: text('idempotency_key').notNull(),
    reference: text('reference').notNull(),
    memo: text('memo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_transfers_idempotency_key_uq').on(table.idempotencyKey),
    index('ledger_transfers_reference_idx').on(table.reference),
    check('ledger_transfers_amount_positive', sql`${table.amountMinor} > 0`),
    check('ledger_transfers_two_accounts', sql`${table.debitAccountId} <> ${table.creditAccountId}`),
  ],
);

/** The two sides of each transfer: minus on the debit account, plus on the credit account. */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    transferId: integer('transfer_id').notNull().references(() => ledgerTransfers.id),
    accountId: integer('account_id').notNull().references(() => ledgerAccounts.id),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_postings_account_idx').on(table.accountId, table.id),
    index('ledger_postings_transfer_idx').on(table.transferId),
    check('ledger_postings_amount_not_zero', sql`${table.amountMinor} <> 0`),
  ],
);

/** Wagering a bonus asks for: stakes count against the oldest open requirement first. */
export const turnoverRequirements = pgTable(
  'turnover_requirements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    requiredMinor: bigint('required_minor', { mode: 'number' }).notNull(),
    wageredMinor: bigint('wagered_minor', { mode: 'number' }).notNull().default(0),
    /** What stays in the wallet until the requirement is met: the bonus and the deposit that earned it. */
    lockedMinor: bigint('locked_minor', { mode: 'number' }).notNull().default(0),
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    metAt: timestamp('met_at', { withTimezone: true }),
  },
  (table) => [
    index('turnover_requirements_open_idx').on(table.memberId, table.id).where(sql`${table.metAt} IS NULL`),
    check('turnover_requirements_amounts', sql`${table.requiredMinor} > 0 AND ${table.wageredMinor} BETWEEN 0 AND ${table.requiredMinor}`),
    check('turnover_requirements_locked', sql`${table.lockedMinor} >= 0`),
  ],
);
