import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { PictureContentType } from '@m/contract';
import { bytea } from './bytea.ts';
import { members } from './members.ts';

/**
 * A member's profile picture (spec §7 head icon): one of the merchant's avatars (`preset`), or the
 * server's re-encoded square copy of the member's upload (lib/picture.ts), never the upload itself.
 */
export const memberAvatars = pgTable(
  'member_avatars',
  {
    memberId: integer('member_id').primaryKey().references(() => members.id, { onDelete: 'cascade' }),
    preset: smallint('preset'),
    contentType: text('content_type').$type<PictureContentType>(),
    data: bytea('data'),
    /** Counts the member's changes: an upload is asked for by its version, so no cache shows an earlier one. */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('member_avatars_preset_or_picture', sql`(${table.preset} is null) = (${table.data} is not null and ${table.contentType} is not null)`),
  ],
);
