import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody, RedRainAgentSessions } from '@m/contract';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { redRainKeys } from '@/lib/query-keys';
import { refreshWalletBalance } from '@/lib/wallet-balance';

/** How often a list with a session not yet settled asks again (what the team caught, what came back). */
const UNSETTLED_REFRESH_MS = 5_000;

export const redRainCurrentQueryOptions = (owner: string | null) =>
  queryOptions({ queryKey: redRainKeys.current(owner), queryFn: ({ signal }) => api.call('redRainCurrent', { signal }), staleTime: STALE_TIME.live });

export const useRedRainCurrent = (owner: string | null) => useQuery(redRainCurrentQueryOptions(owner));

export const useRedRainResult = (sessionId: number | null, owner: string | null) =>
  useQuery({
    queryKey: redRainKeys.result(sessionId ?? 0, owner),
    queryFn: ({ signal }) => api.call('redRainResult', { query: { sessionId: sessionId! }, signal }),
    enabled: sessionId !== null,
    staleTime: STALE_TIME.live,
  });

const hasUnsettled = (data: RedRainAgentSessions | undefined) => data?.list.some((entry) => entry.returned === null) ?? false;

export const useRedRainAgentSessions = (owner: string | null, enabled: boolean) =>
  useQuery({
    queryKey: redRainKeys.agentSessions(owner),
    queryFn: ({ signal }) => api.call('redRainAgentSessions', { signal }),
    enabled,
    staleTime: STALE_TIME.live,
    refetchInterval: (query) => (hasUnsettled(query.state.data) ? UNSETTLED_REFRESH_MS : false),
  });

/** A catch credits the wallet: the balance is fetched again. */
export const useRedRainTap = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<'redRainTap'>) => api.call('redRainTap', { body }),
    onSuccess: () => refreshWalletBalance(client),
  });
};

/** A new session takes its budget from the wallet and joins the agent's list (and the team's next session). */
export const useCreateRedRainSession = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<'redRainCreateSession'>) => api.call('redRainCreateSession', { body }),
    onSuccess: () => Promise.all([refreshWalletBalance(client), client.invalidateQueries({ queryKey: redRainKeys.all })]),
  });
};
