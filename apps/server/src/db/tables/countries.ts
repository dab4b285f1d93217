import { integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  code: varchar('code', { length: 2 }).primaryKey(),
  dialingCode: text('dialing_code').notNull(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export type CountryRow = typeof countries.$inferSelect;
