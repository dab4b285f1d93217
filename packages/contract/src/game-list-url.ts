import { isWellFormedText } from './text-rules.ts';
import { GAME_CATEGORIES, HOT_GAME_TYPE, MIN_BET_OPTIONS, type GameCategory, type GameClassify } from './games-catalogue.ts';
import type { GameListQuery } from './schemas/games.ts';

/**
 * The state of /m/gameList lives in its URL (spec §2 Game list). The app reads it to draw the
 * page; the server reads it too, to preload the pictures of the first screen with the page.
 */

/** The page whose URL this is. */
export const GAME_LIST_PAGE_PATH = '/m/gameList';

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

/** Games a phone shows before any scrolling (two rows of three): loaded at once, not lazily. */
export const FIRST_SCREEN_GAMES = 6;

/** A text parameter of the URL; one no request may carry (a NUL, a lone surrogate) reads as absent. */
const textParam = (params: URLSearchParams, name: string): string | undefined => {
  const value = params.get(name);
  return value !== null && isWellFormedText(value) ? value : undefined;
};

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
      vendor: textParam(params, 'vendor'),
      subType: textParam(params, 'subType'),
      minBet: (MIN_BET_OPTIONS as readonly number[]).includes(rawMinBet) ? rawMinBet : undefined,
    } satisfies GameListFilters,
    gameName: textParam(params, 'gameName') ?? '',
    vassalage: textParam(params, 'vassalage'),
  };
}

export type GameListParams = ReturnType<typeof readGameListParams>;

/** Everything of the game-list query but the page and the platform's standard parameters. */
export type GameListFilter = Omit<GameListQuery, 'pageNo' | 'pageSize' | 'platform' | 'clientType' | 'language' | 'merchant' | 'merchantCode' | 'merchant_code'>;

const CLASSIFY: Record<Exclude<GameTab, 'recent'>, GameClassify> = { fav: 'FAV', hot: 'HOT', all: 'ALL', new: 'NEW' };

/** The game-list query of a tab (in-house lists are slots of the in-house vassalage). */
export const listFilterOf = (
  params: Pick<GameListParams, 'gameType' | 'gameName' | 'vassalage' | 'filters'>,
  tab: Exclude<GameTab, 'recent'>,
  inHouseVassalage?: string,
): GameListFilter => ({
  gameType: categoryOf(params.gameType),
  gameClassify: CLASSIFY[tab],
  gameName: params.gameName || undefined,
  vassalage: params.vassalage ?? inHouseVassalage,
  vendor: params.filters.vendor,
  subType: params.filters.subType,
  minBet: params.filters.minBet,
});

/**
 * The list a visitor's first screen of /m/gameList shows, known from the URL alone; null when
 * it needs more (a member's own tab, or the in-house vassalage that a call must first tell).
 */
export function firstListFilterOf(params: URLSearchParams): GameListFilter | null {
  const state = readGameListParams(params);
  if (isMemberTab(state.tab) || state.gameType === IN_HOUSE) return null;
  return listFilterOf(state, state.tab);
}
