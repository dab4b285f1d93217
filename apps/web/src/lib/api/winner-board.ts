import { queryOptions, useQuery } from '@tanstack/react-query';
import { WINNER_BOARD_LIMIT } from '@m/contract';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { gamesKeys } from '@/lib/query-keys';

export const fetchWinnerBoard = (signal?: AbortSignal) =>
  api.call('winnerBoard', { query: { gameCategory: 'ALL', limitNum: WINNER_BOARD_LIMIT }, signal }).then((value) => value.list);

/** Home's latest winners and the winner page: one cache entry, reloaded 250 ms after a language change. */
export const winnerBoardQueryOptions = () =>
  queryOptions({
    queryKey: gamesKeys.winners(),
    queryFn: ({ signal }) => fetchWinnerBoard(signal),
    staleTime: STALE_TIME.short,
    meta: { languageReload: 'vendors' },
  });

export const useWinnerBoard = () => useQuery(winnerBoardQueryOptions());
