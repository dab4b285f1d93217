import type { GameCategory } from '@m/contract';
import { useT } from '@/lib/i18n/use-t';
import { useGameVendors } from '@/lib/game-vendors';
import {
  CATEGORY_LABEL, homeCategories, inHouseVassalage, panelOf, vendorsOf, type HomeCategory,
} from '@/features/home/game-categories';
import { selectGameCategory, useGameCategoryStore } from '@/features/home/store/game-category';
import { InHouseGamesPanel, TypedGamesPanel } from '@/features/home/components/category-games-panel';
import { HotGamesPanel } from '@/features/home/components/hot-games-panel';
import { VendorPanel } from '@/features/home/components/vendor-panel';

/** Spec §2 popular-games area: the category menu and the chosen category's games. */
export function PopularGames() {
  const t = useT();
  const sorting = useGameVendors().data?.sorting ?? [];
  const categories = homeCategories(sorting);
  const chosen = useGameCategoryStore((state) => state.category);
  const category: HomeCategory = chosen && categories.includes(chosen) ? chosen : 'HOT';
  const vassalage = inHouseVassalage(sorting);

  const panel = () => {
    switch (panelOf(category)) {
      case 'hot':
        return <HotGamesPanel />;
      case 'inHouse':
        return vassalage ? <InHouseGamesPanel vassalage={vassalage} /> : null;
      case 'typed':
        return <TypedGamesPanel key={category} category={category as GameCategory} vendors={vendorsOf(sorting, category)} />;
      case 'vendors':
        return <VendorPanel vendors={vendorsOf(sorting, category)} />;
    }
  };

  return (
    <section className="popular-games" aria-label={t('home.popularGames')} data-testid="home-popular">
      <div className="game-categories" role="tablist" data-testid="home-categories">
        {categories.map((entry) => (
          <button
            key={entry}
            type="button"
            role="tab"
            aria-selected={entry === category}
            className="game-category"
            data-testid={`home-category-${entry}`}
            onClick={() => selectGameCategory(entry)}
          >
            {t(CATEGORY_LABEL[entry])}
          </button>
        ))}
      </div>
      <div className="popular-panel" role="tabpanel" data-testid={`home-panel-${category}`}>
        {panel()}
      </div>
    </section>
  );
}
