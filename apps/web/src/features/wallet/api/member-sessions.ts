import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { securityKeys } from '@/lib/query-keys';
import { useSessionOwner } from '@/lib/session';

export const fetchMemberSessions = (signal?: AbortSignal) => api.call('memberSessions', { signal });

export const memberSessionsQueryOptions = (owner: string | null) =>
  queryOptions({
    queryKey: securityKeys.sessions(owner),
    queryFn: ({ signal }) => fetchMemberSessions(signal),
    staleTime: STALE_TIME.short,
  });

/** The member's live sessions, the current one marked. */
export const useMemberSessions = () => {
  const owner = useSessionOwner();
  return useQuery({ ...memberSessionsQueryOptions(owner), enabled: owner !== null });
};

const useSessionsMutation = <V>(mutationFn: (variables: V) => Promise<unknown>) => {
  const client = useQueryClient();
  const owner = useSessionOwner();
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: securityKeys.sessions(owner) }) });
};

/** Ends one session by its id; its next call is refused and its live streams close. */
export const useSignOutSessionMutation = () => useSessionsMutation((id: string) => api.call('signOutSession', { body: { id } }));

export const useSignOutOtherSessionsMutation = () => useSessionsMutation(() => api.call('signOutOtherSessions', { body: {} }));
