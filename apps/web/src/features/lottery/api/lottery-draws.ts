import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { nextPageOf, STALE_TIME } from '@/lib/query-client';

const DRAWS_PAGE_SIZE = 10;

export const fetchLotteryDraws = (nodeId: number, pageNo: number, signal?: AbortSignal) =>
  api.call('lotteryDraws', { query: { nodeId, pageNo, pageSize: DRAWS_PAGE_SIZE }, signal });

export const lotteryDrawsQueryOptions = (nodeId: number) =>
  infiniteQueryOptions({
    queryKey: ['lottery', 'draws', nodeId],
    queryFn: ({ pageParam, signal }) => fetchLotteryDraws(nodeId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: STALE_TIME.short,
  });

export const useLotteryDraws = (nodeId: number) => useInfiniteQuery(lotteryDrawsQueryOptions(nodeId));
