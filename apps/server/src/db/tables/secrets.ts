import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Server-side signing keys (launch tokens, proof-of-work challenges), one per purpose, made on
 * first use and kept with the data, so every instance on the database and every restart agree.
 */
export const signingKeys = pgTable('signing_keys', {
  purpose: text('purpose').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
