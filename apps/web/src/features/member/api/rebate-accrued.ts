import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { rebateKeys } from '@/lib/query-keys';

export const fetchRebateAccrued = (signal?: AbortSignal) => api.call('rebateAccrued', { signal });

export const rebateAccruedQueryOptions = (owner: string | null) =>
  queryOptions({ queryKey: rebateKeys.accrued(owner), queryFn: ({ signal }) => fetchRebateAccrued(signal), staleTime: STALE_TIME.live });

export const useRebateAccrued = (owner: string | null) => useQuery(rebateAccruedQueryOptions(owner));
