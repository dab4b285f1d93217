import { Link } from 'react-router';
import { useT } from '@/lib/i18n/use-t';

/** Spec §2 popular-games menu order; hot always first. */
const CATEGORIES = [
  { id: 'HOT', label: 'game.category.hot' },
  { id: 'SPORTS', label: 'game.category.sports' },
  { id: 'ESPORTS', label: 'game.category.esports' },
  { id: 'LIVE', label: 'game.category.live' },
  { id: 'FISH', label: 'game.category.fishing' },
  { id: 'RNG', label: 'game.category.slots' },
  { id: 'PVP', label: 'game.category.pvp' },
  { id: 'INHOUSE', label: 'game.category.inHouse' },
  { id: 'COCKFIGHT', label: 'game.category.cockfight' },
  { id: 'LOTT', label: 'game.category.lottery' },
] as const;

export function GameCategories() {
  const t = useT();
  return (
    <nav className="game-categories" aria-label={t('home.popularGames')} data-testid="home-categories">
      {CATEGORIES.map((category) => (
        <Link key={category.id} to={`/m/gameList?gameType=${category.id}`} className="game-category">
          {t(category.label)}
        </Link>
      ))}
    </nav>
  );
}
