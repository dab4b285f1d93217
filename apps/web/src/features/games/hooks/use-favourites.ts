import { partialMatchKey, useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { Game, GameListFilter, GamePage } from '@m/contract';
import { LOGIN_PATH } from '@/config/paths';
import { gamesKeys } from '@/lib/query-keys';
import { useSessionOwner } from '@/lib/session';
import { addFavourite } from '@/features/games/api/add-favourite';
import { removeFavourite } from '@/features/games/api/remove-favourite';
import { favouriteIdsQueryOptions, useFavouriteIds, type FavouriteKey } from '@/features/games/api/favourite-ids';

const isFavouriteList = (queryKey: QueryKey) =>
  partialMatchKey(queryKey, gamesKeys.list.all) && (queryKey[2] as GameListFilter | undefined)?.gameClassify === 'FAV';

const withoutGame = (nodeId: number) => (data: InfiniteData<GamePage> | undefined) =>
  data && { ...data, pages: data.pages.map((page) => ({ ...page, games: page.games.filter((game) => game.nodeId !== nodeId) })) };

/**
 * The favourite heart (spec §4): guests go to log in; adding is skipped for a game already in
 * the favourites; removal takes the game out of the lists at once, then tells the server.
 */
export function useFavourites(failureText: string) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const owner = useSessionOwner();
  const ids = useFavouriteIds().data;
  const favourites = useMemo(() => new Set(ids?.map((key) => key.nodeId)), [ids]);
  const idsKey = favouriteIdsQueryOptions(owner).queryKey;

  const toggle = useCallback(
    async (game: Game) => {
      if (owner === null) {
        void navigate(LOGIN_PATH);
        return;
      }
      const key: FavouriteKey = { nodeId: game.nodeId, vendor: game.vendor };
      const before = client.getQueryData(idsKey);
      const removing = favourites.has(game.nodeId);
      if (removing) {
        client.setQueryData(idsKey, (list) => list?.filter((entry) => entry.nodeId !== game.nodeId));
        client.setQueriesData({ predicate: (query) => isFavouriteList(query.queryKey) }, withoutGame(game.nodeId));
      } else {
        client.setQueryData(idsKey, (list) => [key, ...(list ?? [])]);
      }
      try {
        if (removing) {
          await removeFavourite(key);
        } else {
          await addFavourite(key);
          void client.invalidateQueries({ predicate: (query) => isFavouriteList(query.queryKey) });
        }
      } catch {
        client.setQueryData(idsKey, before);
        void client.invalidateQueries({ predicate: (query) => isFavouriteList(query.queryKey) });
        void import('@/components/ui/feedback').then(({ Toast }) => Toast.show({ content: failureText }));
      }
    },
    [client, favourites, idsKey, navigate, owner, failureText],
  );

  const isFavourite = useCallback((nodeId: number) => favourites.has(nodeId), [favourites]);
  return useMemo(() => ({ isFavourite, toggle }), [isFavourite, toggle]);
}
