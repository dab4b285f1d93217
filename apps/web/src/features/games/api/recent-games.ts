import { useInfiniteQuery } from '@tanstack/react-query';
import { RECENT_GAMES_PAGE_SIZE, type EndpointQuery } from '@m/contract';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { pagedQueryOptions } from '@/components/list/paged-query';
import { gamesKeys } from '@/lib/query-keys';

type RecentFilter = Pick<EndpointQuery<'recentGames'>, 'gameType'>;

export const fetchRecentGames = (filter: RecentFilter, page: number, signal?: AbortSignal) =>
  api.call('recentGames', { query: { ...filter, page, pageSize: RECENT_GAMES_PAGE_SIZE, clientType: 2 }, signal });

export const recentGamesQueryOptions = (filter: RecentFilter, owner: string | null) =>
  pagedQueryOptions({
    queryKey: gamesKeys.recent(filter, owner),
    fetchPage: (page, signal) => fetchRecentGames(filter, page, signal),
    staleTime: STALE_TIME.live,
    meta: { languageReload: 'lists' },
  });

export const useRecentGames = (filter: RecentFilter, owner: string | null, enabled: boolean) =>
  useInfiniteQuery({ ...recentGamesQueryOptions(filter, owner), enabled });
