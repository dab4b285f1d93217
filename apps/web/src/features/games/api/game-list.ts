import { useInfiniteQuery } from '@tanstack/react-query';
import { GAME_LIST_PAGE_SIZE, type GameListFilter } from '@m/contract';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { pagedQueryOptions } from '@/components/list/paged-query';
import { gamesKeys } from '@/lib/query-keys';

export const fetchGameList = (filter: GameListFilter, pageNo: number, signal?: AbortSignal) =>
  api.call('gameList', { query: { ...filter, pageNo, pageSize: GAME_LIST_PAGE_SIZE, platform: 'html5', clientType: 2 }, signal });

/** `owner` keeps one member's favourites apart from another's in the cache. */
export const gameListQueryOptions = (filter: GameListFilter, owner: string | null) => {
  const favourites = filter.gameClassify === 'FAV';
  return pagedQueryOptions({
    queryKey: gamesKeys.list.of(filter, favourites ? owner : null),
    fetchPage: (pageNo, signal) => fetchGameList(filter, pageNo, signal),
    staleTime: favourites ? STALE_TIME.live : STALE_TIME.standard,
    meta: { languageReload: 'lists' },
  });
};

export const useGameList = (filter: GameListFilter, owner: string | null, enabled: boolean) =>
  useInfiniteQuery({ ...gameListQueryOptions(filter, owner), enabled });
