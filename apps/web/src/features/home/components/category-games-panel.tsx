import { useState } from 'react';
import { Link } from 'react-router';
import type { GameCategory, VendorName } from '@m/contract';
import { pathOf } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { useCategoryGames, HOME_GAMES_SHOWN, type CategoryGamesFilter } from '@/features/home/api/category-games';
import { GameGrid } from '@/features/home/components/game-grid';

function GamesOf({ filter }: { filter: CategoryGamesFilter }) {
  const t = useT();
  const page = useCategoryGames(filter);
  const more = new URLSearchParams({ gameType: filter.gameType ?? 'RNG' });
  if (filter.vendor) more.set('vendor', filter.vendor);
  if (filter.vassalage) more.set('vassalage', filter.vassalage);
  return (
    <>
      <GameGrid games={page.data?.games} loading={page.isFetching} />
      {page.data && page.data.totalCount > HOME_GAMES_SHOWN && (
        <Link className="popular-more" data-testid="home-games-more" to={`${pathOf('gameList')}?${more}`}>
          {t('home.moreGames', { count: page.data.totalCount })}
        </Link>
      )}
    </>
  );
}

/** Live, fishing, slots and PVP: a menu of the category's vendors over its games. */
export function TypedGamesPanel({ category, vendors }: { category: GameCategory; vendors: readonly VendorName[] }) {
  const t = useT();
  const [vendor, setVendor] = useState<string | null>(null);
  const choices = [{ value: null, label: t('home.allVendors') }, ...vendors.map((entry) => ({ value: entry.vendor, label: entry.accountTypeName }))];
  return (
    <>
      <div className="type-menu" role="tablist" aria-label={t('home.vendors')} data-testid="home-type-menu">
        {choices.map((choice) => (
          <button
            key={choice.value ?? 'all'}
            type="button"
            role="tab"
            aria-selected={choice.value === vendor}
            className="type-chip"
            data-testid="home-type-chip"
            onClick={() => setVendor(choice.value)}
          >
            <bdi>{choice.label}</bdi>
          </button>
        ))}
      </div>
      <GamesOf filter={{ gameType: category, vendor: vendor ?? undefined }} />
    </>
  );
}

/** In-house: the slot games of the merchant's own brand. */
export function InHouseGamesPanel({ vassalage }: { vassalage: string }) {
  return <GamesOf filter={{ gameType: 'RNG', vassalage }} />;
}
