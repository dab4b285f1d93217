import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Chat } from '@m/contract';
import { applyChatEvent } from '@/lib/chat-events';
import { chatKeys } from '@/lib/query-keys';

const chat: Chat = {
  id: 7, status: 'OPEN', guestName: null, lastMessageId: 40, operatorReadUpTo: 38, readUpTo: 39, operatorTypingUntil: null, rating: null, createdAt: '2026-11-26T10:00:00.000Z',
};
const event = { chatId: 7, status: 'OPEN' as const, lastMessageId: 40, operatorReadUpTo: 40, operatorTypingUntil: '2026-11-26T10:00:05.000Z' };

function clientWithChat() {
  const client = new QueryClient();
  client.setQueryData(chatKeys.current('ana'), { chat });
  client.setQueryData(chatKeys.messages(7, 'ana'), { pages: [], pageParams: [] });
  return client;
}

describe('a pushed chat event', () => {
  it('writes the read mark and the typing signal in place, leaving the messages as they are', () => {
    const client = clientWithChat();
    applyChatEvent(client, event, 'ana');
    expect(client.getQueryData(chatKeys.current('ana'))).toEqual({ chat: { ...chat, operatorReadUpTo: 40, operatorTypingUntil: event.operatorTypingUntil } });
    expect(client.getQueryState(chatKeys.messages(7, 'ana'))?.isInvalidated).toBe(false);
  });

  it('makes the messages stale when a message came, and follows a close', () => {
    const client = clientWithChat();
    applyChatEvent(client, { ...event, lastMessageId: 41, status: 'CLOSED' }, 'ana');
    expect(client.getQueryData<{ chat: Chat }>(chatKeys.current('ana'))?.chat).toMatchObject({ lastMessageId: 41, status: 'CLOSED' });
    expect(client.getQueryState(chatKeys.messages(7, 'ana'))?.isInvalidated).toBe(true);
  });

  it('asks for the current chat again when the event is of another chat', () => {
    const client = clientWithChat();
    applyChatEvent(client, { ...event, chatId: 8 }, 'ana');
    expect(client.getQueryState(chatKeys.current('ana'))?.isInvalidated).toBe(true);
  });
});
