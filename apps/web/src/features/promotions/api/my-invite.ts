import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { referralKeys } from '@/lib/query-keys';

export const fetchMyInvite = (signal?: AbortSignal) => api.call('myInvite', { signal });

export const myInviteQueryOptions = (owner: string | null) =>
  queryOptions({
    queryKey: referralKeys.invite(owner),
    queryFn: ({ signal }) => fetchMyInvite(signal),
    staleTime: STALE_TIME.short,
  });

export const useMyInvite = (owner: string | null) => useQuery(myInviteQueryOptions(owner));
