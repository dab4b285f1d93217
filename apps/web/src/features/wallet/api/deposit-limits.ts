import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { depositKeys } from '@/lib/query-keys';
import { useSessionOwner } from '@/lib/session';

export const fetchDepositLimits = (signal?: AbortSignal) => api.call('depositLimits', { signal });

export const depositLimitsQueryOptions = (owner: string | null) =>
  queryOptions({ queryKey: depositKeys.limits(owner), queryFn: ({ signal }) => fetchDepositLimits(signal), staleTime: STALE_TIME.live });

export const useDepositLimits = () => useQuery(depositLimitsQueryOptions(useSessionOwner()));
