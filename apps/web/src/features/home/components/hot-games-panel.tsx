import { useState } from 'react';
import { Link } from 'react-router';
import { pathOf } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { useHotGames } from '@/lib/api/hot-games';
import { HOME_GAMES_SHOWN } from '@/features/home/api/category-games';
import { GameGrid } from '@/features/home/components/game-grid';

/** Case-insensitive name match (spec §2 hot tab search). */
export const matchesName = (name: string, search: string) => name.toLowerCase().includes(search.trim().toLowerCase());

/** The hot tab: hot games of every category, with a name search applied on Enter. */
export function HotGamesPanel() {
  const t = useT();
  const hot = useHotGames();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const games = hot.data?.filter((game) => matchesName(game.gameName, search));
  return (
    <>
      <form
        className="home-search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(typed);
        }}
      >
        <input
          type="search"
          name="gameName"
          enterKeyHint="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={t('home.searchGames')}
          aria-label={t('home.searchGames')}
          data-testid="home-games-search"
        />
      </form>
      <GameGrid games={games?.slice(0, HOME_GAMES_SHOWN)} loading={hot.isPending} />
      {games && games.length > HOME_GAMES_SHOWN && (
        <Link className="popular-more" data-testid="home-games-more" to={`${pathOf('gameList')}?gameType=HOT${search ? `&gameName=${encodeURIComponent(search)}` : ''}`}>
          {t('home.moreGames', { count: games.length })}
        </Link>
      )}
    </>
  );
}
