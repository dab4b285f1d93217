import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The RSA key pairs of the encryption envelope; the oldest one is served, all are accepted. */
export const rsaKeys = pgTable('rsa_keys', {
  kid: text('kid').primaryKey(),
  privateKeyPem: text('private_key_pem').notNull(),
  publicSpki: text('public_spki').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Nonces of encrypted requests, kept until their timestamp window has passed (replay guard). */
export const requestNonces = pgTable(
  'request_nonces',
  {
    nonce: text('nonce').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('request_nonces_expires_at_idx').on(table.expiresAt)],
);
