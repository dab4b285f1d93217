import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Server-side signing keys (launch tokens, proof-of-work challenges), one per purpose, made on
 * first use and kept with the data, so every instance on the database and every restart agree.
 */
export const signingKeys = pgTable('signing_keys', {
  purpose: text('purpose').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Solved proof-of-work challenges (by signature), kept until the challenge expires so each is accepted once. */
export const proofOfWorkUses = pgTable(
  'proof_of_work_uses',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('proof_of_work_uses_expires_at_idx').on(table.expiresAt)],
);
