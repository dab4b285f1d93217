import {
  GAME_LIST_PAGE_PATH, GAME_LIST_PAGE_SIZE, firstListFilterOf, gameListQuerySchema, type GameListFilter, type GamePage,
} from '@m/contract';
import type { GameCatalogue } from './catalogue.ts';

/**
 * The first page of the game list a visitor's first screen shows, when the page is the game list
 * and its URL alone tells which list: the page carries it, and preloads its first pictures.
 */
export async function firstGameListPage(
  catalogue: GameCatalogue, merchantCode: string, path: string, params: URLSearchParams,
): Promise<{ filter: GameListFilter; page: GamePage } | null> {
  if (path !== GAME_LIST_PAGE_PATH) return null;
  const filter = firstListFilterOf(params);
  if (!filter) return null;
  // A URL the list call would refuse (say, a malformed vendor) gets nothing.
  const query = gameListQuerySchema.safeParse({ ...filter, pageNo: 1, pageSize: GAME_LIST_PAGE_SIZE });
  if (!query.success) return null;
  return { filter, page: await catalogue.gameList(merchantCode, query.data, null) };
}
