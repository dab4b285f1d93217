/** Grey tiles the size of real game tiles, holding the place of games still loading (no layout shift when they come). */
export function GameSkeleton({ tiles, testId }: { tiles: number; testId?: string }) {
  return (
    <div className="game-skeleton" aria-busy="true" data-testid={testId}>
      {Array.from({ length: tiles }, (_, index) => (
        <span key={index} className="game-skeleton-tile" />
      ))}
    </div>
  );
}
