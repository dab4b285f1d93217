import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { gameVendors, games } from './games.ts';
import { members } from './members.ts';

/**
 * A provably fair round (modules/fairness): its server seed, secret until the round is revealed,
 * and the seed's SHA-256, published before betting on the round closes. The outcome is read from
 * the server seed and the public seed (packages/contract fair-random) and kept as it was shown.
 */
export const fairRounds = pgTable(
  'fair_rounds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The fair-game kind (`lottery-ssc`, `slot-pharaoh`…): which contract function reads the outcome. */
    game: text('game').notNull(),
    round: text('round').notNull(),
    serverSeed: text('server_seed').notNull(),
    commitment: text('commitment').notNull(),
    publicSeed: text('public_seed'),
    outcome: jsonb('outcome'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('fair_rounds_game_round_uq').on(table.game, table.round),
    check('fair_rounds_revealed', sql`(${table.revealedAt} IS NULL) = (${table.publicSeed} IS NULL)`),
  ],
);

export const GAME_ROUND_STATUSES = ['OPEN', 'SETTLED', 'VOID'] as const;
export type GameRoundStatus = (typeof GAME_ROUND_STATUSES)[number];

/**
 * A vendor's round on the seamless-wallet game API (modules/game-api): what its debits staked and
 * its credit paid. Settled, it also becomes a row of `bets` (the records, team figures, VIP).
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vendor: text('vendor').notNull(),
    roundId: text('round_id').notNull(),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').notNull().references(() => games.id, { onDelete: 'cascade' }),
    stakeMinor: bigint('stake_minor', { mode: 'number' }).notNull().default(0),
    winMinor: bigint('win_minor', { mode: 'number' }).notNull().default(0),
    status: text('status', { enum: GAME_ROUND_STATUSES }).notNull().default('OPEN'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('game_rounds_vendor_round_uq').on(table.vendor, table.roundId),
    index('game_rounds_member_idx').on(table.memberId, table.id),
    check('game_rounds_amounts', sql`${table.stakeMinor} >= 0 AND ${table.winMinor} >= 0`),
  ],
);

export const GAME_TRANSACTION_KINDS = ['DEBIT', 'CREDIT', 'ROLLBACK'] as const;
export type GameTransactionKind = (typeof GAME_TRANSACTION_KINDS)[number];

/**
 * A vendor's transaction, once per (vendor, transaction id): a repeated call answers `balanceMinor`
 * as it was after the first. A rollback of a debit not (yet) seen is kept too, so that debit is refused.
 */
export const gameTransactions = pgTable(
  'game_transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vendor: text('vendor').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind', { enum: GAME_TRANSACTION_KINDS }).notNull(),
    roundRef: integer('round_ref').references(() => gameRounds.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** A rollback's debit. */
    refTransactionId: text('ref_transaction_id'),
    balanceMinor: bigint('balance_minor', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('game_transactions_vendor_tx_uq').on(table.vendor, table.transactionId),
    index('game_transactions_ref_idx').on(table.vendor, table.refTransactionId),
    check('game_transactions_amount', sql`${table.amountMinor} >= 0`),
  ],
);

/**
 * The game-API keys of outside vendors (the in-house vendor's is a signing key): 256-bit HMAC
 * secrets an operator issues, rotates and revokes (modules/game-vendors). A key is live until
 * `retiresAt`; the vendor's current key has none, and at most one such key per vendor exists. A
 * rotation sets the replaced key's `retiresAt` a stated overlap ahead, a revocation sets it to the
 * moment of the revocation.
 */
export const gameVendorKeys = pgTable(
  'game_vendor_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vendor: text('vendor').notNull().references(() => gameVendors.code, { onDelete: 'cascade' }),
    /** base64url, as the vendor was given it. */
    secret: text('secret').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    retiresAt: timestamp('retires_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('game_vendor_keys_current_uq').on(table.vendor).where(sql`${table.retiresAt} IS NULL`),
    index('game_vendor_keys_vendor_idx').on(table.vendor, table.id),
  ],
);

export type GameVendorKeyRow = typeof gameVendorKeys.$inferSelect;
