import { memo } from 'react';
import type { Game } from '@m/contract';
import { useT } from '@/lib/i18n/use-t';
import { HeartIcon } from '@/features/games/components/heart-icon';

type GameTileProps = {
  game: Game;
  favourite: boolean;
  /** Tiles of the first screen load at once (they are the page's largest paint), the rest lazily. */
  eager?: boolean;
  onOpen: (game: Game) => void;
  onToggleFavourite: (game: Game) => void;
};

/** A game's picture (a fixed square box, loaded lazily), name, marks and favourite heart. */
export const GameTile = memo(function GameTile({ game, favourite, eager = false, onOpen, onToggleFavourite }: GameTileProps) {
  const t = useT();
  return (
    <div className="game-tile" data-testid="game-tile" data-node-id={game.nodeId} data-vendor={game.vendor}>
      <button type="button" className="game-tile-open" onClick={() => onOpen(game)}>
        <span className="game-art">
          <img src={game.iconUrl} alt="" width={200} height={200} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : 'auto'} decoding="async" />
          {game.isNew ? <span className="game-mark new">{t('games.mark.new')}</span> : game.isHot && <span className="game-mark hot">{t('games.mark.hot')}</span>}
        </span>
        <span className="game-name" data-testid="game-name" dir="auto">{game.gameName}</span>
      </button>
      <button
        type="button"
        className="game-fav"
        data-testid="game-fav"
        aria-pressed={favourite}
        aria-label={t(favourite ? 'games.favourite.remove' : 'games.favourite.add')}
        onClick={() => onToggleFavourite(game)}
      >
        <HeartIcon filled={favourite} />
      </button>
    </div>
  );
});
