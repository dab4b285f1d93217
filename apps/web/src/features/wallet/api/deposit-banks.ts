import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { depositKeys } from '@/lib/query-keys';
import { useSessionOwner } from '@/lib/session';

export const fetchDepositBanks = (signal?: AbortSignal) => api.call('depositBanks', { signal });

export const depositBanksQueryOptions = (owner: string | null) =>
  queryOptions({ queryKey: depositKeys.banks(owner), queryFn: ({ signal }) => fetchDepositBanks(signal), staleTime: STALE_TIME.standard });

export const useDepositBanks = () => useQuery(depositBanksQueryOptions(useSessionOwner()));
