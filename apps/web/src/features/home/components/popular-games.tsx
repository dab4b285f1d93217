import { lazy, Suspense } from 'react';
import { DotLoading } from '@/components/ui/dot-loading';
import { useT } from '@/lib/i18n/use-t';
import { useGameVendors } from '@/lib/game-vendors';
import { homeCategories, type HomeCategory } from '@/features/home/game-categories';
import { categoryLabel } from '@/lib/game-categories';
import { selectGameCategory, useGameCategoryStore } from '@/features/home/store/game-category';
import { HotGamesPanel } from '@/features/home/components/hot-games-panel';

const CategoryPanel = lazy(() => import('@/features/home/components/category-panel'));

/** Spec §2 popular-games area: the category menu and the chosen category's games. */
export function PopularGames() {
  const t = useT();
  const sorting = useGameVendors().data?.sorting ?? [];
  const categories = homeCategories(sorting);
  const chosen = useGameCategoryStore((state) => state.category);
  const category: HomeCategory = chosen && categories.includes(chosen) ? chosen : 'HOT';

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
            {t(categoryLabel(entry))}
          </button>
        ))}
      </div>
      <div className="popular-panel" role="tabpanel" data-testid={`home-panel-${category}`}>
        {category === 'HOT' ? (
          <HotGamesPanel />
        ) : (
          <Suspense fallback={<div className="popular-loading" aria-busy="true"><DotLoading /></div>}>
            <CategoryPanel category={category} sorting={sorting} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
