import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { InboxUnread } from '@m/contract';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { pagedQueryOptions } from '@/components/list/paged-query';
import { messageKeys } from '@/lib/query-keys';

export const INBOX_PAGE_SIZE = 20;

export const fetchInbox = (pageNo: number, signal?: AbortSignal) =>
  api.call('inboxList', { query: { pageNo, pageSize: INBOX_PAGE_SIZE }, signal });

/** `owner`: the messages are the member's. */
export const inboxQueryOptions = (owner: string | null) =>
  pagedQueryOptions({
    queryKey: messageKeys.list(owner),
    fetchPage: (pageNo, signal) => fetchInbox(pageNo, signal),
    staleTime: STALE_TIME.short,
    meta: { languageReload: 'lists' },
  });

export const useInbox = (owner: string | null) => useInfiniteQuery(inboxQueryOptions(owner));

export const useInboxMessage = (id: number, owner: string | null) => useQuery({
  queryKey: messageKeys.message(id, owner),
  queryFn: ({ signal }) => api.call('inboxMessage', { query: { id }, signal }),
  staleTime: STALE_TIME.short,
  meta: { languageReload: 'lists' },
});

/**
 * After a read mark or a delete: the answer's unread count into the badges' cache, and the lists
 * asked again (an open message is not: a deleted one is gone, and the page leaves it).
 */
function settle(client: QueryClient, owner: string | null, answer: InboxUnread) {
  client.setQueryData(messageKeys.unread(owner), { count: answer.unreadCount });
  return client.invalidateQueries({ queryKey: messageKeys.list(owner) });
}

const useInboxAction = <T>(owner: string | null, action: (input: T) => Promise<InboxUnread>) => {
  const client = useQueryClient();
  return useMutation({ mutationFn: action, onSuccess: (answer) => settle(client, owner, answer) });
};

export const useReadMessage = (owner: string | null) => useInboxAction(owner, (id: number) => api.call('inboxRead', { body: { id } }));
export const useReadAllMessages = (owner: string | null) => useInboxAction(owner, () => api.call('inboxReadAll', { body: {} }));
export const useDeleteMessage = (owner: string | null) => useInboxAction(owner, (id: number) => api.call('inboxDelete', { body: { id } }));
