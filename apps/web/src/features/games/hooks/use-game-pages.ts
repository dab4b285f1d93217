import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { categoryOf, IN_HOUSE, isMemberTab, listFilterOf, type GamePage, type GameTab } from '@m/contract';
import { usePagedItems } from '@/components/list/paged-list';
import { useSessionOwner } from '@/lib/session';
import { gameListQueryOptions, useGameList } from '@/features/games/api/game-list';
import { recentGamesQueryOptions, useRecentGames } from '@/features/games/api/recent-games';
import { useAllVassalage } from '@/features/games/api/all-vassalage';
import type { GameListState } from '@/features/games/hooks/use-game-list-state';

const gamesOf = (page: GamePage) => page.games;

/**
 * The games of the selected tab, page by page: recents from their own list (25 a page), every
 * other tab from the game list (26 a page). `list.hasMore` while the last page is not the last
 * one, and false after a failed load until the player retries (spec §8).
 */
export function useGamePages(state: GameListState) {
  const owner = useSessionOwner();
  const client = useQueryClient();
  const inHouse = state.gameType === IN_HOUSE;
  const vassalage = useAllVassalage(inHouse);
  const category = categoryOf(state.gameType);
  const inHouseVassalage = inHouse ? vassalage.data?.[0]?.vassalage : undefined;

  const { gameType, gameName, vassalage: listVassalage, filters } = state;
  const listFilterFor = useCallback(
    (tab: Exclude<GameTab, 'recent'>) => listFilterOf({ gameType, gameName, vassalage: listVassalage, filters }, tab, inHouseVassalage),
    [gameType, gameName, listVassalage, filters, inHouseVassalage],
  );

  const needsSession = isMemberTab(state.tab);
  const ready = (!needsSession || owner !== null) && (!inHouse || inHouseVassalage !== undefined);
  const recentFilter = useMemo(() => ({ gameType: category }), [category]);
  const listFilter = listFilterFor(state.tab === 'recent' ? 'all' : state.tab);
  const all = useGameList(listFilter, owner, ready && state.tab !== 'recent');
  const recent = useRecentGames(recentFilter, owner, ready && state.tab === 'recent');
  const active = state.tab === 'recent' ? recent : all;

  const { items: games, ...list } = usePagedItems(active, gamesOf);

  return {
    games,
    totalCount: active.data?.pages.at(-1)?.totalCount ?? 0,
    list: { ...list, pending: active.isPending && (ready || (inHouse && vassalage.isPending)) },
    /** Selecting a tab starts it again from page 1. */
    resetTab: (tab: GameTab) =>
      client.removeQueries({
        queryKey: tab === 'recent' ? recentGamesQueryOptions(recentFilter, owner).queryKey : gameListQueryOptions(listFilterFor(tab), owner).queryKey,
        exact: true,
      }),
  };
}
