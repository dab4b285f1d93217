import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SocialProvider } from '@m/contract';
import { merchants } from './merchants.ts';

export const MEMBER_STATUS = { ACTIVE: 'ACTIVE', DISABLED: 'DISABLED' } as const;
export type MemberStatus = (typeof MEMBER_STATUS)[keyof typeof MEMBER_STATUS];

/** Registration fields kept as given, with no rule of their own on the server. */
export type MemberProfile = Partial<Record<'idNumber' | 'qqNum' | 'facebook' | 'wechat' | 'line' | 'whatsapp' | 'zalo' | 'recommenderId', string>>;

/** Player, trial and agent accounts of a merchant; `type` follows the contract's member types. */
export const members = pgTable(
  'members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull().references(() => merchants.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    mobile: text('mobile'),
    countryDialingCode: text('country_dialing_code'),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    paymentPasswordHash: text('payment_password_hash'),
    type: integer('type').notNull().default(0),
    nickname: text('nickname'),
    payeeName: text('payee_name'),
    profile: jsonb('profile').$type<MemberProfile>().notNull().default({}),
    affiliateCode: text('affiliate_code'),
    parentId: integer('parent_id').references((): AnyPgColumn => members.id, { onDelete: 'set null' }),
    toUpline: boolean('to_upline').notNull().default(false),
    clubLabel: text('club_label').notNull().default('VIP0'),
    status: text('status').$type<MemberStatus>().notNull().default(MEMBER_STATUS.ACTIVE),
    registerMethod: text('register_method'),
    registerUrl: text('register_url'),
    regDate: timestamp('reg_date', { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    /** YYYY-MM-DD as the member gave it with their identity verification (the VIP birthday bonus reads it too); null until known. */
    birthDate: date('birth_date'),
  },
  (table) => [
    uniqueIndex('members_merchant_username_uq').on(table.merchantId, sql`lower(${table.username})`),
    uniqueIndex('members_merchant_mobile_uq').on(table.merchantId, table.mobile),
    uniqueIndex('members_merchant_affiliate_code_uq').on(table.merchantId, table.affiliateCode),
    index('members_parent_idx').on(table.parentId),
  ],
);

export type Member = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;

/** Session tokens: only the SHA-256 of the random token is stored. */
export const memberSessions = pgTable(
  'member_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    /** What the member's session list names it by: never the row's number. */
    publicId: uuid('public_id').notNull().defaultRandom().unique(),
    device: text('device'),
    /** The login's User-Agent (cut to 512 characters), read into a browser and system when listed. */
    userAgent: text('user_agent'),
    /** The address of the latest use, written with `last_seen_at` at most once a minute. */
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('member_sessions_member_idx').on(table.memberId)],
);

/** Account rules a merchant can change; a merchant without a row gets the defaults. */
export const merchantAccountSettings = pgTable('merchant_account_settings', {
  merchantId: integer('merchant_id').primaryKey().references(() => merchants.id, { onDelete: 'cascade' }),
  /** A new login revokes the member's other sessions. */
  singleSession: boolean('single_session').notNull().default(false),
});

/**
 * Wrong entries in a row of one of a member's secrets, counted as each entry is let through to be
 * checked, and the end of the lock the last entry allowed started (see modules/secret-guard).
 */
export const memberSecretGuard = (name: string) => pgTable(name, {
  memberId: integer('member_id').primaryKey().references(() => members.id, { onDelete: 'cascade' }),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

export type MemberSecretGuardTable = ReturnType<typeof memberSecretGuard>;

/** The login password entered on a signed-in session (changing the password). */
export const loginPasswordGuards = memberSecretGuard('login_password_guards');

/** Failed logins, counted per username and per address for the captcha and lock rules. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull().references(() => merchants.id, { onDelete: 'cascade' }),
    usernameKey: text('username_key').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('login_failures_username_idx').on(table.merchantId, table.usernameKey, table.createdAt),
    index('login_failures_ip_idx').on(table.merchantId, table.ip, table.createdAt),
  ],
);

/** A username locked after too many failed logins, until `lockedUntil`. */
export const loginLocks = pgTable(
  'login_locks',
  {
    merchantId: integer('merchant_id').notNull().references(() => merchants.id, { onDelete: 'cascade' }),
    usernameKey: text('username_key').notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.usernameKey] })],
);

/** Captcha answers, hashed, single use. */
export const captchas = pgTable(
  'captchas',
  {
    id: text('id').primaryKey(),
    answerHash: text('answer_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('captchas_expires_at_idx').on(table.expiresAt)],
);

/** One-time codes sent by SMS, hashed, with an attempt counter. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull().references(() => merchants.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    index('verification_codes_recipient_idx').on(table.merchantId, table.recipient, table.createdAt),
    index('verification_codes_ip_idx').on(table.ip, table.createdAt),
  ],
);

/** Messages the default notifier "sent": SMS and e-mail land here (and in the log). */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull().references(() => merchants.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_recipient_idx').on(table.recipient, table.id)],
);

/** Links sent by the forgot-password e-mail; only the token's hash is kept. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** OpenID Connect settings of a merchant's social sign-in: issuer, audience and the signing keys (JWKS). */
export const identityProviders = pgTable(
  'identity_providers',
  {
    merchantId: integer('merchant_id').notNull().references(() => merchants.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<SocialProvider>().notNull(),
    issuer: text('issuer').notNull(),
    audience: text('audience').notNull(),
    jwks: jsonb('jwks').$type<{ keys: Record<string, unknown>[] }>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.provider] })],
);

/** A verified social subject and the member it signs in as. */
export const memberIdentities = pgTable(
  'member_identities',
  {
    merchantId: integer('merchant_id').notNull().references(() => merchants.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<SocialProvider>().notNull(),
    subject: text('subject').notNull(),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.provider, table.subject] })],
);
