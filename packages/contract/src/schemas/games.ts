import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { bodyId, text, wireAmount, wireInteger } from '../input-rules.ts';
import { FISH_KIND_IDS } from '../games/fishing.ts';
import { LANGUAGE_CODES } from '../languages.ts';
import {
  GAME_CATEGORIES, GAME_CLASSIFY, GAME_LIST_PAGE_SIZE, HOT_GAME_TYPE, PLAY_TYPES, PRIZE_MODES, RECENT_GAMES_PAGE_SIZE, WINNER_BOARD_LIMIT,
} from '../games-catalogue.ts';

/** The catalogue's constants live apart from the schemas, so the first paint reads them without zod. */
export * from '../games-catalogue.ts';

const vendorCode = lazySchema(() => text().regex(/^[A-Z0-9_]{2,32}$/));
const gameCode = lazySchema(() => text().regex(/^[A-Za-z0-9_-]{1,64}$/));
const categoryOrHot = lazySchema(() => z.enum([...GAME_CATEGORIES, HOT_GAME_TYPE]));
const language = lazySchema(() => z.enum(LANGUAGE_CODES));
const id = lazySchema(() => wireInteger({ min: 1, max: 2_147_483_647 }));
const pageNo = lazySchema(() => wireInteger({ min: 1, max: 100_000 }));
const pageSize = (fallback: number) => wireInteger({ min: 1, max: 100 }).default(fallback);
/** A query flag: `1`/`true` or `0`/`false`. */
const queryFlag = lazySchema(() => z.union([z.boolean(), z.enum(['1', 'true', '0', 'false']).transform((value) => value === '1' || value === 'true')]));
/** Parameters the platform's own client always sends; accepted and not needed here. */
const platformParams = () => ({
  merchant: text().max(32).optional(),
  merchantCode: text().max(32).optional(),
  merchant_code: text().max(32).optional(),
  platform: z.literal('html5').optional(),
  clientType: wireInteger({ max: 1000 }).optional(),
  language: language.optional(),
});
/** The query of a catalogue call that takes only the platform's standard parameters. */
export const platformQuerySchema = lazySchema(() => z.object(platformParams()).strict());

export const gameSchema = lazySchema(() => z.object({
  nodeId: z.number().int(),
  nodeName: z.string(),
  gameName: z.string(),
  /** The vendor's code of the game. */
  gameId: z.string(),
  /** `lobby` for a vendor's lobby entry. */
  gameCode: z.string(),
  gameType: z.string(),
  gameCategory: z.string(),
  /** Finer type inside the category (video slot, baccarat, ...); the slot filter's "game type". */
  subType: z.string(),
  vendor: z.string(),
  vassalage: z.string().nullable(),
  iconUrl: z.string(),
  mobileLargeIcon: z.string(),
  showIcon: z.boolean(),
  isNew: z.boolean(),
  isHot: z.boolean(),
  minBet: z.number(),
  lines: z.number().int().nullable(),
  supportPlay: z.boolean(),
  supportFreePlay: z.boolean(),
  isGameH5: z.boolean(),
  playType: z.enum(PLAY_TYPES),
}));
export type Game = z.infer<typeof gameSchema>;

export const gamePageSchema = lazySchema(() => z.object({
  games: z.array(gameSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
}));
export type GamePage = z.infer<typeof gamePageSchema>;

export const gameListQuerySchema = lazySchema(() => z
  .object({
    ...platformParams(),
    gameName: text().trim().max(64).optional(),
    gameType: categoryOrHot.optional(),
    isNew: queryFlag.optional(),
    gameClassify: z.enum(GAME_CLASSIFY).default('ALL'),
    pageNo: pageNo.default(1),
    pageSize: pageSize(GAME_LIST_PAGE_SIZE),
    vassalage: vendorCode.optional(),
    /** The filter panel's vendor choice. */
    vendor: vendorCode.optional(),
    subType: gameCode.optional(),
    minBet: wireAmount({ max: 100_000 }).optional(),
    minLine: wireInteger({ min: 1, max: 100_000 }).optional(),
  })
  .strict());
export type GameListQuery = z.infer<typeof gameListQuerySchema>;

export const hotGamesQuerySchema = lazySchema(() => z
  .object({ ...platformParams(), isPlatform: wireInteger({ max: 1000 }).optional(), gameType: categoryOrHot.optional() })
  .strict());
export const gameListSchema = lazySchema(() => z.object({ list: z.array(gameSchema) }));

export const vendorNameSchema = lazySchema(() => z.object({
  vendor: z.string(),
  /** The vendor's display name. */
  accountTypeName: z.string(),
  /** The category this vendor's games belong to (esports and cockfight vendors sit in SPORTS). */
  gameType: z.string(),
  vassalage: z.string().nullable(),
  mobileSmallIcon: z.string(),
  /** The vendor's lobby game, when it opens as one game (sports, live, lottery). */
  nodeId: z.number().int().nullable(),
  gameId: z.string().nullable(),
  supportFreePlay: z.boolean(),
}));
export type VendorName = z.infer<typeof vendorNameSchema>;

export const vendorCategorySchema = lazySchema(() => z.object({
  gameCategory: z.string(),
  vendorNames: z.array(vendorNameSchema),
}));
export type VendorCategory = z.infer<typeof vendorCategorySchema>;

/** `mapping` keys: a category (its game count) and `<vendor>_<gameType>` (one vendor's count). */
export const vendorDataSchema = lazySchema(() => z.object({
  sorting: z.array(vendorCategorySchema),
  mapping: z.record(z.string(), z.object({ gameCount: z.number().int() })),
}));
export type VendorData = z.infer<typeof vendorDataSchema>;

export const vassalGameTypeQuerySchema = lazySchema(() => z
  .object({ ...platformParams(), typeId: z.enum(GAME_CATEGORIES), vassalage: vendorCode.optional() })
  .strict());
export const gameSubTypeSchema = lazySchema(() => z.object({ subType: z.string(), gameCount: z.number().int() }));
export const vassalGameTypesSchema = lazySchema(() => z.object({ list: z.array(gameSubTypeSchema) }));

export const vassalageSchema = lazySchema(() => z.object({
  vassalage: z.string(),
  vendor: z.string(),
  accountTypeName: z.string(),
  gameTypes: z.array(z.string()),
}));
export const allVassalageSchema = lazySchema(() => z.object({ list: z.array(vassalageSchema) }));

export const favouriteKeySchema = lazySchema(() => z.object({ nodeId: bodyId(), vendor: vendorCode }).strict());
export const favouriteIdsSchema = lazySchema(() => z.object({ list: z.array(z.object({ nodeId: z.number().int(), vendor: z.string() })) }));
export const favouriteListQuerySchema = lazySchema(() => z
  .object({ ...platformParams(), pageNo: pageNo.default(1), pageSize: pageSize(GAME_LIST_PAGE_SIZE), gameType: categoryOrHot.optional() })
  .strict());
export const favouriteChangeSchema = lazySchema(() => z.object({ changed: z.boolean() }));

export const recentGamesQuerySchema = lazySchema(() => z
  .object({ ...platformParams(), page: pageNo.default(1), pageSize: pageSize(RECENT_GAMES_PAGE_SIZE), gameType: categoryOrHot.optional() })
  .strict());

export const launchGameQuerySchema = lazySchema(() => z
  .object({
    ...platformParams(),
    nodeId: id.optional(),
    gameId: gameCode.optional(),
    vendor: vendorCode.optional(),
    gameCode: gameCode.optional(),
    gameCategory: text().max(16).optional(),
    vassalage: vendorCode.optional(),
    /** 1 real money, 0 free play. */
    accountType: wireInteger({ max: 1 }).default(1),
    backUrl: text().max(512).optional(),
    prizeMode: z.enum(PRIZE_MODES).optional(),
    playType: z.enum(PLAY_TYPES).optional(),
  })
  .strict()
  .refine((query) => query.nodeId !== undefined || query.vendor !== undefined, { message: 'nodeId or vendor' }));
export const launchGameSchema = lazySchema(() => z.object({ game_url: z.string() }));

export const winnerBoardQuerySchema = lazySchema(() => z
  .object({ ...platformParams(), gameCategory: z.enum([...GAME_CATEGORIES, 'ALL']).default('ALL'), limitNum: wireInteger({ min: 1, max: 50 }).default(WINNER_BOARD_LIMIT) })
  .strict());
export const winnerSchema = lazySchema(() => z.object({
  vo: z.object({ iconUrl: z.string(), customerName: z.string(), gameName: z.string(), winAmount: z.number() }),
}));
export type Winner = z.infer<typeof winnerSchema>;
export const winnerBoardSchema = lazySchema(() => z.object({ list: z.array(winnerSchema) }));

export const lotteryDrawSchema = lazySchema(() => z.object({
  drawNo: z.string(),
  numbers: z.array(z.number().int()),
  /** Epoch milliseconds. */
  drawnAt: z.number().int(),
}));
export type LotteryDraw = z.infer<typeof lotteryDrawSchema>;

export const lotterySchema = lazySchema(() => z.object({
  game: gameSchema,
  prizeMode: z.enum(PRIZE_MODES),
  drawIntervalSeconds: z.number().int(),
  /** How many numbers a draw has and their range. */
  format: z.object({ count: z.number().int(), min: z.number().int(), max: z.number().int() }),
  nextDraw: z.object({ drawNo: z.string(), closesAt: z.number().int() }),
  /** The latest stored draw; null before the first. */
  lastDraw: lotteryDrawSchema.nullable(),
}));
export type Lottery = z.infer<typeof lotterySchema>;

export const lotteryListQuerySchema = lazySchema(() => z
  .object({ ...platformParams(), prizeMode: z.enum(PRIZE_MODES).optional(), vendor: vendorCode.optional() })
  .strict());
export const lotteryListSchema = lazySchema(() => z.object({ list: z.array(lotterySchema) }));

export const lotteryDrawsQuerySchema = lazySchema(() => z
  .object({ ...platformParams(), nodeId: id, pageNo: pageNo.default(1), pageSize: pageSize(20) })
  .strict());
export const lotteryDrawsSchema = lazySchema(() => z.object({
  list: z.array(lotteryDrawSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
}));

/**
 * A spin of an in-house slot: the launch token of the game page stands in for the session. The
 * stake (major units) must split into whole minor units per line; a member with free spins left
 * plays one instead (staking nothing). `clientSeed`: the player's seed, part of the spin's public
 * seed (`<clientSeed>:<spin number>`); the idempotency key stands in when none is sent.
 */
export const demoSpinBodySchema = lazySchema(() => z
  .object({
    launch: text().min(16).max(2048),
    stake: z.number().positive().max(100_000).multipleOf(0.01),
    idempotencyKey: text().regex(/^[A-Za-z0-9_-]{8,64}$/),
    clientSeed: text().regex(/^[A-Za-z0-9_-]{1,64}$/).optional(),
  })
  .strict());
const slotLineWinSchema = z.object({ line: z.number().int(), symbol: z.string(), count: z.number().int(), win: z.number() });
/** The next spin's provably fair round: its commitment (SHA-256 of the server seed) is published before the stake. */
const slotNextRoundSchema = z.object({ fairRoundId: z.number().int(), commitment: z.string(), round: z.string() });
export const demoSpinSchema = lazySchema(() => z.object({
  theme: z.string(),
  /** window[reel][row], symbol names. */
  window: z.array(z.array(z.string())),
  lineWins: z.array(slotLineWinSchema),
  scatterCount: z.number().int(),
  scatterWin: z.number(),
  /** What the spin cost: 0 for a free spin. */
  stake: z.number(),
  /** The stake the wins are counted on (a free spin's: the stake that won it). */
  bet: z.number(),
  /** Everything the spin paid. */
  win: z.number(),
  free: z.boolean(),
  multiplier: z.number().int(),
  freeSpinsAwarded: z.number().int(),
  freeSpinsLeft: z.number().int(),
  /** The wallet after the spin; free play reports null. */
  balance: z.number().nullable(),
  freePlay: z.boolean(),
  /** This spin's revealed round (its verify page /m/fair?id=<id>); null in free play. */
  fairRoundId: z.number().int().nullable(),
  next: slotNextRoundSchema.nullable(),
}));
export type DemoSpin = z.infer<typeof demoSpinSchema>;

/**
 * A shot of an in-house fishing game at one fish: the launch token of the game page stands in for
 * the session. The bet (major units) is one of the game's cannon levels. `clientSeed`: the player's
 * seed, part of the shot's public seed (`<clientSeed>:<shot number>:<fish>`); the idempotency key
 * stands in when none is sent.
 */
export const fishShotBodySchema = lazySchema(() => z
  .object({
    launch: text().min(16).max(2048),
    bet: z.number().positive().max(100_000).multipleOf(0.01),
    fish: z.enum(FISH_KIND_IDS),
    idempotencyKey: text().regex(/^[A-Za-z0-9_-]{8,64}$/),
    clientSeed: text().regex(/^[A-Za-z0-9_-]{1,64}$/).optional(),
  })
  .strict());
export const fishShotSchema = lazySchema(() => z.object({
  fish: z.enum(FISH_KIND_IDS),
  multiplier: z.number().int(),
  bet: z.number(),
  caught: z.boolean(),
  /** bet × multiplier on a catch, 0 when the fish escaped. */
  win: z.number(),
  /** The wallet after the shot; free play reports null. */
  balance: z.number().nullable(),
  freePlay: z.boolean(),
  /** This shot's revealed round (its verify page /m/fair?id=<id>); null in free play. */
  fairRoundId: z.number().int().nullable(),
  /** The next shot's round, committed before it is fired. */
  next: slotNextRoundSchema.nullable(),
}));
export type FishShotAnswer = z.infer<typeof fishShotSchema>;

