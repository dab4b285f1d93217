import type { QueryClient } from '@tanstack/react-query';
import type { ChatEvent, EndpointResponse } from '@m/contract';
import { chatKeys } from '@/lib/query-keys';

type CurrentChat = EndpointResponse<'chatCurrent'>;

/**
 * A pushed chat state (the member event stream's `chat`, or a guest's own stream) into the query
 * cache of `owner`'s chat: the read marks, the typing signal and the status are written in place; a
 * new message makes the chat's messages stale, so an open chat screen fetches them without reload.
 */
export function applyChatEvent(client: QueryClient, event: ChatEvent, owner: string | null): void {
  const queryKey = chatKeys.current(owner);
  const cached = client.getQueryData<CurrentChat>(queryKey);
  const chat = cached?.chat;
  if (!chat || chat.id !== event.chatId) {
    if (event.chatId !== null) void client.invalidateQueries({ queryKey });
    return;
  }
  const { status, lastMessageId, operatorReadUpTo, operatorTypingUntil } = event;
  client.setQueryData<CurrentChat>(queryKey, { chat: { ...chat, status: status ?? chat.status, lastMessageId, operatorReadUpTo, operatorTypingUntil } });
  if (lastMessageId !== chat.lastMessageId) void client.invalidateQueries({ queryKey: chatKeys.messages(chat.id, owner) });
}
