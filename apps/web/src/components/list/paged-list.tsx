/**
 * The paged-list kit: every list screen (records, reports, inbox, team, rebates, …) is built the same way.
 *
 * 1. The endpoint file (`features/<name>/api/<endpoint>.ts`) has the page fetcher and its options,
 *    made by `pagedQueryOptions` (`components/list/paged-query.ts`; `cursorQueryOptions` for an
 *    endpoint that pages by a cursor, e.g. keyset paging of a long, growing list):
 *
 *      export const fetchBets = (filter: BetFilter, pageNo: number, signal?: AbortSignal) =>
 *        api.call('bets', { query: { ...filter, pageNo, pageSize: BETS_PAGE_SIZE }, signal });
 *      export const betsQueryOptions = (filter: BetFilter, owner: string | null) =>
 *        pagedQueryOptions({
 *          queryKey: betsKeys.of(filter, owner),            // a builder in lib/query-keys.ts
 *          fetchPage: (pageNo, signal) => fetchBets(filter, pageNo, signal),
 *          staleTime: STALE_TIME.short,
 *          meta: { languageReload: 'lists' },
 *        });
 *      export const useBets = (filter: BetFilter, owner: string | null) => useInfiniteQuery(betsQueryOptions(filter, owner));
 *
 * 2. The screen turns the query into a list and hands it to the frame; a record screen takes its
 *    `{ from, to }` from `<DateRangeFilter>` (`components/list/date-range-filter.tsx`), starting with
 *    `initialDateRange(Date.now())`, the one period every record screen opens on:
 *
 *      const betsOf = (page: BetPage) => page.list;     // at module level: the items change with the pages only
 *      …
 *      const bets = usePagedItems(useBets({ ...range, gameType }, useSessionOwner()), betsOf);
 *      return (
 *        <PagedList list={bets}>
 *          <ul>{bets.items.map((bet) => <BetRow key={bet.id} bet={bet} />)}</ul>
 *        </PagedList>
 *      );
 *
 * The frame shows, in this order of precedence: a skeleton while the first page loads (`skeleton`,
 * default a spinner), "You are offline" with a retry when a load waits or fails for want of a connection,
 * the load failure with "Loading failed, click to retry" (`errorText` adds what the server said),
 * "No data" for an empty list (`empty` for a more specific text), else the items, "loading more",
 * and the end-of-list line. Further pages come by themselves when the end of the list is within
 * 500 px of the screen (at most once a second, spec §9); `more={{ label, testId }}` asks for a
 * button instead (a list inside a list, such as a lottery's earlier draws). Long lists render
 * only the rows on screen with `useWindowedRows` (`components/list/use-windowed-rows.ts`).
 */
import { onlineManager, type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/layout/load-failed';
import { Button } from '@/components/ui/button';
import { DotLoading } from '@/components/ui/dot-loading';
import { useT } from '@/lib/i18n/use-t';
import { useInfiniteScroll } from '@/components/list/use-infinite-scroll';
import '@/components/list/list.css';

/** What the frame needs to know of a paged list, whatever query or queries it comes from. */
export type PagedListState = {
  /** The first page is still coming. */
  pending: boolean;
  /** The last load failed (the first page or a further one). */
  failed: boolean;
  /** What the failure was, for `errorText`. */
  error?: unknown;
  empty: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  /** Loads again what failed: the next page, or the first one when none came. */
  retry: () => void;
};

/** The items of an infinite query's pages, with the frame's view of it. */
export function usePagedItems<TPage, TItem, TPageParam = number>(
  query: UseInfiniteQueryResult<InfiniteData<TPage, TPageParam>>,
  itemsOf: (page: TPage) => readonly TItem[],
): PagedListState & { items: readonly TItem[] } {
  const { data } = query;
  // `itemsOf` is a page's field, the same every render: the items change with the pages only.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const items = useMemo(() => data?.pages.flatMap(itemsOf) ?? [], [data]);
  const failed = query.isError;
  return {
    items,
    pending: query.isPending,
    failed,
    error: query.error,
    empty: items.length === 0,
    hasMore: !failed && query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    retry: () => void (data ? query.fetchNextPage() : query.refetch()),
  };
}

const subscribeOnline = (listener: () => void) => onlineManager.subscribe(listener);
/** The query library's view of the connection (the browser's online and offline events). */
const useOnline = () => useSyncExternalStore(subscribeOnline, () => onlineManager.isOnline());

function Offline({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div className="list-offline" role="alert" data-testid="list-offline">
      <p>{t('common.offline')}</p>
      <Button color="primary" fill="outline" onClick={onRetry}>{t('common.retry')}</Button>
    </div>
  );
}

type PagedListProps = {
  list: PagedListState;
  /** The items, rendered once the first page is here (also when empty: a grid keeps its frame). */
  children: ReactNode;
  /** Shown while the first page loads; hold the items' place to avoid a layout shift. */
  skeleton?: ReactNode;
  /** The empty list's text; "No data" by default. */
  empty?: ReactNode;
  /** The line under the last item, once every page is here; "No more" by default. */
  end?: ReactNode;
  /** The line while a further page loads; the spinner by default. */
  loadingMore?: ReactNode;
  /** What the failure says to the player, shown above the retry (nothing for null). */
  errorText?: (error: unknown) => ReactNode;
  /** A button asks for further pages instead of scrolling. */
  more?: { label: string; testId: string };
};

export function PagedList({ list, children, skeleton, empty, end, loadingMore, errorText, more }: PagedListProps) {
  const t = useT();
  const online = useOnline();
  const scrolling = more === undefined;
  const sentinel = useInfiniteScroll({ hasMore: scrolling && list.hasMore, busy: list.pending || list.loadingMore, onLoadMore: list.loadMore });

  if (list.pending) {
    if (!online) return <Offline onRetry={list.retry} />;
    return skeleton ?? <div className="list-pending" aria-busy="true"><DotLoading /></div>;
  }

  let failure = null;
  if (list.failed && !online) failure = <Offline onRetry={list.retry} />;
  else if (list.failed) {
    const said = errorText?.(list.error);
    failure = (
      <>
        {said && <p className="list-error-text" role="alert">{said}</p>}
        <LoadFailed onRetry={list.retry} />
      </>
    );
  }
  return (
    <>
      {children}
      {list.empty && !list.failed && <EmptyState description={empty ?? t('common.noData')} />}
      {failure}
      {list.loadingMore && scrolling && <p className="list-status" aria-live="polite">{loadingMore ?? <DotLoading />}</p>}
      {list.hasMore && scrolling && <div ref={sentinel} className="list-sentinel" aria-hidden="true" />}
      {list.hasMore && !scrolling && (
        <Button block fill="none" loading={list.loadingMore} loadingText={more.label} data-testid={more.testId} onClick={list.loadMore}>
          {more.label}
        </Button>
      )}
      {!list.hasMore && !list.failed && !list.empty && <p className="list-status">{end ?? t('common.endOfList')}</p>}
    </>
  );
}
