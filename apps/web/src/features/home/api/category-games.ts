import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointQuery } from '@m/contract';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { homeKeys } from '@/lib/query-keys';

/** The first games of a category (and vendor or in-house brand) shown on home; the game list has the rest. */
export const HOME_GAMES_SHOWN = 12;

export type CategoryGamesFilter = Pick<EndpointQuery<'gameList'>, 'gameType' | 'vendor' | 'vassalage'>;

export const fetchCategoryGames = (filter: CategoryGamesFilter, signal?: AbortSignal) =>
  api.call('gameList', {
    query: { ...filter, gameClassify: 'ALL', pageNo: 1, pageSize: HOME_GAMES_SHOWN, platform: 'html5', clientType: 2 },
    signal,
  });

export const categoryGamesQueryOptions = (filter: CategoryGamesFilter) =>
  queryOptions({
    queryKey: homeKeys.categoryGames(filter),
    queryFn: ({ signal }) => fetchCategoryGames(filter, signal),
    staleTime: STALE_TIME.standard,
    meta: { languageReload: 'lists' },
  });

export const useCategoryGames = (filter: CategoryGamesFilter) =>
  useQuery({ ...categoryGamesQueryOptions(filter), placeholderData: keepPreviousData });
