import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Seed steps already applied to this database (see db/seed.ts). */
export const seedSteps = pgTable('seed_steps', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
