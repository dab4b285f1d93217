import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { merchants } from './merchants.ts';

export const OPERATOR_STATUS = { ACTIVE: 'ACTIVE', DISABLED: 'DISABLED' } as const;
export type OperatorStatus = (typeof OPERATOR_STATUS)[keyof typeof OPERATOR_STATUS];

/** Back-office accounts: one merchant's (`merchantId`) or every merchant's (null). Never members. */
export const operators = pgTable(
  'operators',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    merchantId: integer('merchant_id').references(() => merchants.id, { onDelete: 'cascade' }),
    status: text('status').$type<OperatorStatus>().notNull().default(OPERATOR_STATUS.ACTIVE),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
  },
  (table) => [uniqueIndex('operators_username_uq').on(sql`lower(${table.username})`)],
);

export type Operator = typeof operators.$inferSelect;

/** Operator session tokens: only the SHA-256 of the random token is stored; they expire and are revoked on logout. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    operatorId: integer('operator_id').notNull().references(() => operators.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('operator_sessions_operator_idx').on(table.operatorId)],
);

/** Failed operator logins, per username and address, for the rules of the login guard. */
export const operatorLoginFailures = pgTable(
  'operator_login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    usernameKey: text('username_key').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('operator_login_failures_username_idx').on(table.usernameKey, table.createdAt),
    index('operator_login_failures_ip_idx').on(table.ip, table.createdAt),
  ],
);

export const OPERATOR_ACTIONS = [
  'login', 'logout', 'withdrawal.approve', 'withdrawal.reject', 'deposit.confirm', 'deposit.reject', 'balance.adjust', 'job.rerun',
  'promotion.issue', 'promotion.reject', 'promotion.create', 'promotion.state', 'promotion.prizes',
  'rebate.rate', 'referral.rule', 'red-rain.schedule', 'red-rain.cancel',
  'inbox.broadcast',
  'feedback.reply', 'feedback.close',
  'chat.reply', 'chat.close',
  'identity.approve', 'identity.reject',
  'protection.view',
  'vip.level',
  'agent-rebate.rate',
  'sports.market', 'sports.result',
  'game-vendor-key.issue', 'game-vendor-key.rotate', 'game-vendor-key.revoke',
] as const;
export type OperatorActionKind = (typeof OPERATOR_ACTIONS)[number];

/**
 * The audit log: every operator action, who did it, on what, when and why. Rows are only ever
 * added. `requestId` makes an adjustment idempotent: one row per operator and request id, so an
 * operator's ids tell nothing about another's.
 */
export const operatorActions = pgTable(
  'operator_actions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    operatorId: integer('operator_id').notNull().references(() => operators.id),
    action: text('action').$type<OperatorActionKind>().notNull(),
    merchantId: integer('merchant_id').references(() => merchants.id),
    memberId: integer('member_id').references(() => members.id),
    /** The withdrawal, deposit order, ledger transfer or job run acted on. */
    subjectId: bigint('subject_id', { mode: 'number' }),
    amountMinor: bigint('amount_minor', { mode: 'number' }),
    reason: text('reason'),
    requestId: text('request_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('operator_actions_operator_idx').on(table.operatorId, table.createdAt),
    uniqueIndex('operator_actions_operator_request_uq').on(table.operatorId, table.requestId),
  ],
);

export type OperatorAction = typeof operatorActions.$inferSelect;
