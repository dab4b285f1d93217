import type { QueryClient } from '@tanstack/react-query';
import { getSessionOwner } from '@/lib/session';
import { gameVendorsQueryOptions } from '@/lib/game-vendors';
import { announcementsQueryOptions } from '@/lib/api/announcements';
import { hotGamesQueryOptions } from '@/lib/api/hot-games';

/** Home's first calls: banners and notices, the hot games and the vendor menu. */
export function prefetchHome(client: QueryClient) {
  void client.prefetchQuery(announcementsQueryOptions(getSessionOwner()));
  void client.prefetchQuery(hotGamesQueryOptions());
  void client.prefetchQuery(gameVendorsQueryOptions());
}
