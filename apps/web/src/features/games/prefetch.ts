import type { QueryClient } from '@tanstack/react-query';
import { firstListFilterOf } from '@m/contract';
import { gameVendorsQueryOptions } from '@/lib/game-vendors';
import { gameListQueryOptions } from '@/features/games/api/game-list';

/**
 * The vendor carousel and the first page /m/gameList will show. Member-only tabs and in-house
 * lists (which first need the vassalage) are left to the page.
 */
export function prefetchGameList(client: QueryClient, params: URLSearchParams) {
  void client.prefetchQuery(gameVendorsQueryOptions());
  const filter = firstListFilterOf(params);
  if (filter) void client.prefetchInfiniteQuery(gameListQueryOptions(filter, null));
}
