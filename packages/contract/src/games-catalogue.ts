/** The game catalogue's constants (no schemas: the first paint reads these without zod). */

/** Top-level game categories; LOTT and ELOTT (ELOTTO on some platforms) are the lottery ones. */
export const GAME_CATEGORIES = ['RNG', 'FISH', 'LIVE', 'SPORTS', 'ESPORTS', 'PVP', 'COCKFIGHT', 'LOTT', 'ELOTT'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];
export const LOTTERY_CATEGORIES: readonly string[] = ['LOTT', 'ELOTT', 'ELOTTO'];
export const isLotteryCategory = (category: string): boolean => LOTTERY_CATEGORIES.includes(category);

/** Vendors whose games open in the lottery launcher. */
export const LOTTERY_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'] as const;
export const isLotteryVendor = (vendor: string): boolean => (LOTTERY_VENDORS as readonly string[]).includes(vendor);

export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];
export const PLAY_TYPES = ['trad', 'ent'] as const;
export type PlayType = (typeof PLAY_TYPES)[number];

/** Game selection filters of the game list. */
export const GAME_CLASSIFY = ['NEW', 'FAV', 'ALL', 'HOT'] as const;
export type GameClassify = (typeof GAME_CLASSIFY)[number];

/** The pseudo category of the game list that lists hot games of every category. */
export const HOT_GAME_TYPE = 'HOT';
export const GAME_LIST_PAGE_SIZE = 26;
export const RECENT_GAMES_PAGE_SIZE = 25;
export const WINNER_BOARD_LIMIT = 20;
/** Minimum-bet choices of the slot filter (the empty choice is "all"). */
export const MIN_BET_OPTIONS = [0.01, 0.05, 0.1, 0.5, 0.75] as const;

/** `mapping` keys of the vendor data: a category (its game count) and `<vendor>_<gameType>` (one vendor's count). */
export const vendorMappingKey = (vendor: string, gameType: string) => `${vendor}_${gameType}`;

/** The stakes of a demo-game spin. */
export const DEMO_STAKES = [0.1, 0.5, 1, 2, 5, 10, 50] as const;
