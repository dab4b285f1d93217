import { useCallback } from 'react';
import { Link } from 'react-router';
import type { Game } from '@m/contract';
import { LoadFailed } from '@/components/layout/load-failed';
import { gameEntry } from '@/lib/game-launch';
import { useT } from '@/lib/i18n/use-t';
import { useGameVendors } from '@/lib/game-vendors';
import { useHotGames } from '@/lib/api/hot-games';
import { useFavourites } from '@/features/games/hooks/use-favourites';
import { useGameLauncher } from '@/lib/use-game-launcher';
import { GameSkeleton } from '@/features/games/components/game-skeleton';
import { GameTile } from '@/features/games/components/game-tile';
import { VendorCards } from '@/features/games/components/vendor-cards';
import '@/features/games/components/games.css';

const SLOT_CATEGORIES = ['RNG', 'FISH'];
const HOT_TILES = 9;

/** /m/slotsCenter: hot slots and the slot and fishing vendors. */
export function SlotsCenterPage() {
  const t = useT();
  const vendors = useGameVendors();
  const hot = useHotGames('RNG');
  const launch = useGameLauncher();
  const favourites = useFavourites(t('games.favourite.failed'));
  const open = useCallback((game: Game) => launch(gameEntry(game)), [launch]);
  const { toggle } = favourites;
  const toggleFavourite = useCallback((game: Game) => void toggle(game), [toggle]);
  const slotVendors = (vendors.data?.sorting ?? []).filter((entry) => SLOT_CATEGORIES.includes(entry.gameCategory)).flatMap((entry) => entry.vendorNames);
  return (
    <section className="page" data-testid="page-slotsCenter">
      <h1 className="visually-hidden">{t('page.slotsCenter.title')}</h1>
      <section className="games-section">
        <h2>
          <Link to="/m/gameList?gameType=RNG&tab=hot">{t('games.tab.hot')}</Link>
        </h2>
        {hot.isError && <LoadFailed onRetry={() => void hot.refetch()} />}
        {hot.isPending && <GameSkeleton tiles={HOT_TILES} />}
        <div className="trail-games">
          {hot.data?.slice(0, HOT_TILES).map((game) => (
            <GameTile key={game.nodeId} game={game} favourite={favourites.isFavourite(game.nodeId)} onOpen={open} onToggleFavourite={toggleFavourite} />
          ))}
        </div>
      </section>
      <section className="games-section">
        <h2>{t('games.vendors.title')}</h2>
        {vendors.isError && <LoadFailed onRetry={() => void vendors.refetch()} />}
        {vendors.data && <VendorCards vendors={slotVendors} mapping={vendors.data.mapping} />}
      </section>
    </section>
  );
}
