import { queryOptions, useQuery } from '@tanstack/react-query';
import { FINAL_WITHDRAWAL_STATUSES, type WithdrawOverview } from '@m/contract';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { withdrawKeys } from '@/lib/query-keys';

/** While a withdrawal is still being decided, the page asks again this often so its timeline moves. */
export const PENDING_POLL_MS = 3_000;

export const hasPendingWithdrawal = (overview: WithdrawOverview | undefined) =>
  overview?.recent.some((withdrawal) => !FINAL_WITHDRAWAL_STATUSES.includes(withdrawal.status)) ?? false;

export const fetchWithdrawOverview = (signal?: AbortSignal) => api.call('withdrawOverview', { signal });

export const withdrawOverviewQueryOptions = (owner: string | null) =>
  queryOptions({
    queryKey: withdrawKeys.overview(owner),
    queryFn: ({ signal }) => fetchWithdrawOverview(signal),
    staleTime: STALE_TIME.live,
    refetchInterval: (query) => (hasPendingWithdrawal(query.state.data) ? PENDING_POLL_MS : false),
  });

export const useWithdrawOverview = (owner: string | null) => useQuery(withdrawOverviewQueryOptions(owner));
