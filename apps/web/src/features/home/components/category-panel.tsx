import type { GameCategory, VendorCategory } from '@m/contract';
import { inHouseVassalage, panelOf, vendorsOf, type HomeCategory } from '@/features/home/game-categories';
import { InHouseGamesPanel, TypedGamesPanel } from '@/features/home/components/category-games-panel';
import { VendorPanel } from '@/features/home/components/vendor-panel';

/** Every category but HOT (which home opens with): loaded when the player picks one. */
export default function CategoryPanel({ category, sorting }: { category: Exclude<HomeCategory, 'HOT'>; sorting: readonly VendorCategory[] }) {
  switch (panelOf(category)) {
    case 'inHouse': {
      const vassalage = inHouseVassalage(sorting);
      return vassalage ? <InHouseGamesPanel vassalage={vassalage} /> : null;
    }
    case 'typed':
      return <TypedGamesPanel key={category} category={category as GameCategory} vendors={vendorsOf(sorting, category)} />;
    default:
      return <VendorPanel vendors={vendorsOf(sorting, category)} />;
  }
}
