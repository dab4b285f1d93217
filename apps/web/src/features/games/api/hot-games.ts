import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameCategory } from '@m/contract';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';

export const fetchHotGames = (gameType: GameCategory | undefined, signal?: AbortSignal) =>
  api.call('hotGames', { query: { isPlatform: 2, platform: 'html5', gameType }, signal });

export const hotGamesQueryOptions = (gameType?: GameCategory) =>
  queryOptions({
    queryKey: ['games', 'hot', gameType ?? null],
    queryFn: ({ signal }) => fetchHotGames(gameType, signal).then((value) => value.list),
    staleTime: STALE_TIME.standard,
    meta: { languageReload: 'lists' },
  });

export const useHotGames = (gameType?: GameCategory) => useQuery(hotGamesQueryOptions(gameType));
