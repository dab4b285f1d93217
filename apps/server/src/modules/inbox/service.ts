import {
  type InboxCount, type InboxMessage, type InboxMessageParams, type InboxPage, type InboxUnread, type LanguageCode,
  type OperatorBroadcast, type OperatorBroadcastRequest, type OperatorMemberMessage,
} from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import type { BroadcastTexts, StoredMessageParams } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { inLanguage } from '../../lib/in-language.ts';
import type { OperatorAudit } from '../../lib/operator-audit.ts';
import type { MemberAccounts } from '../session/member-accounts.ts';
import { createInboxRepository, type StoredMessage } from './repository.ts';

const SUPPORT_LIST_LIMIT = 100;
const FALLBACK_LANGUAGE: LanguageCode = 'EN';

const textOf = (texts: BroadcastTexts, language: LanguageCode) => inLanguage(texts, language) ?? { title: '', body: '' };

/** The facts as the member reads them: a reward names its promotion in the member's language. */
function paramsOf({ promotionTitles, ...params }: StoredMessageParams, language: LanguageCode): InboxMessageParams {
  const promotion = promotionTitles && inLanguage(promotionTitles, language);
  return promotion === undefined ? params : { ...params, promotion };
}

const messageView = (message: StoredMessage, language: LanguageCode): InboxMessage => ({
  id: message.id,
  kind: message.kind,
  params: paramsOf(message.params, language),
  ...(message.texts ? textOf(message.texts, language) : {}),
  read: message.readAt !== null,
  createdAt: message.createdAt.getTime(),
});

/**
 * The member's inbox: messages the events of their account wrote (see `writeInboxMessage`) and
 * operators' broadcasts, each with the member's own read and delete state. Every call names the
 * member, and only that member's rows are ever read or changed: another member's id is not found.
 */
export function createInboxService(deps: { db: AppDatabase; members: Pick<MemberAccounts, 'findByUsername'>; clock?: () => number }) {
  const { db } = deps;
  const now = () => new Date((deps.clock ?? Date.now)());
  const repository = createInboxRepository(db);
  const unread = async (memberId: number): Promise<InboxUnread> => ({ unreadCount: await repository.unreadCount(memberId) });

  return {
    unreadCount: async (memberId: number): Promise<InboxCount> => ({ count: await repository.unreadCount(memberId) }),
    count: async (memberId: number): Promise<InboxCount> => ({ count: await repository.count(memberId) }),

    async list(memberId: number, language: LanguageCode, query: { pageNo: number; pageSize: number }): Promise<InboxPage> {
      const [rows, totalCount] = await Promise.all([
        repository.pageOf(memberId, { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize }),
        repository.count(memberId),
      ]);
      return {
        list: rows.map((row) => messageView(row, language)),
        pageNum: query.pageNo,
        totalPages: Math.ceil(totalCount / query.pageSize),
        totalCount,
      };
    },

    async message(memberId: number, language: LanguageCode, id: number): Promise<InboxMessage> {
      const message = await repository.findOwn(memberId, id);
      if (!message) throw new AppError('not.found', { value: { field: 'id' } });
      return messageView(message, language);
    },

    async read(memberId: number, id: number): Promise<InboxUnread> {
      if (!(await repository.markRead(memberId, id, now()))) throw new AppError('not.found', { value: { field: 'id' } });
      return unread(memberId);
    },

    async readAll(memberId: number): Promise<InboxUnread> {
      await repository.markAllRead(memberId, now());
      return unread(memberId);
    },

    async remove(memberId: number, id: number): Promise<InboxUnread> {
      if (!(await repository.remove(memberId, id, now()))) throw new AppError('not.found', { value: { field: 'id' } });
      return unread(memberId);
    },

    // ---- operator actions (the operator API and CLI call these) ----

    /** Writes a broadcast to the merchant's members (of one type when given), audited in the same transaction. */
    broadcast(
      input: { merchantId: number; merchantCode: string; operatorId: number | null; request: Pick<OperatorBroadcastRequest, 'memberType' | 'texts'>; audit: OperatorAudit },
    ): Promise<OperatorBroadcast> {
      const memberType = input.request.memberType ?? null;
      return db.transaction(async (tx) => {
        const { id, recipients } = await createInboxRepository(tx).broadcast({
          merchantId: input.merchantId, memberType, texts: input.request.texts, operatorId: input.operatorId,
        });
        const english = textOf(input.request.texts, FALLBACK_LANGUAGE);
        await input.audit(tx, { merchantId: input.merchantId, subjectId: id, details: { memberType, recipients, title: english.title, languages: Object.keys(input.request.texts) } });
        return { id, merchant: input.merchantCode, memberType, recipients };
      });
    },

    /** The newest messages of the merchant's member `account`, deleted ones included (support's view). */
    async listForSupport(merchantId: number, account: string): Promise<OperatorMemberMessage[]> {
      const member = await deps.members.findByUsername(merchantId, account);
      if (!member) throw new AppError('user.not.exist');
      return (await repository.listForSupport(member.id, SUPPORT_LIST_LIMIT)).map((row) => ({
        id: row.id, kind: row.kind, params: paramsOf(row.params, FALLBACK_LANGUAGE), title: row.texts ? textOf(row.texts, FALLBACK_LANGUAGE).title : null,
        read: row.readAt !== null, deleted: row.deletedAt !== null, createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
