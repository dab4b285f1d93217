import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { pagedQueryOptions } from '@/components/list/paged-query';
import { noticesKeys } from '@/lib/query-keys';

export type NoticeType = 'PL' | 'A';
export const NOTICE_PAGE_SIZE = 20;

export const fetchNotices = (type: NoticeType, pageNo: number, signal?: AbortSignal) =>
  api.call('notices', { query: { types: type, pageNo, pageSize: NOTICE_PAGE_SIZE }, signal });

/** `owner`: read marks are the member's. */
export const noticesQueryOptions = (type: NoticeType, owner: string | null) =>
  pagedQueryOptions({
    queryKey: noticesKeys.of(type, owner),
    fetchPage: (pageNo, signal) => fetchNotices(type, pageNo, signal),
    staleTime: STALE_TIME.short,
    meta: { languageReload: 'lists' },
  });

export const useNotices = (type: NoticeType, owner: string | null) => useInfiniteQuery(noticesQueryOptions(type, owner));
