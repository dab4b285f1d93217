import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { pagedQueryOptions } from '@/components/list/paged-query';
import { sportsbookKeys, type SportsBetState } from '@/lib/query-keys';

export const SPORTS_BETS_PAGE_SIZE = 20;

export const fetchSportsBets = (state: SportsBetState, pageNo: number, signal?: AbortSignal) =>
  api.call('sportsBets', { query: { state, pageNo, pageSize: SPORTS_BETS_PAGE_SIZE }, signal });

export const sportsBetsQueryOptions = (state: SportsBetState, owner: string | null) =>
  pagedQueryOptions({
    queryKey: sportsbookKeys.bets.of(state, owner),
    fetchPage: (pageNo, signal) => fetchSportsBets(state, pageNo, signal),
    staleTime: STALE_TIME.live,
    meta: { languageReload: 'lists' },
  });

/** The member's open or settled bets, newest first. */
export const useSportsBets = (state: SportsBetState, owner: string | null) => useInfiniteQuery(sportsBetsQueryOptions(state, owner));
