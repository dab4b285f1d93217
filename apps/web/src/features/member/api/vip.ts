import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { vipKeys } from '@/lib/query-keys';

export const vipStateQueryOptions = (owner: string | null) =>
  queryOptions({ queryKey: vipKeys.state(owner), queryFn: ({ signal }) => api.call('vipState', { signal }), staleTime: STALE_TIME.live });

export const vipLevelsQueryOptions = () =>
  queryOptions({ queryKey: vipKeys.levels, queryFn: ({ signal }) => api.call('vipLevels', { signal }), staleTime: STALE_TIME.standard });

/** The member's level, progress over the window and periodic bonuses. */
export const useVipState = (owner: string | null) => useQuery(vipStateQueryOptions(owner));

/** The merchant's levels with their requirements and benefits. */
export const useVipLevels = () => useQuery(vipLevelsQueryOptions());
