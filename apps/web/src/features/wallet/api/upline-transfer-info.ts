import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { recordsKeys } from '@/lib/query-keys';

export const fetchUplineTransferInfo = (signal?: AbortSignal) => api.call('uplineTransferInfo', { signal });

export const uplineTransferInfoQueryOptions = (owner: string | null) =>
  queryOptions({ queryKey: recordsKeys.uplineTransfer(owner), queryFn: ({ signal }) => fetchUplineTransferInfo(signal), staleTime: STALE_TIME.live });

export const useUplineTransferInfo = (owner: string | null) => useQuery(uplineTransferInfoQueryOptions(owner));
