import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '@m/contract';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { identityKeys, withdrawKeys } from '@/lib/query-keys';

export const fetchIdentity = (signal?: AbortSignal) => api.call('identity', { signal });

/** While the identity waits for an operator, the pages showing it ask again this often. */
export const PENDING_IDENTITY_POLL_MS = 10_000;

export const identityQueryOptions = (owner: string | null) =>
  queryOptions({
    queryKey: identityKeys.state(owner),
    queryFn: ({ signal }) => fetchIdentity(signal),
    staleTime: STALE_TIME.live,
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? PENDING_IDENTITY_POLL_MS : false),
  });

export const useIdentity = (owner: string | null) => useQuery(identityQueryOptions(owner));

export const submitIdentity = (body: EndpointBody<'submitIdentity'>) => api.call('submitIdentity', { body });

/** After a sending, the identity's state and the withdraw page (which explains it) change. */
export const useSubmitIdentityMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitIdentity,
    onSettled: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: identityKeys.all }), client.invalidateQueries({ queryKey: withdrawKeys.all })]);
    },
  });
};
