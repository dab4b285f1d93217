import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { nextPageOf, STALE_TIME } from '@/lib/query-client';

export type NoticeType = 'PL' | 'A';
export const NOTICE_PAGE_SIZE = 20;

export const fetchNotices = (type: NoticeType, pageNo: number, signal?: AbortSignal) =>
  api.call('notices', { query: { types: type, pageNo, pageSize: NOTICE_PAGE_SIZE }, signal });

/** `owner`: read marks are the member's. */
export const noticesQueryOptions = (type: NoticeType, owner: string | null) =>
  infiniteQueryOptions({
    queryKey: ['content', 'notices', type, owner],
    queryFn: ({ pageParam, signal }) => fetchNotices(type, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: STALE_TIME.short,
    meta: { languageReload: 'lists' },
  });

export const useNotices = (type: NoticeType, owner: string | null, enabled: boolean) =>
  useInfiniteQuery({ ...noticesQueryOptions(type, owner), enabled });
