import { useInfiniteQuery } from '@tanstack/react-query';
import { TEAM_BETS_PAGE_SIZE, type GameCategory } from '@m/contract';
import { cursorQueryOptions } from '@/components/list/paged-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { teamListKeys } from '@/lib/query-keys';

/** Business days `from`..`to`; `username` '' for the whole team, `category` null for every game. */
export type TeamBetsFilter = { from: string; to: string; username: string; category: GameCategory | null };

export const fetchTeamBets = ({ from, to, username, category }: TeamBetsFilter, cursor: string | null, signal?: AbortSignal) =>
  api.call('teamBets', {
    query: { from, to, ...(username ? { username } : {}), ...(category ? { category } : {}), ...(cursor ? { cursor } : {}), pageSize: TEAM_BETS_PAGE_SIZE },
    signal,
  });

export const teamBetsQueryOptions = (filter: TeamBetsFilter, owner: string | null) =>
  cursorQueryOptions({
    queryKey: teamListKeys.bets(filter, owner),
    fetchPage: (cursor, signal) => fetchTeamBets(filter, cursor, signal),
    staleTime: STALE_TIME.live,
  });

export const useTeamBets = (filter: TeamBetsFilter, owner: string | null) => useInfiniteQuery(teamBetsQueryOptions(filter, owner));
