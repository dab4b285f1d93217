import { queryOptions, useQuery } from '@tanstack/react-query';
import { WINNER_BOARD_LIMIT } from '@m/contract';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';

export const fetchWinnerBoard = (signal?: AbortSignal) =>
  api.call('winnerBoard', { query: { gameCategory: 'ALL', limitNum: WINNER_BOARD_LIMIT }, signal });

export const winnerBoardQueryOptions = () =>
  queryOptions({
    queryKey: ['games', 'winners'],
    queryFn: ({ signal }) => fetchWinnerBoard(signal).then((value) => value.list),
    staleTime: STALE_TIME.short,
    meta: { languageReload: 'vendors' },
  });

export const useWinnerBoard = () => useQuery(winnerBoardQueryOptions());
