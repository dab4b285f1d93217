import { and, asc, count, desc, eq, gt, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { ChatSender } from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import { chatMessagePictures, chatMessages, chats, members, merchants } from '../../db/schema.ts';

export type ChatRow = typeof chats.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type NewChatMessage = { chatId: number; sender: ChatSender; clientMessageId: string | null; operatorId?: number; text: string; pictureCount: number };
export type StoredChatPicture = { contentType: 'image/png' | 'image/jpeg'; dataBase64: string };

/** Chats, their messages and pictures, on the executor it is given: the database, or a transaction. */
export function createChatRepository(db: AppDatabase) {
  return {
    async find(chatId: number): Promise<ChatRow | null> {
      const [row] = await db.select().from(chats).where(eq(chats.id, chatId));
      return row ?? null;
    },

    /** The chat locked until the transaction ends (one write of a chat at a time). */
    async lock(chatId: number): Promise<ChatRow | null> {
      const [row] = await db.select().from(chats).where(eq(chats.id, chatId)).for('update');
      return row ?? null;
    },

    /** The member's open chat, else their newest one. */
    async currentOfMember(memberId: number): Promise<ChatRow | null> {
      const [row] = await db.select().from(chats).where(eq(chats.memberId, memberId))
        .orderBy(sql`${chats.status} = 'OPEN' desc`, desc(chats.id)).limit(1);
      return row ?? null;
    },

    async findByGuestTokenHash(tokenHash: string): Promise<ChatRow | null> {
      const [row] = await db.select().from(chats).where(eq(chats.guestTokenHash, tokenHash));
      return row ?? null;
    },

    /** Opens the member's chat; null when another request opened one first (at most one is open). */
    async insertMemberChat(merchantId: number, memberId: number): Promise<ChatRow | null> {
      const [row] = await db.insert(chats).values({ merchantId, memberId }).onConflictDoNothing().returning();
      return row ?? null;
    },

    async insertGuestChat(values: { merchantId: number; guestName: string; guestTokenHash: string; guestAddress: string }): Promise<ChatRow> {
      const [row] = await db.insert(chats).values(values).returning();
      return row!;
    },

    async guestChatsFrom(address: string, since: Date): Promise<number> {
      const [row] = await db.select({ total: count() }).from(chats).where(and(eq(chats.guestAddress, address), gte(chats.createdAt, since)));
      return row?.total ?? 0;
    },

    async update(chatId: number, values: Partial<Omit<ChatRow, 'id'>>): Promise<ChatRow> {
      const [row] = await db.update(chats).set(values).where(eq(chats.id, chatId)).returning();
      return row!;
    },

    /** The message a sender already sent with this client id, if any. */
    async findByClientId(chatId: number, sender: ChatSender, clientMessageId: string): Promise<ChatMessageRow | null> {
      const [row] = await db.select().from(chatMessages)
        .where(and(eq(chatMessages.chatId, chatId), eq(chatMessages.sender, sender), eq(chatMessages.clientMessageId, clientMessageId)));
      return row ?? null;
    },

    async insertMessage(message: NewChatMessage, pictures: StoredChatPicture[]): Promise<ChatMessageRow> {
      const [row] = await db.insert(chatMessages).values(message).returning();
      if (pictures.length > 0) {
        await db.insert(chatMessagePictures).values(pictures.map((picture, position) => ({ messageId: row!.id, position, ...picture })));
      }
      await db.update(chats).set({ lastMessageId: row!.id, lastMessageAt: row!.createdAt }).where(eq(chats.id, message.chatId));
      return row!;
    },

    /** Up to `limit` messages of the chat, oldest first: after `afterId`, else before `beforeId` (or the newest). */
    async messages(chatId: number, query: { afterId?: number; beforeId?: number; limit: number }): Promise<{ messages: ChatMessageRow[]; hasMore: boolean }> {
      if (query.afterId !== undefined) {
        const rows = await db.select().from(chatMessages).where(and(eq(chatMessages.chatId, chatId), gt(chatMessages.id, query.afterId)))
          .orderBy(asc(chatMessages.id)).limit(query.limit);
        return { messages: rows, hasMore: false };
      }
      const before = query.beforeId === undefined ? undefined : lt(chatMessages.id, query.beforeId);
      const rows = await db.select().from(chatMessages).where(and(eq(chatMessages.chatId, chatId), before))
        .orderBy(desc(chatMessages.id)).limit(query.limit + 1);
      return { messages: rows.slice(0, query.limit).reverse(), hasMore: rows.length > query.limit };
    },

    /** A picture of a message with the message's chat, to check whose it is. */
    async picture(messageId: number, position: number): Promise<(StoredChatPicture & { chatId: number }) | null> {
      const [row] = await db.select({ chatId: chatMessages.chatId, contentType: chatMessagePictures.contentType, dataBase64: chatMessagePictures.dataBase64 })
        .from(chatMessagePictures).innerJoin(chatMessages, eq(chatMessages.id, chatMessagePictures.messageId))
        .where(and(eq(chatMessagePictures.messageId, messageId), eq(chatMessagePictures.position, position)));
      return row ?? null;
    },

    /** The open chats (of one merchant, or of all), those with the newest message first, with their last message. */
    async openForOperator(merchantId: number | null) {
      return db.select({
        chat: chats, merchant: merchants.code, member: members.username,
        lastMessage: sql<string | null>`(select ${chatMessages.text} from ${chatMessages} where ${chatMessages.id} = ${chats.lastMessageId})`,
        unread: sql<number>`(select count(*)::int from ${chatMessages} where ${chatMessages.chatId} = ${chats.id} and ${chatMessages.sender} <> 'OPERATOR' and ${chatMessages.id} > ${chats.operatorReadUpTo})`,
      }).from(chats).innerJoin(merchants, eq(merchants.id, chats.merchantId)).leftJoin(members, eq(members.id, chats.memberId))
        .where(and(eq(chats.status, 'OPEN'), merchantId === null ? undefined : eq(chats.merchantId, merchantId), isNotNull(chats.lastMessageAt)))
        .orderBy(desc(chats.lastMessageAt), desc(chats.id));
    },

    async forOperator(chatId: number) {
      const [row] = await db.select({
        chat: chats, merchant: merchants.code, member: members.username,
        lastMessage: sql<string | null>`(select ${chatMessages.text} from ${chatMessages} where ${chatMessages.id} = ${chats.lastMessageId})`,
        unread: sql<number>`(select count(*)::int from ${chatMessages} where ${chatMessages.chatId} = ${chats.id} and ${chatMessages.sender} <> 'OPERATOR' and ${chatMessages.id} > ${chats.operatorReadUpTo})`,
      }).from(chats).innerJoin(merchants, eq(merchants.id, chats.merchantId)).leftJoin(members, eq(members.id, chats.memberId))
        .where(eq(chats.id, chatId));
      return row ?? null;
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
export type OperatorChatRow = NonNullable<Awaited<ReturnType<ChatRepository['forOperator']>>>;
