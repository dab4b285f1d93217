import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { GAME_CATEGORIES, HOT_GAME_TYPE, MIN_BET_OPTIONS, type GameCategory } from '@m/contract';

export const GAME_TABS = ['recent', 'fav', 'hot', 'all', 'new'] as const;
export type GameTab = (typeof GAME_TABS)[number];

/** Recents and favourites are a member's own (spec §6: guests are sent to log in). */
export const isMemberTab = (tab: GameTab): tab is 'recent' | 'fav' => tab === 'recent' || tab === 'fav';

/** `INHOUSE` (the home menu's in-house entry) lists slot games of the in-house vendors. */
export const IN_HOUSE = 'INHOUSE';
export type ListGameType = GameCategory | typeof HOT_GAME_TYPE | typeof IN_HOUSE;

/** The catalogue category a list asks for: in-house lists are slots. */
export const categoryOf = (gameType: ListGameType): GameCategory | typeof HOT_GAME_TYPE => (gameType === IN_HOUSE ? 'RNG' : gameType);

const LIST_GAME_TYPES: readonly string[] = [...GAME_CATEGORIES, HOT_GAME_TYPE, IN_HOUSE];
const DEFAULT_GAME_TYPE: ListGameType = 'RNG';

/** Tabs of a category: "new" only for slots. */
export const tabsOf = (gameType: ListGameType): readonly GameTab[] =>
  gameType === 'RNG' ? GAME_TABS : GAME_TABS.filter((tab) => tab !== 'new');

export type GameListFilters = { vendor?: string; subType?: string; minBet?: number };

/** What the URL of /m/gameList asks for; unknown values fall back to the defaults. */
export function readGameListParams(params: URLSearchParams) {
  const rawType = params.get('gameType') ?? '';
  const gameType = (LIST_GAME_TYPES.includes(rawType) ? rawType : DEFAULT_GAME_TYPE) as ListGameType;
  const rawTab = params.get('tab') as GameTab | null;
  const tab: GameTab = rawTab && tabsOf(gameType).includes(rawTab) ? rawTab : 'all';
  const rawMinBet = Number(params.get('minBet'));
  return {
    gameType,
    tab,
    filters: {
      vendor: params.get('vendor') ?? undefined,
      subType: params.get('subType') ?? undefined,
      minBet: (MIN_BET_OPTIONS as readonly number[]).includes(rawMinBet) ? rawMinBet : undefined,
    } satisfies GameListFilters,
    gameName: params.get('gameName') ?? '',
    vassalage: params.get('vassalage') ?? undefined,
  };
}

export type GameListParams = ReturnType<typeof readGameListParams>;

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
