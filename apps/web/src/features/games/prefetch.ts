import type { QueryClient } from '@tanstack/react-query';
import { gameVendorsQueryOptions } from '@/lib/game-vendors';
import { gameListQueryOptions } from '@/features/games/api/game-list';
import { IN_HOUSE, isMemberTab, readGameListParams } from '@/features/games/hooks/use-game-list-state';
import { listFilterOf } from '@/features/games/hooks/use-game-pages';

/**
 * The vendor carousel and the first page /m/gameList will show. Member-only tabs and in-house
 * lists (which first need the vassalage) are left to the page.
 */
export function prefetchGameList(client: QueryClient, params: URLSearchParams) {
  void client.prefetchQuery(gameVendorsQueryOptions());
  const state = readGameListParams(params);
  if (isMemberTab(state.tab) || state.gameType === IN_HOUSE) return;
  void client.prefetchInfiniteQuery(gameListQueryOptions(listFilterOf(state, state.tab), null));
}
