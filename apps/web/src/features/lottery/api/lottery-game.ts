import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointQuery } from '@m/contract';
import { api } from '@/lib/api-client';
import { lotteryKeys } from '@/lib/query-keys';

export const fetchLotteryGame = (query: EndpointQuery<'lotteryGame'>, signal?: AbortSignal) => api.call('lotteryGame', { query, signal });

/** The issue on sale changes at each close: fetched again then (see the game page) and every half minute. */
export const lotteryGameQueryOptions = (query: EndpointQuery<'lotteryGame'>) =>
  queryOptions({
    queryKey: lotteryKeys.game(query),
    queryFn: ({ signal }) => fetchLotteryGame(query, signal),
    staleTime: 5_000,
    refetchInterval: 30_000,
  });

export const useLotteryGame = (query: EndpointQuery<'lotteryGame'> | null) =>
  useQuery({ ...lotteryGameQueryOptions(query ?? { gameCode: '' }), enabled: query !== null });
