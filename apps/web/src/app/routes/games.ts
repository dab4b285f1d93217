import type { PagePrefetch } from '@/app/routes/page-prefetch';
import { prefetchGameList } from '@/features/games/prefetch';

export { gamesPages as pages } from '@/features/games/components/games-pages';

export const prefetch: { gameList: PagePrefetch } = {
  gameList: (client, url) => prefetchGameList(client, url.searchParams),
};
