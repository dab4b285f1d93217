import { useDeferredValue, useRef } from 'react';
import { FIRST_SCREEN_GAMES, type Game } from '@m/contract';
import { useElementWidth, useWindowedRows } from '@/components/list/use-windowed-rows';
import { GameTile } from '@/features/games/components/game-tile';

export const GRID_COLUMNS = 3;
const COLUMN_GAP = 10;
const ROW_GAP = 14;
/** The name under each picture: two lines of 17 px and a 6 px margin (see games.css). */
const NAME_BLOCK = 40;

type GameGridProps = {
  games: readonly Game[];
  isFavourite: (nodeId: number) => boolean;
  onOpen: (game: Game) => void;
  onToggleFavourite: (game: Game) => void;
};

/** Games in rows of three; only the rows near the viewport are in the DOM. */
export function GameGrid({ games: latestGames, isFavourite, onOpen, onToggleFavourite }: GameGridProps) {
  // A page of games arrives as a store update, which React renders at once; drawing the tiles
  // from the deferred list lets React do that work in slices between frames instead.
  const games = useDeferredValue(latestGames);
  const container = useRef<HTMLDivElement>(null);
  const width = useElementWidth(container);
  const tile = width > 0 ? (width - COLUMN_GAP * (GRID_COLUMNS - 1)) / GRID_COLUMNS : 110;
  const rowHeight = Math.ceil(tile + NAME_BLOCK + ROW_GAP);
  const rowCount = Math.ceil(games.length / GRID_COLUMNS);
  const { start, end } = useWindowedRows(container, rowCount, rowHeight);

  const rows = [];
  for (let row = start; row < end; row++) {
    rows.push(
      <div className="game-row" key={row} style={{ transform: `translateY(${row * rowHeight}px)`, height: rowHeight - ROW_GAP }}>
        {games.slice(row * GRID_COLUMNS, (row + 1) * GRID_COLUMNS).map((game) => (
          <GameTile
            key={game.nodeId}
            game={game}
            favourite={isFavourite(game.nodeId)}
            eager={row * GRID_COLUMNS < FIRST_SCREEN_GAMES}
            onOpen={onOpen}
            onToggleFavourite={onToggleFavourite}
          />
        ))}
      </div>,
    );
  }
  return (
    <div ref={container} className="game-grid" data-testid="game-grid" data-count={games.length} style={{ height: rowCount * rowHeight }}>
      {rows}
    </div>
  );
}
