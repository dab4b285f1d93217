import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readGameListParams, type GameListFilters, type GameTab } from '@m/contract';

/** The game list's state lives in the URL, so back, reload and shared links keep it. */
export function useGameListState() {
  const [params, setParams] = useSearchParams();
  const read = useMemo(() => readGameListParams(params), [params]);

  const update = useCallback(
    (changes: Record<string, string | number | undefined>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    ...read,
    setTab: (next: GameTab) => update({ tab: next === 'all' ? undefined : next }),
    setGameName: (name: string) => update({ gameName: name }),
    setFilters: (next: GameListFilters) => update({ vendor: next.vendor, subType: next.subType, minBet: next.minBet }),
  };
}

export type GameListState = ReturnType<typeof useGameListState>;
