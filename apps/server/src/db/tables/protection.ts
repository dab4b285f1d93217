import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ExclusionKind } from '@m/contract';
import { members } from './members.ts';

/**
 * A member's player protection: the reality check's interval and their own exclusion from play.
 * An exclusion is in force while `exclusionKind` is set and `excludedUntil` is null (permanent) or
 * later than now; it is only ever lengthened (modules/protection), never lifted or shortened.
 */
export const memberProtection = pgTable('member_protection', {
  memberId: integer('member_id').primaryKey().references(() => members.id, { onDelete: 'cascade' }),
  /** The reality check's interval; 0: off. */
  realityCheckSeconds: integer('reality_check_seconds').notNull().default(0),
  exclusionKind: text('exclusion_kind').$type<ExclusionKind>(),
  excludedUntil: timestamp('excluded_until', { withTimezone: true }),
  /** When the exclusion in force was set or last lengthened. */
  exclusionSetAt: timestamp('exclusion_set_at', { withTimezone: true }),
});

export type MemberProtectionRow = typeof memberProtection.$inferSelect;
