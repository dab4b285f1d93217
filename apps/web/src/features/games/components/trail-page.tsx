import { useNavigate } from 'react-router';
import { LoadFailed } from '@/components/layout/load-failed';
import { LOGIN_PATH } from '@/config/paths';
import { freePlayTarget } from '@/lib/game-launch';
import { useT } from '@/lib/i18n/use-t';
import { useSession } from '@/lib/session';
import { useHotGames } from '@/lib/api/hot-games';
import '@/features/games/components/games.css';

/** /m/trail: try games with play money, no account needed. */
export function TrailPage() {
  const t = useT();
  const navigate = useNavigate();
  const session = useSession();
  const hot = useHotGames('RNG');
  const games = hot.data?.filter((game) => game.supportFreePlay).slice(0, 12) ?? [];
  return (
    <section className="page" data-testid="page-trail">
      <div className="trail-intro">
        <h1>{t('games.trail.title')}</h1>
        <p>{t('games.trail.intro')}</p>
        {!session && (
          <button type="button" className="games-primary" data-testid="trail-login" onClick={() => void navigate(LOGIN_PATH)}>
            {t('games.trail.realPlay')}
          </button>
        )}
      </div>
      {hot.isError && <LoadFailed onRetry={() => void hot.refetch()} />}
      <div className="trail-games">
        {games.map((game) => (
          <button key={game.nodeId} type="button" className="game-tile-open" data-testid="trail-game" onClick={() => void navigate(freePlayTarget(game))}>
            <span className="game-art">
              <img src={game.iconUrl} alt="" width={200} height={200} loading="lazy" decoding="async" />
            </span>
            <span className="game-name" dir="auto">{game.gameName}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
