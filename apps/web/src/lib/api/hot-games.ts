import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameCategory } from '@m/contract';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { gamesKeys } from '@/lib/query-keys';

export const fetchHotGames = (gameType: GameCategory | undefined, signal?: AbortSignal) =>
  api.call('hotGames', { query: { isPlatform: 2, platform: 'html5', gameType }, signal }).then((value) => value.list);

/** Hot games of one category, or of every category without one (home's hot panel). */
export const hotGamesQueryOptions = (gameType?: GameCategory) =>
  queryOptions({
    queryKey: gamesKeys.hot.of(gameType ?? null),
    queryFn: ({ signal }) => fetchHotGames(gameType, signal),
    staleTime: STALE_TIME.standard,
    meta: { languageReload: 'lists' },
  });

export const useHotGames = (gameType?: GameCategory) => useQuery(hotGamesQueryOptions(gameType));
