import { and, asc, count, desc, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { FeedbackStatus, FeedbackType, PictureContentType } from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import { feedback, feedbackPictures, members, merchants, type FeedbackRow } from '../../db/schema.ts';

export type StoredPictureRef = { id: number; feedbackId: number; width: number; height: number };
export type NewFeedbackPicture = { contentType: PictureContentType; width: number; height: number; bytes: Buffer };

/** Feedback and its kept pictures, on the executor it is given: the database, or a transaction. */
export function createFeedbackRepository(db: AppDatabase) {
  return {
    async findByRequest(memberId: number, requestId: string): Promise<FeedbackRow | null> {
      const [row] = await db.select().from(feedback).where(and(eq(feedback.memberId, memberId), eq(feedback.requestId, requestId)));
      return row ?? null;
    },

    /** A new feedback with its pictures; null when the member's request id already made one (a concurrent repeat). */
    async insert(entry: { merchantId: number; memberId: number; requestId: string; type: FeedbackType; content: string }, pictures: NewFeedbackPicture[]): Promise<number | null> {
      const [row] = await db.insert(feedback).values(entry).onConflictDoNothing({ target: [feedback.memberId, feedback.requestId] }).returning({ id: feedback.id });
      if (!row) return null;
      if (pictures.length > 0) {
        await db.insert(feedbackPictures).values(pictures.map((picture, position) => ({
          feedbackId: row.id, position, contentType: picture.contentType, width: picture.width, height: picture.height, data: picture.bytes,
        })));
      }
      return row.id;
    },

    async findOwn(memberId: number, feedbackId: number): Promise<FeedbackRow | null> {
      const [row] = await db.select().from(feedback).where(and(eq(feedback.memberId, memberId), eq(feedback.id, feedbackId)));
      return row ?? null;
    },

    async find(feedbackId: number): Promise<FeedbackRow | null> {
      const [row] = await db.select().from(feedback).where(eq(feedback.id, feedbackId));
      return row ?? null;
    },

    /** The member's feedback, newest first. */
    async pageOwn(memberId: number, page: { pageNo: number; pageSize: number }): Promise<{ rows: FeedbackRow[]; total: number }> {
      const [rows, [totals]] = await Promise.all([
        db.select().from(feedback).where(eq(feedback.memberId, memberId)).orderBy(desc(feedback.id))
          .limit(page.pageSize).offset((page.pageNo - 1) * page.pageSize),
        db.select({ total: count() }).from(feedback).where(eq(feedback.memberId, memberId)),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /** A merchant's feedback in `status` (every status: null) with the members' account names, oldest first. */
    listForOperator(merchantId: number, status: FeedbackStatus | null, limit: number): Promise<Array<FeedbackRow & { account: string }>> {
      const where: SQL[] = [eq(feedback.merchantId, merchantId)];
      if (status) where.push(eq(feedback.status, status));
      return db.select({ ...getTableColumns(feedback), account: members.username }).from(feedback).innerJoin(members, eq(members.id, feedback.memberId))
        .where(and(...where)).orderBy(status === 'OPEN' ? asc(feedback.id) : desc(feedback.id)).limit(limit);
    },

    /** The member's account name and merchant code, as operators name them. */
    async namesOf(memberId: number): Promise<{ account: string; merchant: string }> {
      const [row] = await db.select({ account: members.username, merchant: merchants.code }).from(members)
        .innerJoin(merchants, eq(merchants.id, members.merchantId)).where(eq(members.id, memberId));
      return row ?? { account: '', merchant: '' };
    },

    /** The pictures of these feedbacks without their bytes, in upload order. */
    async pictureRefs(feedbackIds: number[]): Promise<Map<number, StoredPictureRef[]>> {
      const refs = new Map<number, StoredPictureRef[]>();
      if (feedbackIds.length === 0) return refs;
      const rows = await db.select({ id: feedbackPictures.id, feedbackId: feedbackPictures.feedbackId, width: feedbackPictures.width, height: feedbackPictures.height })
        .from(feedbackPictures).where(inArray(feedbackPictures.feedbackId, feedbackIds)).orderBy(asc(feedbackPictures.feedbackId), asc(feedbackPictures.position));
      for (const row of rows) refs.set(row.feedbackId, [...(refs.get(row.feedbackId) ?? []), row]);
      return refs;
    },

    /** The kept copies of a feedback's pictures, in upload order. */
    pictures(feedbackId: number): Promise<Array<{ contentType: PictureContentType; data: Buffer }>> {
      return db.select({ contentType: feedbackPictures.contentType, data: feedbackPictures.data }).from(feedbackPictures)
        .where(eq(feedbackPictures.feedbackId, feedbackId)).orderBy(asc(feedbackPictures.position));
    },

    /** One picture when it belongs to a feedback of `memberId`; null for any other. */
    async ownPicture(memberId: number, pictureId: number): Promise<{ contentType: PictureContentType; data: Buffer } | null> {
      const [row] = await db.select({ contentType: feedbackPictures.contentType, data: feedbackPictures.data }).from(feedbackPictures)
        .innerJoin(feedback, eq(feedback.id, feedbackPictures.feedbackId))
        .where(and(eq(feedbackPictures.id, pictureId), eq(feedback.memberId, memberId)));
      return row ?? null;
    },

    /** The feedback locked until the transaction ends (an operator's decision reads and changes it at once). */
    async lock(feedbackId: number): Promise<FeedbackRow | null> {
      const [row] = await db.select().from(feedback).where(eq(feedback.id, feedbackId)).for('update');
      return row ?? null;
    },

    async update(feedbackId: number, change: Partial<Pick<FeedbackRow, 'status' | 'reply' | 'repliedBy' | 'repliedAt' | 'closedAt'>>): Promise<FeedbackRow> {
      const [row] = await db.update(feedback).set(change).where(eq(feedback.id, feedbackId)).returning();
      return row!;
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
