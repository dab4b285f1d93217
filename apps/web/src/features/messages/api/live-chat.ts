import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CHAT_HISTORY_PAGE_MAX, type ChatHistory, type ChatRateRequest, type ChatSendRequest } from '@m/contract';
import { api } from '@/lib/api-client';
import { chatKeys } from '@/lib/query-keys';

/** Who is chatting: the member (`owner`, their session goes with every call) or the guest of `guestToken`. */
export type ChatCaller = { owner: string | null; guestToken: string | null };

const credentialOf = (caller: ChatCaller) => (caller.owner ? undefined : caller.guestToken ?? undefined);

/** The caller's current chat (open, else the newest); for a guest only once they have a token. */
export const useCurrentChat = (caller: ChatCaller) => useQuery({
  queryKey: chatKeys.current(caller.owner),
  queryFn: ({ signal }) => api.call('chatCurrent', { signal, credential: credentialOf(caller) }),
  enabled: caller.owner !== null || caller.guestToken !== null,
  // Pushed by the event streams; a reconnect reads it again.
  staleTime: Infinity,
  retry: false,
});

/** A chat's messages, newest page first; the pages before are loaded on demand. */
export const useChatMessages = (chatId: number | null, caller: ChatCaller) => useInfiniteQuery({
  queryKey: chatKeys.messages(chatId ?? 0, caller.owner),
  queryFn: ({ pageParam, signal }): Promise<ChatHistory> => api.call('chatHistory', {
    query: { chatId: chatId!, limit: CHAT_HISTORY_PAGE_MAX, ...(pageParam ? { beforeId: pageParam } : {}) }, signal, credential: credentialOf(caller),
  }),
  initialPageParam: 0,
  getNextPageParam: (page: ChatHistory) => (page.hasMore && page.messages[0] ? page.messages[0].id : undefined),
  enabled: chatId !== null,
  staleTime: Infinity,
});

/** Starts the caller's chat (a guest: with their name, answered with their token). */
export function useStartChat(caller: ChatCaller) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (guestName?: string) => api.call('chatStart', { body: guestName ? { guestName } : {}, credential: credentialOf(caller) }),
    onSuccess: ({ chat }) => client.setQueryData(chatKeys.current(caller.owner), { chat }),
  });
}

/** Sends a message (a retry with the same client id is the same message); the chat's messages follow. */
export function useSendMessage(caller: ChatCaller) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChatSendRequest) => api.call('chatSend', { body, credential: credentialOf(caller) }),
    onSuccess: (_message, body) => client.invalidateQueries({ queryKey: chatKeys.messages(body.chatId, caller.owner) }),
  });
}

export const sendTyping = (chatId: number, caller: ChatCaller) => api.call('chatTyping', { body: { chatId }, credential: credentialOf(caller) });

export const markChatRead = (chatId: number, upTo: number, caller: ChatCaller) =>
  api.call('chatRead', { body: { chatId, upTo }, credential: credentialOf(caller) });

export const fetchChatPicture = (messageId: number, index: number, caller: ChatCaller, signal?: AbortSignal) =>
  api.call('chatPicture', { query: { messageId, index }, signal, credential: credentialOf(caller) });

export function useRateChat(caller: ChatCaller) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChatRateRequest) => api.call('chatRate', { body, credential: credentialOf(caller) }),
    onSuccess: (chat) => client.setQueryData(chatKeys.current(caller.owner), { chat }),
  });
}
