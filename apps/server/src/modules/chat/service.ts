import { randomBytes } from 'node:crypto';
import type {
  Chat, ChatEvent, ChatHistory, ChatHistoryQuery, ChatMessage, ChatSender, OperatorChat, PictureUpload, StoredPicture,
} from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OperatorAudit } from '../../lib/operator-audit.ts';
import type { OperatorSession } from '../../lib/operator-context.ts';
import { checkedPictures } from '../../lib/picture.ts';
import { hashToken } from '../../lib/token-hash.ts';
import { createChatRepository, type ChatMessageRow, type ChatRow, type OperatorChatRow, type StoredChatPicture } from './repository.ts';

/** Who calls the chat endpoints: a member (their session) or a guest (the token of their one chat). */
export type ChatParty =
  | { kind: 'member'; memberId: number; merchantId: number }
  | { kind: 'guest'; chatId: number; merchantId: number };

/** How long a typing signal shows without another. */
export const TYPING_MS = 6_000;
/** Guest chats one address may start in `GUEST_WINDOW_MS` (a bot filling the operators' desk). */
export const GUEST_CHATS_PER_ADDRESS = 5;
export const GUEST_WINDOW_MS = 60 * 60 * 1000;
/** The messages the operator's view of a chat carries. */
const OPERATOR_HISTORY = 200;

const iso = (moment: Date | null) => moment?.toISOString() ?? null;
const typingUntil = (moment: Date | null, now: number) => (moment && moment.getTime() > now ? moment.toISOString() : null);

const toChat = (row: ChatRow, now: number): Chat => ({
  id: row.id, status: row.status, guestName: row.guestName, lastMessageId: row.lastMessageId, operatorReadUpTo: row.operatorReadUpTo,
  readUpTo: row.memberReadUpTo, operatorTypingUntil: typingUntil(row.operatorTypingUntil, now), rating: row.rating, createdAt: row.createdAt.toISOString(),
});

const toMessage = (row: ChatMessageRow): ChatMessage => ({
  id: row.id, sender: row.sender, clientMessageId: row.sender === 'OPERATOR' ? null : row.clientMessageId, text: row.text,
  pictures: row.pictureCount, createdAt: row.createdAt.toISOString(),
});

const toOperatorChat = ({ chat, merchant, member, lastMessage, unread }: OperatorChatRow): OperatorChat => ({
  id: chat.id, merchant, status: chat.status, member, guestName: chat.guestName, unread, lastMessage, lastMessageAt: iso(chat.lastMessageAt),
  rating: chat.rating, ratingComment: chat.ratingComment, createdAt: chat.createdAt.toISOString(),
});

const chatEventOf = (row: ChatRow | null, now: number): ChatEvent => ({
  chatId: row?.id ?? null, status: row?.status ?? null, lastMessageId: row?.lastMessageId ?? 0, operatorReadUpTo: row?.operatorReadUpTo ?? 0,
  operatorTypingUntil: row ? typingUntil(row.operatorTypingUntil, now) : null,
});

const senderOf = (party: ChatParty): ChatSender => (party.kind === 'member' ? 'MEMBER' : 'GUEST');

/**
 * The in-house live chat: a member's or a guest's conversation with the merchant's operators, every
 * message kept. A member reaches only their own chats, a guest only the one chat of their token
 * (an id of any other chat is `not.found`, as if it did not exist). Every change of a chat is
 * announced by a trigger on `chats` (member_chat_changed, chat_changed) when it commits, and the
 * open pages read the chat again.
 */
export function createChatService(deps: { db: AppDatabase; clock?: () => number }) {
  const { db } = deps;
  const clock = deps.clock ?? Date.now;
  const repository = createChatRepository(db);

  /** The party's chat `chatId`, or `not.found`. */
  async function ownChat(party: ChatParty, chatId: number): Promise<ChatRow> {
    const chat = await repository.find(chatId);
    const own = chat && (party.kind === 'member' ? chat.memberId === party.memberId : chat.id === party.chatId);
    if (!chat || !own) throw new AppError('not.found');
    return chat;
  }

  async function storedPictures(pictures: PictureUpload[]): Promise<StoredChatPicture[]> {
    const checked = await checkedPictures(pictures, { refusal: 'chat.picture.invalid' });
    return checked.map((picture) => ({ contentType: picture.contentType, dataBase64: picture.bytes.toString('base64') }));
  }

  /** Writes a message once per client id (a retry answers the first); the chat must be open. */
  async function write(chatId: number, sender: ChatSender, clientMessageId: string, text: string, pictures: StoredChatPicture[], operatorId?: number, audit?: (tx: AppDatabase, chat: ChatRow, message: ChatMessageRow) => Promise<void>) {
    return db.transaction(async (tx) => {
      const transactional = createChatRepository(tx);
      const chat = (await transactional.lock(chatId))!;
      const sent = await transactional.findByClientId(chatId, sender, clientMessageId);
      if (sent) return sent;
      if (chat.status !== 'OPEN') throw new AppError('chat.closed');
      const message = await transactional.insertMessage({ chatId, sender, clientMessageId, operatorId, text, pictureCount: pictures.length }, pictures);
      // Writing is reading what came before; a reply ends the writer's typing signal.
      await transactional.update(chatId, sender === 'OPERATOR'
        ? { operatorReadUpTo: message.id, operatorTypingUntil: null }
        : { memberReadUpTo: message.id, memberTypingUntil: null });
      await audit?.(tx, chat, message);
      return message;
    });
  }

  return {
    /** The guest party whose token this is, or null. */
    async guestOf(token: string, merchantId: number): Promise<ChatParty | null> {
      const chat = await repository.findByGuestTokenHash(hashToken(token));
      return chat && chat.merchantId === merchantId ? { kind: 'guest', chatId: chat.id, merchantId } : null;
    },

    async current(party: ChatParty): Promise<{ chat: Chat | null }> {
      const chat = party.kind === 'member' ? await repository.currentOfMember(party.memberId) : await repository.find(party.chatId);
      return { chat: chat ? toChat(chat, clock()) : null };
    },

    /**
     * A member's open chat, opened when they have none; a guest's own chat; or, for a caller with
     * neither, a new guest chat under `guestName` with its token (capped per address).
     */
    async start(party: ChatParty | null, merchantId: number, guestName: string | undefined, address: string): Promise<{ chat: Chat; guestToken: string | null }> {
      if (party?.kind === 'member') {
        let chat = await repository.currentOfMember(party.memberId);
        if (chat?.status !== 'OPEN') chat = (await repository.insertMemberChat(merchantId, party.memberId)) ?? (await repository.currentOfMember(party.memberId))!;
        return { chat: toChat(chat, clock()), guestToken: null };
      }
      if (party) {
        const chat = (await repository.find(party.chatId))!;
        return { chat: toChat(chat, clock()), guestToken: null };
      }
      if (!guestName) throw new AppError('request_param_err');
      if (await repository.guestChatsFrom(address, new Date(clock() - GUEST_WINDOW_MS)) >= GUEST_CHATS_PER_ADDRESS) throw new AppError('too.many.requests');
      const guestToken = randomBytes(32).toString('base64url');
      const chat = await repository.insertGuestChat({ merchantId, guestName, guestTokenHash: hashToken(guestToken), guestAddress: address });
      return { chat: toChat(chat, clock()), guestToken };
    },

    async history(party: ChatParty, query: Required<Pick<ChatHistoryQuery, 'limit'>> & { chatId: number; afterId?: number; beforeId?: number }): Promise<ChatHistory> {
      await ownChat(party, query.chatId);
      const { messages, hasMore } = await repository.messages(query.chatId, { afterId: query.afterId, beforeId: query.beforeId, limit: Number(query.limit) });
      return { messages: messages.map(toMessage), hasMore };
    },

    async send(party: ChatParty, body: { chatId: number; clientMessageId: string; text: string; pictures: PictureUpload[] }): Promise<ChatMessage> {
      const chat = await ownChat(party, body.chatId);
      const sent = await repository.findByClientId(chat.id, senderOf(party), body.clientMessageId);
      if (sent) return toMessage(sent);
      if (chat.status !== 'OPEN') throw new AppError('chat.closed');
      const pictures = await storedPictures(body.pictures);
      return toMessage(await write(chat.id, senderOf(party), body.clientMessageId, body.text, pictures));
    },

    async typing(party: ChatParty, chatId: number): Promise<null> {
      const chat = await ownChat(party, chatId);
      if (chat.status === 'OPEN') await repository.update(chat.id, { memberTypingUntil: new Date(clock() + TYPING_MS) });
      return null;
    },

    /** The party has read the chat up to `upTo` (never beyond its last message, never backwards). */
    async read(party: ChatParty, chatId: number, upTo: number): Promise<null> {
      const chat = await ownChat(party, chatId);
      const readUpTo = Math.min(upTo, chat.lastMessageId);
      if (readUpTo > chat.memberReadUpTo) await repository.update(chat.id, { memberReadUpTo: readUpTo });
      return null;
    },

    async picture(party: ChatParty, messageId: number, index: number): Promise<StoredPicture> {
      const picture = await repository.picture(messageId, index);
      if (!picture) throw new AppError('not.found');
      await ownChat(party, picture.chatId);
      return { contentType: picture.contentType, data: picture.dataBase64 };
    },

    /** Rates a closed chat once, 1 to 5, with an optional comment. */
    async rate(party: ChatParty, body: { chatId: number; rating: number; comment?: string }): Promise<Chat> {
      const chat = await ownChat(party, body.chatId);
      if (chat.status !== 'CLOSED' || chat.rating !== null) throw new AppError('action.not.allowed');
      return toChat(await repository.update(chat.id, { rating: body.rating, ratingComment: body.comment || null }), clock());
    },

    /** What a member's page shows of their current chat (the member event stream's `chat` event). */
    async memberEvent(memberId: number): Promise<ChatEvent> {
      return chatEventOf(await repository.currentOfMember(memberId), clock());
    },

    /** What a guest's page shows of their chat (the guest stream's event). */
    async chatEvent(chatId: number): Promise<ChatEvent> {
      return chatEventOf(await repository.find(chatId), clock());
    },

    operator: {
      /** The open chats with a message, of the operator's merchant (or of all for an operator of all). */
      async list(operator: OperatorSession, merchantId: number | null): Promise<OperatorChat[]> {
        return (await repository.openForOperator(operator.merchantId ?? merchantId)).map(toOperatorChat);
      },

      /** A chat and its newest messages; reading it marks the member's messages read by the operators. */
      async read(operator: OperatorSession, chatId: number): Promise<{ chat: OperatorChat; messages: ChatMessage[] }> {
        const chat = await operatorChat(operator, chatId);
        if (chat.chat.operatorReadUpTo < chat.chat.lastMessageId) await repository.update(chatId, { operatorReadUpTo: chat.chat.lastMessageId });
        const { messages } = await repository.messages(chatId, { limit: OPERATOR_HISTORY });
        return { chat: toOperatorChat({ ...chat, unread: 0 }), messages: messages.map(toMessage) };
      },

      /** A picture of a message in a chat of the operator's merchants. */
      async picture(operator: OperatorSession, messageId: number, index: number): Promise<StoredPicture> {
        const picture = await repository.picture(messageId, index);
        if (!picture) throw new AppError('not.found');
        await operatorChat(operator, picture.chatId);
        return { contentType: picture.contentType, data: picture.dataBase64 };
      },

      /** The operator's reply, once per request id, audited with it. */
      async reply(operator: OperatorSession, body: { chatId: number; text: string; requestId: string }, audit: OperatorAudit): Promise<ChatMessage> {
        await operatorChat(operator, body.chatId);
        const message = await write(body.chatId, 'OPERATOR', body.requestId, body.text, [], operator.operatorId, (tx, chat, written) => audit(tx, {
          merchantId: chat.merchantId, memberId: chat.memberId ?? undefined, subjectId: chat.id, details: { messageId: written.id, requestId: body.requestId },
        }));
        return toMessage(message);
      },

      async typing(operator: OperatorSession, chatId: number): Promise<null> {
        const chat = await operatorChat(operator, chatId);
        if (chat.chat.status === 'OPEN') await repository.update(chatId, { operatorTypingUntil: new Date(clock() + TYPING_MS) });
        return null;
      },

      /** Closes an open chat (audited); closing a closed one answers it as it is. */
      async close(operator: OperatorSession, chatId: number, reason: string | undefined, audit: OperatorAudit): Promise<OperatorChat> {
        await operatorChat(operator, chatId);
        await db.transaction(async (tx) => {
          const transactional = createChatRepository(tx);
          const chat = (await transactional.lock(chatId))!;
          if (chat.status !== 'OPEN') return;
          await transactional.update(chatId, { status: 'CLOSED', closedAt: new Date(clock()), operatorTypingUntil: null, memberTypingUntil: null });
          await audit(tx, { merchantId: chat.merchantId, memberId: chat.memberId ?? undefined, subjectId: chat.id, reason: reason ?? null, details: { status: { from: 'OPEN', to: 'CLOSED' } } });
        });
        return toOperatorChat((await repository.forOperator(chatId))!);
      },
    },
  };

  /** A chat of the operator's merchants, or `not.found`. */
  async function operatorChat(operator: OperatorSession, chatId: number): Promise<OperatorChatRow> {
    const chat = await repository.forOperator(chatId);
    if (!chat || (operator.merchantId !== null && chat.chat.merchantId !== operator.merchantId)) throw new AppError('not.found');
    return chat;
  }
}

export type ChatService = ReturnType<typeof createChatService>;
