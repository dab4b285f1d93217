import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { FeedbackStatus, FeedbackType, PictureContentType } from '@m/contract';
import { bytea } from './bytea.ts';
import { members } from './members.ts';
import { merchants } from './merchants.ts';
import { operators } from './operators.ts';

/** A member's feedback (spec §7 FEEDBACK3): OPEN until an operator replies or closes it. */
export const feedback = pgTable(
  'feedback',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull().references(() => merchants.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    /** The form's own id: a repeated submit answers the feedback the first one made. */
    requestId: text('request_id').notNull(),
    type: text('type').$type<FeedbackType>().notNull(),
    content: text('content').notNull(),
    status: text('status').$type<FeedbackStatus>().notNull().default('OPEN'),
    reply: text('reply'),
    repliedBy: integer('replied_by').references(() => operators.id),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('feedback_member_request_uq').on(table.memberId, table.requestId),
    index('feedback_member_created_idx').on(table.memberId, table.id),
    index('feedback_merchant_status_idx').on(table.merchantId, table.status, table.id),
  ],
);

export type FeedbackRow = typeof feedback.$inferSelect;

/** A feedback's pictures: the server's re-encoded copies (lib/picture.ts), never the upload. */
export const feedbackPictures = pgTable(
  'feedback_pictures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    feedbackId: integer('feedback_id').notNull().references(() => feedback.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    contentType: text('content_type').$type<PictureContentType>().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [uniqueIndex('feedback_pictures_feedback_position_uq').on(table.feedbackId, table.position)],
);
