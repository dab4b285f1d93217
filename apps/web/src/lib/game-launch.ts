import {
  isLotteryCategory, isLotteryVendor, prizeModeFor,
  type Game, type PlayType, type VendorCategory, type VendorName,
} from '@m/contract';
import { LOGIN_PATH } from '@/config/paths';

/**
 * Spec §4 "Game launch" as one table. Shared in lib because the home page, the game lists, the
 * lobbies and the lottery pages all open games and vendors the same way.
 */

/** Something the player taps: one game, or a vendor entry of a menu or lobby. */
export type LaunchEntry = {
  kind: 'game' | 'vendor';
  gameCategory: string;
  vendor: string;
  vassalage: string | null;
  /** The game (or the vendor's lobby game) and its vendor code; null for vendors without a lobby. */
  nodeId: number | null;
  gameId: string | null;
  supportFreePlay: boolean;
  playType?: PlayType;
};

export type LaunchContext = {
  loggedIn: boolean;
  /** Vendor data `sorting`: the prize-mode rule reads its ELOTT entry. */
  vendorSorting: readonly VendorCategory[];
};

export const LAUNCH_GAME_PATH = '/m/launchGame';
/** The in-house lottery's game page: where the launch form of a named lottery (`code` other than `lobby`) opens. */
export const LOTTERY_GAME_PATH = '/m/lotteryGame';
export const SPORTSBOOK_PATH = '/m/sportsbook';
export const GAME_LIST_PATH = '/m/gameList';

const withQuery = (path: string, params: Record<string, string | number | null | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== null && value !== undefined) search.set(key, String(value));
  return `${path}?${search}`;
};

type LaunchRule = {
  name: string;
  when: (entry: LaunchEntry, context: LaunchContext) => boolean;
  to: (entry: LaunchEntry, context: LaunchContext) => string;
};

/** First matching row wins. */
export const LAUNCH_RULES: readonly LaunchRule[] = [
  {
    // Guests browse the matches and prices too; the slip asks them to log in.
    name: 'sports or esports → the sportsbook',
    when: (entry) => entry.gameCategory === 'SPORTS' || entry.gameCategory === 'ESPORTS',
    to: (entry) => (entry.gameCategory === 'ESPORTS' ? withQuery(SPORTSBOOK_PATH, { sport: 'ESPORTS' }) : SPORTSBOOK_PATH),
  },
  {
    name: 'guest outside lottery → login',
    when: (entry, context) => !context.loggedIn && !isLotteryCategory(entry.gameCategory),
    to: () => LOGIN_PATH,
  },
  {
    name: 'lottery vendor → lottery launcher',
    when: (entry) => isLotteryVendor(entry.vendor),
    to: (entry, context) =>
      withQuery(LAUNCH_GAME_PATH, {
        playType: entry.playType ?? 'trad',
        prize_mode: prizeModeFor(entry.vendor, context.vendorSorting),
        code: entry.gameId ?? 'lobby',
        vendor: entry.vendor,
        pageBack: 'home',
      }),
  },
  {
    name: 'in-house vendor → its game page',
    when: (entry) => entry.kind === 'vendor' && entry.vassalage !== null,
    to: (entry) => withQuery(GAME_LIST_PATH, { gameType: entry.gameCategory, vassalage: entry.vassalage }),
  },
  {
    name: 'slot vendor → slot route',
    when: (entry) => entry.kind === 'vendor' && entry.gameCategory === 'RNG',
    to: (entry) => withQuery(GAME_LIST_PATH, { gameType: 'RNG', vendor: entry.vendor }),
  },
  {
    name: 'vendor without a lobby → its game list',
    when: (entry) => entry.kind === 'vendor' && entry.nodeId === null,
    to: (entry) => withQuery(GAME_LIST_PATH, { gameType: entry.gameCategory, vendor: entry.vendor }),
  },
  {
    name: 'generic launch',
    when: () => true,
    to: (entry) =>
      withQuery(LAUNCH_GAME_PATH, {
        gameCategory: entry.gameCategory,
        vendor: entry.vendor,
        gameId: entry.gameId,
        nodeId: entry.nodeId,
        supportFreePlay: entry.supportFreePlay ? 1 : 0,
      }),
  },
];

/** Where tapping `entry` leads. */
export function launchTarget(entry: LaunchEntry, context: LaunchContext): string {
  const rule = LAUNCH_RULES.find((candidate) => candidate.when(entry, context))!;
  return rule.to(entry, context);
}

export const gameEntry = (game: Game): LaunchEntry => ({
  kind: 'game',
  gameCategory: game.gameCategory,
  vendor: game.vendor,
  vassalage: game.vassalage,
  nodeId: game.nodeId,
  gameId: game.gameId,
  supportFreePlay: game.supportFreePlay,
  playType: game.playType,
});

export const vendorEntry = (vendor: VendorName): LaunchEntry => ({
  kind: 'vendor',
  gameCategory: vendor.gameType,
  vendor: vendor.vendor,
  vassalage: vendor.vassalage,
  nodeId: vendor.nodeId,
  gameId: vendor.gameId,
  supportFreePlay: vendor.supportFreePlay,
});

/** A free-play launch of a game that offers it (the free-trial page). */
export const freePlayTarget = (game: Game): string =>
  withQuery(LAUNCH_GAME_PATH, { gameCategory: game.gameCategory, vendor: game.vendor, gameId: game.gameId, nodeId: game.nodeId, supportFreePlay: 1, freePlay: 1 });
