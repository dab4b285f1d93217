import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/** One main wallet per member, created at zero on first access; never negative. */
export const wallets = pgTable(
  'wallets',
  {
    memberId: integer('member_id').primaryKey().references(() => members.id, { onDelete: 'cascade' }),
    balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('wallets_balance_not_negative', sql`${table.balanceMinor} >= 0`)],
);

export const LEDGER_KINDS = ['DEPOSIT', 'WITHDRAW', 'BET', 'WIN', 'REBATE', 'BONUS', 'ADJUST'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** Every balance change, written in the transaction that changes the balance. */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'number' }).notNull(),
    kind: text('kind').$type<LedgerKind>().notNull(),
    reference: text('reference').notNull(),
    /** A repeated key returns the first result instead of changing the balance again. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('wallet_ledger_member_key_uq').on(table.memberId, table.idempotencyKey),
    index('wallet_ledger_member_idx').on(table.memberId, table.id),
    check('wallet_ledger_balance_after_not_negative', sql`${table.balanceAfterMinor} >= 0`),
  ],
);
