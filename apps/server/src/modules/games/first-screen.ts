import {
  FIRST_SCREEN_GAMES, GAME_LIST_PAGE_PATH, GAME_LIST_PAGE_SIZE, firstListFilterOf, gameListQuerySchema,
} from '@m/contract';
import type { GameCatalogue } from './catalogue.ts';

/**
 * The pictures of the games a visitor's first screen of a page shows (only the game list has
 * them; its URL tells which list). The page preloads them, so they are there when the list is.
 */
export async function firstScreenPictures(catalogue: GameCatalogue, merchantCode: string, path: string, params: URLSearchParams): Promise<string[]> {
  if (path !== GAME_LIST_PAGE_PATH) return [];
  const filter = firstListFilterOf(params);
  if (!filter) return [];
  // A URL the list call would refuse (say, a malformed vendor) preloads nothing.
  const query = gameListQuerySchema.safeParse({ ...filter, pageNo: 1, pageSize: GAME_LIST_PAGE_SIZE });
  if (!query.success) return [];
  const page = await catalogue.gameList(merchantCode, query.data, null);
  return page.games.slice(0, FIRST_SCREEN_GAMES).map((game) => game.iconUrl);
}
