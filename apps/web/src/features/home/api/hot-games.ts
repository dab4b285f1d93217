import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';

export const fetchHotGames = (signal?: AbortSignal) =>
  api.call('hotGames', { query: { isPlatform: 2, platform: 'html5' }, signal }).then((value) => value.list);

/** Every category's hot games; the key is the game pages' own, so both share one cache entry. */
export const hotGamesQueryOptions = () =>
  queryOptions({
    queryKey: ['games', 'hot', null],
    queryFn: ({ signal }) => fetchHotGames(signal),
    staleTime: STALE_TIME.standard,
    meta: { languageReload: 'lists' },
  });

export const useHotGames = (enabled: boolean) => useQuery({ ...hotGamesQueryOptions(), enabled });
