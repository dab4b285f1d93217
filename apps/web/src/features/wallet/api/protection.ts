import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '@m/contract';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { protectionKeys } from '@/lib/query-keys';
import { useSessionOwner } from '@/lib/session';

export const protectionQueryOptions = (owner: string | null) =>
  queryOptions({ queryKey: protectionKeys.settings(owner), queryFn: ({ signal }) => api.call('protection', { signal }), staleTime: STALE_TIME.live });

/** The member's reality-check interval and the exclusion in force. */
export const useProtection = () => useQuery(protectionQueryOptions(useSessionOwner()));

/** This session's start and net result so far (the reality check reads it when it is due). */
export const fetchSessionSummary = (signal?: AbortSignal) => api.call('sessionSummary', { signal });

export const useSetRealityCheckMutation = () => {
  const client = useQueryClient();
  const owner = useSessionOwner();
  return useMutation({
    mutationFn: (body: EndpointBody<'setRealityCheck'>) => api.call('setRealityCheck', { body }),
    onSuccess: (settings) => client.setQueryData(protectionKeys.settings(owner), settings),
  });
};

/** A time-out or self-exclusion: the server ends every session of the member with it. */
export const useSetExclusionMutation = () => useMutation({
  mutationFn: (body: EndpointBody<'setExclusion'>) => api.call('setExclusion', { body }),
});
