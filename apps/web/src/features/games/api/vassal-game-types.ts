import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameCategory } from '@m/contract';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { gamesKeys } from '@/lib/query-keys';

export const fetchVassalGameTypes = (typeId: GameCategory, signal?: AbortSignal) =>
  api.call('vassalGameTypes', { query: { typeId }, signal });

export const vassalGameTypesQueryOptions = (typeId: GameCategory) =>
  queryOptions({
    queryKey: gamesKeys.gameTypes.of(typeId),
    queryFn: ({ signal }) => fetchVassalGameTypes(typeId, signal).then((value) => value.list),
    staleTime: STALE_TIME.session,
  });

export const useVassalGameTypes = (typeId: GameCategory, enabled: boolean) =>
  useQuery({ ...vassalGameTypesQueryOptions(typeId), enabled });
