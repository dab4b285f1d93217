import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { IdentityStatus, PictureContentType } from '@m/contract';
import { bytea } from './bytea.ts';
import { members } from './members.ts';
import { merchants } from './merchants.ts';
import { operators } from './operators.ts';

/**
 * A member's identity verification, one per member: what they last sent (a new sending after a
 * rejection replaces it) and the operator's decision. The date of birth lives on `members`
 * (`birth_date`, which other modules read). The two pictures are the server's re-encoded copies
 * (lib/picture.ts), served only to operators.
 */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull().unique().references(() => members.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id').notNull().references(() => merchants.id, { onDelete: 'cascade' }),
    status: text('status').$type<Exclude<IdentityStatus, 'NOT_SUBMITTED'>>().notNull(),
    fullName: text('full_name').notNull(),
    idPictureType: text('id_picture_type').$type<PictureContentType>().notNull(),
    idPicture: bytea('id_picture').notNull(),
    selfieType: text('selfie_type').$type<PictureContentType>().notNull(),
    selfie: bytea('selfie').notNull(),
    reason: text('reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer('decided_by').references(() => operators.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [index('identity_verifications_merchant_status_idx').on(table.merchantId, table.status, table.id)],
);

export type IdentityVerificationRow = typeof identityVerifications.$inferSelect;
