import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { memberKeys } from '@/lib/query-keys';

export const fetchMemberInfo = (signal?: AbortSignal) => api.call('memberInfo', { signal });

export const memberInfoQueryOptions = (owner: string | null) =>
  queryOptions({ queryKey: memberKeys.info(owner), queryFn: ({ signal }) => fetchMemberInfo(signal), staleTime: STALE_TIME.standard });

export const useMemberInfo = (owner: string | null) => useQuery(memberInfoQueryOptions(owner));
