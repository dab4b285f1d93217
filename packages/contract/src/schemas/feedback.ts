import { z } from 'zod';
import { pageSchema } from '../envelope.ts';
import { bodyId, text, wireInteger } from '../input-rules.ts';
import { lazySchema } from '../lazy-schema.ts';
import { operatorMerchantCodeSchema } from './operator-fields.ts';
import { PICTURES_MAX_COUNT, pictureUploadSchema, storedPictureSchema } from './picture.ts';

/** What a member's feedback is about (the form's type select). */
export const FEEDBACK_TYPES = ['deposit', 'withdrawal', 'game', 'account', 'suggestion', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** OPEN until an operator replies (REPLIED) or closes it (CLOSED); a replied one may still be closed. */
export const FEEDBACK_STATUSES = ['OPEN', 'REPLIED', 'CLOSED'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** The most characters a feedback's content may have whatever the merchant's word bounds (a wall against a huge body). */
export const FEEDBACK_CONTENT_MAX_CHARS = 5000;
/** The most characters of an operator's reply. */
export const FEEDBACK_REPLY_MAX_CHARS = 2000;
export const FEEDBACK_PAGE_SIZE_MAX = 50;

/** GET /wps/feedback/settings: the form's choices and bounds, the merchant's (the server enforces the same). */
export const feedbackSettingsSchema = lazySchema(() => z.object({
  types: z.array(z.enum(FEEDBACK_TYPES)),
  minWords: z.number().int(),
  maxWords: z.number().int(),
  maxPictures: z.number().int(),
  maxPictureBytes: z.number().int(),
}));
export type FeedbackSettings = z.infer<typeof feedbackSettingsSchema>;

/** PUT /wps/feedback. */
export const feedbackRequestSchema = lazySchema(() => z.object({
  /** Made once per form by the app: a repeated send with the same id answers the feedback the first one made. */
  requestId: text().regex(/^[A-Za-z0-9_-]{16,64}$/, 'request id'),
  type: z.enum(FEEDBACK_TYPES),
  content: text().trim().min(1).max(FEEDBACK_CONTENT_MAX_CHARS),
  pictures: z.array(pictureUploadSchema).max(PICTURES_MAX_COUNT).default([]),
}).strict());
export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;

/** A kept picture of a feedback: fetched by its id from GET /wps/feedback/picture. */
export const feedbackPictureRefSchema = lazySchema(() => z.object({
  id: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
}));
export type FeedbackPictureRef = z.infer<typeof feedbackPictureRefSchema>;

/** One of the member's feedbacks (epoch milliseconds). */
export const feedbackSchema = lazySchema(() => z.object({
  id: z.number().int(),
  type: z.enum(FEEDBACK_TYPES),
  content: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  pictures: z.array(feedbackPictureRefSchema),
  /** The operator's reply; null until there is one. */
  reply: z.string().nullable(),
  repliedAt: z.number().nullable(),
  createdAt: z.number(),
}));
export type Feedback = z.infer<typeof feedbackSchema>;

/** GET /wps/feedback/list: the member's feedback, newest first. */
export const feedbackListQuerySchema = lazySchema(() => z.object({
  pageNo: wireInteger({ min: 1, max: 10_000 }).default(1),
  pageSize: wireInteger({ min: 1, max: FEEDBACK_PAGE_SIZE_MAX }).default(20),
}).strict());
export type FeedbackListQuery = z.input<typeof feedbackListQuerySchema>;

export const feedbackListSchema = lazySchema(() => pageSchema(feedbackSchema));
export type FeedbackList = z.infer<typeof feedbackListSchema>;

/** GET /wps/feedback/detail and /wps/feedback/picture: one of the member's own (another member's answers not.found). */
export const feedbackIdQuerySchema = lazySchema(() => z.object({ id: wireInteger({ min: 1, max: 2_147_483_647 }) }).strict());

/** The server's own re-encoded copy of a feedback picture. */
export const feedbackPictureSchema = storedPictureSchema;

// ---- operator ---------------------------------------------------------------------------------

export const OPERATOR_FEEDBACK_FILTERS = ['OPEN', 'REPLIED', 'CLOSED', 'ALL'] as const;

/** GET /ops/api/feedback: a merchant's feedback, OPEN by default, oldest waiting first. */
export const operatorFeedbackListQuerySchema = lazySchema(() => z.object({
  merchant: operatorMerchantCodeSchema,
  status: z.enum(OPERATOR_FEEDBACK_FILTERS).default('OPEN'),
}).strict());
export type OperatorFeedbackListQuery = z.input<typeof operatorFeedbackListQuerySchema>;

export const operatorFeedbackSchema = lazySchema(() => z.object({
  id: z.number().int(),
  merchant: z.string(),
  account: z.string(),
  type: z.enum(FEEDBACK_TYPES),
  status: z.enum(FEEDBACK_STATUSES),
  content: z.string(),
  pictures: z.number().int(),
  reply: z.string().nullable(),
  createdAt: z.string(),
  repliedAt: z.string().nullable(),
}));
export type OperatorFeedback = z.infer<typeof operatorFeedbackSchema>;

/** GET /ops/api/feedback/detail: one feedback with its pictures (the kept copies). */
export const operatorFeedbackDetailSchema = lazySchema(() => operatorFeedbackSchema.extend({
  pictures: z.array(storedPictureSchema),
}));
export type OperatorFeedbackDetail = z.infer<typeof operatorFeedbackDetailSchema>;

export const operatorFeedbackIdQuerySchema = lazySchema(() => z.object({ id: wireInteger({ min: 1, max: 2_147_483_647 }) }).strict());

/** POST /ops/api/feedback/reply: the reply the member reads; the feedback becomes REPLIED. */
export const operatorFeedbackReplySchema = lazySchema(() => z.object({
  id: bodyId(),
  reply: text().trim().min(1).max(FEEDBACK_REPLY_MAX_CHARS),
}).strict());

/** POST /ops/api/feedback/close. */
export const operatorFeedbackCloseSchema = lazySchema(() => z.object({ id: bodyId() }).strict());
