import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrizeMode } from '@m/contract';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { lotteryKeys } from '@/lib/query-keys';

export const fetchLotteryList = (prizeMode: PrizeMode | undefined, signal?: AbortSignal) =>
  api.call('lotteryList', { query: { prizeMode }, signal });

/** Draw times move on, so the list is refetched every half minute while shown. */
export const lotteryListQueryOptions = (prizeMode?: PrizeMode) =>
  queryOptions({
    queryKey: lotteryKeys.list(prizeMode ?? null),
    queryFn: ({ signal }) => fetchLotteryList(prizeMode, signal).then((value) => value.list),
    staleTime: STALE_TIME.short,
    refetchInterval: STALE_TIME.short,
    meta: { languageReload: 'lists' },
  });

export const useLotteryList = (prizeMode?: PrizeMode) => useQuery(lotteryListQueryOptions(prizeMode));
