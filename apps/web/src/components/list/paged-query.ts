import { infiniteQueryOptions, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import type { LanguageReloadGroup } from '@/lib/i18n/language-reload';

/** What every paged answer says about its place: page `pageNum` (from 1) of `totalPages`. */
type PagedAnswer = { pageNum: number; totalPages: number };

const nextPageOf = (last: PagedAnswer) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined);

type PagedQuery<TPage extends PagedAnswer, TKey extends QueryKey> = {
  queryKey: TKey;
  /** The endpoint's fetcher of one page (numbered from 1). */
  fetchPage: (pageNo: number, signal: AbortSignal) => Promise<TPage>;
  staleTime: number;
  meta?: { languageReload?: LanguageReloadGroup };
};

/**
 * Infinite-query options of a paged endpoint: page 1 first, then the next one until the answer
 * says it was the last. The list kit (`paged-list.tsx` beside it) shows such a query.
 */
export const pagedQueryOptions = <TPage extends PagedAnswer, TKey extends QueryKey>({ queryKey, fetchPage, staleTime, meta }: PagedQuery<TPage, TKey>) =>
  infiniteQueryOptions<TPage, Error, InfiniteData<TPage, number>, TKey, number>({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime,
    meta,
  });

/** What a cursor-paged answer says about its place: the cursor of the next page, null on the last. */
type CursorAnswer = { nextCursor: string | null };

type CursorQuery<TPage extends CursorAnswer, TKey extends QueryKey> = Omit<PagedQuery<never, TKey>, 'fetchPage'> & {
  /** The endpoint's fetcher of one page: the first without a cursor, then each after the cursor its predecessor gave. */
  fetchPage: (cursor: string | null, signal: AbortSignal) => Promise<TPage>;
};

/** Infinite-query options of an endpoint paged by a cursor (keyset paging), for the same list kit. */
export const cursorQueryOptions = <TPage extends CursorAnswer, TKey extends QueryKey>({ queryKey, fetchPage, staleTime, meta }: CursorQuery<TPage, TKey>) =>
  infiniteQueryOptions<TPage, Error, InfiniteData<TPage, string | null>, TKey, string | null>({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime,
    meta,
  });
