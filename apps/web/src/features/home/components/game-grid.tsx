import { useDeferredValue } from 'react';
import type { Game } from '@m/contract';
import { useT } from '@/lib/i18n/use-t';
import { gameEntry } from '@/lib/game-launch';
import { useGameLauncher } from '@/lib/use-game-launcher';
import { HOME_GAMES_SHOWN } from '@/features/home/api/category-games';

/** Game tiles, three a row; a tap opens the game by the launch rules. */
export function GameGrid({ games: latestGames, loading }: { games: readonly Game[] | undefined; loading: boolean }) {
  const t = useT();
  // Tiles are drawn from the deferred list: React renders them in slices, not in one long task.
  const games = useDeferredValue(latestGames);
  const launch = useGameLauncher();
  if (!games || (loading && games.length === 0)) {
    // Grey tiles the size of the real ones: the grid and the link under it do not move when the games come.
    return (
      <ul className="game-grid" aria-busy="true" data-testid="home-games-loading">
        {Array.from({ length: HOME_GAMES_SHOWN }, (_, index) => (
          <li key={index} className="home-game" aria-hidden="true">
            <span className="home-game-placeholder" />
            <span className="home-game-name">&nbsp;</span>
          </li>
        ))}
      </ul>
    );
  }
  if (games.length === 0) return <p className="popular-empty">{t('common.noData')}</p>;
  return (
    <ul className="game-grid">
      {games.map((game) => (
        <li key={game.nodeId}>
          <button type="button" className="home-game" data-testid="home-game" onClick={() => launch(gameEntry(game))}>
            <img src={game.iconUrl} alt="" width={96} height={96} loading="lazy" decoding="async" />
            <span className="home-game-name" dir="auto">{game.gameName}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
