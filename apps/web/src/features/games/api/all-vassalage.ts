import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { gamesKeys } from '@/lib/query-keys';

export const fetchAllVassalage = (signal?: AbortSignal) => api.call('allVassalage', { signal });

export const allVassalageQueryOptions = () =>
  queryOptions({
    queryKey: gamesKeys.vassalage(),
    queryFn: ({ signal }) => fetchAllVassalage(signal).then((value) => value.list),
    staleTime: STALE_TIME.session,
  });

export const useAllVassalage = (enabled = true) => useQuery({ ...allVassalageQueryOptions(), enabled });
