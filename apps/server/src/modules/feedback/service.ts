import {
  countWords, FEEDBACK_TYPES, PICTURE_MAX_BYTES, PICTURES_MAX_COUNT,
  type Feedback, type FeedbackList, type FeedbackRequest, type FeedbackSettings, type FeedbackStatus, type OperatorFeedback,
  type OperatorFeedbackDetail, type StoredPicture,
} from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import type { FeedbackRow, Merchant } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OperatorAudit } from '../../lib/operator-audit.ts';
import { checkedPictures } from '../../lib/picture.ts';
import { statusMachine } from '../../lib/status-machine.ts';
import { writeInboxMessage } from '../inbox/writer.ts';
import { createFeedbackRepository, type StoredPictureRef } from './repository.ts';

/** An operator replies (again, to correct it) until the feedback is closed; closing twice answers it as it is. */
const feedbackStatus = statusMachine<FeedbackStatus, 'reply' | 'close'>({
  name: 'feedback',
  transitions: [['OPEN', 'reply', 'REPLIED'], ['REPLIED', 'reply', 'REPLIED'], ['OPEN', 'close', 'CLOSED'], ['REPLIED', 'close', 'CLOSED']],
  repeats: [['CLOSED', 'close']],
});

/** How many feedbacks an operator's list shows at once. */
const OPERATOR_LIST_LIMIT = 200;

const memberView = (row: FeedbackRow, pictures: StoredPictureRef[]): Feedback => ({
  id: row.id,
  type: row.type,
  content: row.content,
  status: row.status,
  pictures: pictures.map(({ id, width, height }) => ({ id, width, height })),
  reply: row.reply,
  repliedAt: row.repliedAt?.getTime() ?? null,
  createdAt: row.createdAt.getTime(),
});

const operatorView = (row: FeedbackRow, merchant: string, account: string, pictures: number): OperatorFeedback => ({
  id: row.id,
  merchant,
  account,
  type: row.type,
  status: row.status,
  content: row.content,
  pictures,
  reply: row.reply,
  createdAt: row.createdAt.toISOString(),
  repliedAt: row.repliedAt?.toISOString() ?? null,
});

const servedPicture = (picture: { contentType: StoredPicture['contentType']; data: Buffer }): StoredPicture =>
  ({ contentType: picture.contentType, data: picture.data.toString('base64') });

/**
 * Members' feedback (spec §7 FEEDBACK3): a type, content within the merchant's word bounds and up
 * to 3 pictures, each kept only as the server's re-encoded copy. A member reads only their own; an
 * operator of the merchant replies and closes, each audited in the change's transaction.
 */
export function createFeedbackService(deps: { db: AppDatabase; clock?: () => number }) {
  const { db } = deps;
  const clock = deps.clock ?? Date.now;
  const repository = createFeedbackRepository(db);

  async function withPictures(rows: FeedbackRow[]): Promise<Feedback[]> {
    const pictures = await repository.pictureRefs(rows.map((row) => row.id));
    return rows.map((row) => memberView(row, pictures.get(row.id) ?? []));
  }

  /** The feedback when the operator (of `scope`, null: of every merchant) may act on it. */
  async function inScope(executor: ReturnType<typeof createFeedbackRepository>, scope: number | null, feedbackId: number, lock = false): Promise<FeedbackRow> {
    const row = lock ? await executor.lock(feedbackId) : await executor.find(feedbackId);
    if (!row) throw new AppError('not.found');
    if (scope !== null && row.merchantId !== scope) throw new AppError('permission.denied');
    return row;
  }

  async function operatorAnswer(row: FeedbackRow): Promise<OperatorFeedback> {
    const [names, pictures] = await Promise.all([repository.namesOf(row.memberId), repository.pictureRefs([row.id])]);
    return operatorView(row, names.merchant, names.account, pictures.get(row.id)?.length ?? 0);
  }

  return {
    settings(merchant: Merchant): FeedbackSettings {
      return {
        types: [...FEEDBACK_TYPES], minWords: merchant.feedbackMinWords, maxWords: merchant.feedbackMaxWords,
        maxPictures: PICTURES_MAX_COUNT, maxPictureBytes: PICTURE_MAX_BYTES,
      };
    },

    /**
     * Keeps a member's feedback. A repeated request id answers the feedback the first send made. The
     * word count is the contract's (`countWords`), within the merchant's bounds; every picture is
     * checked from its bytes and re-encoded before anything is written.
     */
    async submit(merchant: Merchant, memberId: number, request: FeedbackRequest): Promise<Feedback> {
      const earlier = await repository.findByRequest(memberId, request.requestId);
      if (earlier) return (await withPictures([earlier]))[0]!;
      const content = request.content.trim();
      const words = countWords(content);
      if (words < merchant.feedbackMinWords || words > merchant.feedbackMaxWords) {
        throw new AppError('feedback.words.range', { value: { field: 'content', min: merchant.feedbackMinWords, max: merchant.feedbackMaxWords } });
      }
      const pictures = await checkedPictures(request.pictures ?? [], { refusal: 'feedback.picture.invalid' });
      const id = await db.transaction(async (tx) =>
        createFeedbackRepository(tx).insert({ merchantId: merchant.id, memberId, requestId: request.requestId, type: request.type, content }, pictures));
      const row = id === null ? await repository.findByRequest(memberId, request.requestId) : await repository.findOwn(memberId, id);
      return (await withPictures([row!]))[0]!;
    },

    async list(memberId: number, query: { pageNo: number; pageSize: number }): Promise<FeedbackList> {
      const { rows, total } = await repository.pageOwn(memberId, query);
      return { list: await withPictures(rows), pageNum: query.pageNo, totalPages: Math.ceil(total / query.pageSize), totalCount: total };
    },

    /** One of the member's own; any other answers not.found (the same as one that does not exist). */
    async detail(memberId: number, feedbackId: number): Promise<Feedback> {
      const row = await repository.findOwn(memberId, feedbackId);
      if (!row) throw new AppError('not.found');
      return (await withPictures([row]))[0]!;
    },

    /** The kept copy of a picture of the member's own feedback; any other answers not.found. */
    async picture(memberId: number, pictureId: number): Promise<StoredPicture> {
      const picture = await repository.ownPicture(memberId, pictureId);
      if (!picture) throw new AppError('not.found');
      return servedPicture(picture);
    },

    async operatorList(merchant: Merchant, status: FeedbackStatus | 'ALL'): Promise<OperatorFeedback[]> {
      const rows = await repository.listForOperator(merchant.id, status === 'ALL' ? null : status, OPERATOR_LIST_LIMIT);
      const pictures = await repository.pictureRefs(rows.map((row) => row.id));
      return rows.map((row) => operatorView(row, merchant.code, row.account, pictures.get(row.id)?.length ?? 0));
    },

    async operatorDetail(scope: number | null, feedbackId: number): Promise<OperatorFeedbackDetail> {
      const row = await inScope(repository, scope, feedbackId);
      const [answer, pictures] = await Promise.all([operatorAnswer(row), repository.pictures(row.id)]);
      return { ...answer, pictures: pictures.map(servedPicture) };
    },

    /** The operator's reply, which the member reads with the feedback; audited with the reply before and after. */
    async reply(scope: number | null, operatorId: number, feedbackId: number, reply: string, audit: OperatorAudit): Promise<OperatorFeedback> {
      const row = await db.transaction(async (tx) => {
        const entries = createFeedbackRepository(tx);
        const current = await inScope(entries, scope, feedbackId, true);
        const { to } = feedbackStatus.step(current.status, 'reply');
        const text = reply.trim();
        const updated = await entries.update(current.id, { status: to, reply: text, repliedBy: operatorId, repliedAt: new Date(clock()) });
        // The member hears of an answer (or a corrected one) in their inbox, with the answer itself.
        if (text !== current.reply) await writeInboxMessage(tx, current.memberId, { kind: 'FEEDBACK_REPLIED', params: {} });
        await audit(tx, {
          merchantId: current.merchantId, memberId: current.memberId, subjectId: current.id,
          details: { from: current.status, to, previousReply: current.reply, reply: text },
        });
        return updated;
      });
      return operatorAnswer(row);
    },

    /** Closes a feedback (done with); closing a closed one answers it unchanged and is not audited twice. */
    async close(scope: number | null, feedbackId: number, audit: OperatorAudit): Promise<OperatorFeedback> {
      const row = await db.transaction(async (tx) => {
        const entries = createFeedbackRepository(tx);
        const current = await inScope(entries, scope, feedbackId, true);
        const { to, changed } = feedbackStatus.step(current.status, 'close');
        if (!changed) return current;
        const updated = await entries.update(current.id, { status: to, closedAt: new Date(clock()) });
        await audit(tx, { merchantId: current.merchantId, memberId: current.memberId, subjectId: current.id, details: { from: current.status, to } });
        return updated;
      });
      return operatorAnswer(row);
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
