import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { payoutKeys } from '@/lib/query-keys';

export const fetchWithdrawBanks = (signal?: AbortSignal) => api.call('withdrawBanks', { signal });

export const withdrawBanksQueryOptions = () =>
  queryOptions({ queryKey: payoutKeys.withdrawBanks(), queryFn: ({ signal }) => fetchWithdrawBanks(signal), staleTime: STALE_TIME.standard });

/** The merchant's banks and e-wallets, with the rule of their account numbers. */
export const useWithdrawBanks = () => useQuery(withdrawBanksQueryOptions());
