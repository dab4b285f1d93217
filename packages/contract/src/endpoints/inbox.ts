import { z } from 'zod';
import {
  inboxCountSchema, inboxListQuerySchema, inboxMessageActionSchema, inboxMessageIdQuerySchema, inboxMessageSchema, inboxPageSchema, inboxUnreadSchema,
  operatorBroadcastRequestSchema, operatorBroadcastSchema, operatorMemberMessageSchema, operatorMemberMessagesQuerySchema,
} from '../schemas/inbox.ts';
import { defineEndpoint, noQuery } from './define.ts';

/** The member's inbox (module INBOX3): only the caller's own messages, by any id. */
export const inboxEndpoints = {
  inboxUnreadCount: defineEndpoint({
    method: 'GET', path: '/wps/inbox/unreadCount', encrypted: false, session: true,
    query: noQuery, response: inboxCountSchema,
  }),
  inboxCount: defineEndpoint({
    method: 'GET', path: '/wps/inbox/count', encrypted: false, session: true,
    query: noQuery, response: inboxCountSchema,
  }),
  inboxList: defineEndpoint({
    method: 'GET', path: '/wps/inbox/list', encrypted: false, session: true,
    query: inboxListQuerySchema, response: inboxPageSchema,
  }),
  inboxMessage: defineEndpoint({
    method: 'GET', path: '/wps/inbox/message', encrypted: false, session: true,
    query: inboxMessageIdQuerySchema, response: inboxMessageSchema,
  }),
  inboxRead: defineEndpoint({
    method: 'POST', path: '/wps/inbox/read', encrypted: false, session: true,
    body: inboxMessageActionSchema, response: inboxUnreadSchema,
  }),
  inboxReadAll: defineEndpoint({
    method: 'POST', path: '/wps/inbox/readAll', encrypted: false, session: true,
    body: z.object({}).strict(), response: inboxUnreadSchema,
  }),
  inboxDelete: defineEndpoint({
    method: 'POST', path: '/wps/inbox/delete', encrypted: false, session: true,
    body: inboxMessageActionSchema, response: inboxUnreadSchema,
  }),
};

/** Operators write broadcasts and read a member's messages for support. */
export const operatorInboxEndpoints = {
  operatorBroadcast: defineEndpoint({
    method: 'POST', path: '/ops/api/inbox/broadcast', encrypted: false, session: true, operator: true,
    body: operatorBroadcastRequestSchema, response: operatorBroadcastSchema,
  }),
  operatorMemberMessages: defineEndpoint({
    method: 'GET', path: '/ops/api/inbox/messages', encrypted: false, session: true, operator: true,
    query: operatorMemberMessagesQuerySchema, response: z.array(operatorMemberMessageSchema),
  }),
};
