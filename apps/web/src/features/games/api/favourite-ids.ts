import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { gamesKeys } from '@/lib/query-keys';
import { useSessionOwner } from '@/lib/session';

export type FavouriteKey = { nodeId: number; vendor: string };

export const fetchFavouriteIds = (signal?: AbortSignal) => api.call('favouriteIds', { signal });

export const favouriteIdsQueryOptions = (owner: string | null) =>
  queryOptions({
    queryKey: gamesKeys.favouriteIds(owner),
    queryFn: ({ signal }) => fetchFavouriteIds(signal).then((value) => value.list),
    staleTime: STALE_TIME.standard,
  });

/** The member's favourite games (empty for guests). */
export const useFavouriteIds = () => {
  const owner = useSessionOwner();
  return useQuery({ ...favouriteIdsQueryOptions(owner), enabled: owner !== null });
};
