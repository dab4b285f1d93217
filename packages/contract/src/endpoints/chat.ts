import { z } from 'zod';
import {
  chatCurrentSchema, chatEventSchema, chatHistoryQuerySchema, chatHistorySchema, chatIdRequestSchema, chatMessageSchema, chatPictureQuerySchema,
  chatRateRequestSchema, chatReadRequestSchema, chatSchema, chatSendRequestSchema, chatStartRequestSchema, chatStartSchema, operatorChatCloseSchema,
  operatorChatDetailSchema, operatorChatQuerySchema, operatorChatReplySchema, operatorChatSchema, operatorChatsQuerySchema,
} from '../schemas/chat.ts';
import { storedPictureSchema } from '../schemas/picture.ts';
import { defineEndpoint, noQuery } from './define.ts';

/**
 * The in-house live chat of a member (their session) or of a guest (the chat token `chatStart`
 * gave them, in `Authorization`): `session: 'optional'` because both kinds of caller use them.
 */
export const chatEndpoints = {
  chatCurrent: defineEndpoint({
    method: 'GET', path: '/wps/chat/current', encrypted: false, session: 'optional',
    query: noQuery, response: chatCurrentSchema,
  }),
  chatStart: defineEndpoint({
    method: 'POST', path: '/wps/chat/start', encrypted: false, session: 'optional',
    body: chatStartRequestSchema, response: chatStartSchema,
  }),
  chatHistory: defineEndpoint({
    method: 'GET', path: '/wps/chat/messages', encrypted: false, session: 'optional',
    query: chatHistoryQuerySchema, response: chatHistorySchema,
  }),
  chatSend: defineEndpoint({
    method: 'POST', path: '/wps/chat/send', encrypted: false, session: 'optional',
    body: chatSendRequestSchema, response: chatMessageSchema,
  }),
  chatTyping: defineEndpoint({
    method: 'POST', path: '/wps/chat/typing', encrypted: false, session: 'optional',
    body: chatIdRequestSchema, response: z.null(),
  }),
  chatRead: defineEndpoint({
    method: 'POST', path: '/wps/chat/read', encrypted: false, session: 'optional',
    body: chatReadRequestSchema, response: z.null(),
  }),
  chatPicture: defineEndpoint({
    method: 'GET', path: '/wps/chat/picture', encrypted: false, session: 'optional',
    query: chatPictureQuerySchema, response: storedPictureSchema,
  }),
  chatRate: defineEndpoint({
    method: 'POST', path: '/wps/chat/rate', encrypted: false, session: 'optional',
    body: chatRateRequestSchema, response: chatSchema,
  }),
  /** A guest's own event stream (a member's chat events come on the member event stream): the guest token in `Authorization`. */
  chatGuestEvents: defineEndpoint({
    method: 'GET', path: '/wps/chat/guest/events', encrypted: false, session: false, stream: true,
    query: noQuery, response: chatEventSchema,
  }),
};

/** The operators' desk: the open chats, one chat read, a reply, typing, and the close. */
export const operatorChatEndpoints = {
  operatorChats: defineEndpoint({
    method: 'GET', path: '/ops/api/chats', encrypted: false, session: true, operator: true,
    query: operatorChatsQuerySchema, response: z.array(operatorChatSchema),
  }),
  operatorChat: defineEndpoint({
    method: 'GET', path: '/ops/api/chat', encrypted: false, session: true, operator: true,
    query: operatorChatQuerySchema, response: operatorChatDetailSchema,
  }),
  /** A picture a member or guest sent (the server's re-encoded copy). */
  operatorChatPicture: defineEndpoint({
    method: 'GET', path: '/ops/api/chat/picture', encrypted: false, session: true, operator: true,
    query: chatPictureQuerySchema, response: storedPictureSchema,
  }),
  operatorChatReply: defineEndpoint({
    method: 'POST', path: '/ops/api/chat/reply', encrypted: false, session: true, operator: true,
    body: operatorChatReplySchema, response: chatMessageSchema,
  }),
  operatorChatTyping: defineEndpoint({
    method: 'POST', path: '/ops/api/chat/typing', encrypted: false, session: true, operator: true,
    body: chatIdRequestSchema, response: z.null(),
  }),
  operatorChatClose: defineEndpoint({
    method: 'POST', path: '/ops/api/chat/close', encrypted: false, session: true, operator: true,
    body: operatorChatCloseSchema, response: operatorChatSchema,
  }),
};
