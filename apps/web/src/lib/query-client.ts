import { infiniteQueryOptions, QueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import type { LanguageReloadGroup } from '@/lib/i18n/language-reload';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { languageReload?: LanguageReloadGroup };
  }
}

/** Named stale times so each query states how fresh it must be. */
export const STALE_TIME = {
  live: 0,
  short: 30_000,
  standard: 5 * 60_000,
  session: Infinity,
} as const;

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
 * says it was the last. The list kit (`components/list/paged-list.tsx`) shows such a query.
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

const MAX_RETRIES = 2;

/** Client errors (4xx) are answers, not hiccups: retrying them only repeats the refusal. */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < MAX_RETRIES && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_TIME.short, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
