import { hashKey, type QueryClient } from '@tanstack/react-query';
import { BOOT_GAME_LIST_ELEMENT_ID, firstListFilterOf, type GameListFilter, type GamePage } from '@m/contract';
import { readDataBlock } from '@/lib/page-boot';
import { gameVendorsQueryOptions } from '@/lib/game-vendors';
import { gameListQueryOptions } from '@/features/games/api/game-list';

/** The first page the server wrote into the page, when it answers `filter` (read once: later visits ask the server). */
function bootGameListPage(filter: GameListFilter, doc: Document) {
  const boot = readDataBlock<{ filter: GameListFilter; page: GamePage }>(BOOT_GAME_LIST_ELEMENT_ID, { doc, consume: true });
  return boot && hashKey([boot.filter]) === hashKey([filter]) ? boot.page : null;
}

/**
 * The vendor carousel and the first page /m/gameList will show, from the page itself when the
 * server wrote it there. Member-only tabs and in-house lists (which first need the vassalage)
 * are left to the page.
 */
export function prefetchGameList(client: QueryClient, params: URLSearchParams, doc: Document = document) {
  void client.prefetchQuery(gameVendorsQueryOptions());
  const filter = firstListFilterOf(params);
  if (!filter) return;
  const options = gameListQueryOptions(filter, null);
  const page = bootGameListPage(filter, doc);
  if (page) client.setQueryData(options.queryKey, { pages: [page], pageParams: [1] });
  else void client.prefetchInfiniteQuery(options);
}
