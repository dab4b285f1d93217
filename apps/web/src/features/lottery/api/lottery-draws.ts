import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { pagedQueryOptions } from '@/components/list/paged-query';
import { lotteryKeys } from '@/lib/query-keys';

const DRAWS_PAGE_SIZE = 10;

export const fetchLotteryDraws = (nodeId: number, pageNo: number, signal?: AbortSignal) =>
  api.call('lotteryDraws', { query: { nodeId, pageNo, pageSize: DRAWS_PAGE_SIZE }, signal });

export const lotteryDrawsQueryOptions = (nodeId: number) =>
  pagedQueryOptions({
    queryKey: lotteryKeys.draws(nodeId),
    fetchPage: (pageNo, signal) => fetchLotteryDraws(nodeId, pageNo, signal),
    staleTime: STALE_TIME.short,
  });

export const useLotteryDraws = (nodeId: number) => useInfiniteQuery(lotteryDrawsQueryOptions(nodeId));
