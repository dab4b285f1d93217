import {
  isLotteryCategory, prizeModeFor, toMajorUnits, toMinorUnits, vendorMappingKey,
  type Game, type GameListQuery, type GamePage, type Lottery, type LotteryDraw, type PrizeMode, type VendorCategory, type VendorData, type VendorName,
} from '@m/contract';
import type { ChangeFeed } from '../../db/changes.ts';
import { AppError } from '../../lib/app-error.ts';
import { keptAnswer } from '../../lib/kept-answer.ts';
import { createKeptCache } from '../../lib/kept-cache.ts';
import { gameArtUrl, vendorLogoUrl } from './art.ts';
import type { CatalogueGame, GameFilter, GamesRepository, Paging } from './repository.ts';

export const CATALOGUE_CACHE_TTL_MS = 60_000;
const CATALOGUE_CACHE_MAX_ENTRIES = 5_000;

/** The order in which the platform lists categories; esports and cockfight vendors are filed under SPORTS. */
const PLATFORM_CATEGORY_ORDER = ['SPORTS', 'LIVE', 'RNG', 'FISH', 'PVP', 'LOTT', 'ELOTT'] as const;
const FILED_UNDER_SPORTS: readonly string[] = ['ESPORTS', 'COCKFIGHT'];
const filedUnder = (category: string) => (FILED_UNDER_SPORTS.includes(category) ? 'SPORTS' : category);

export function toGame(row: CatalogueGame): Game {
  const iconUrl = gameArtUrl(row.vendor, row.gameCode);
  return {
    nodeId: row.id,
    nodeName: row.name,
    gameName: row.name,
    gameId: row.gameCode,
    gameCode: row.gameCode,
    gameType: row.gameCategory,
    gameCategory: row.gameCategory,
    subType: row.subType,
    vendor: row.vendor,
    vassalage: row.vassalage,
    iconUrl,
    mobileLargeIcon: iconUrl,
    showIcon: true,
    isNew: row.isNew,
    isHot: row.isHot,
    minBet: toMajorUnits(row.minBetMinor),
    lines: row.lines,
    supportPlay: true,
    supportFreePlay: row.supportFreePlay,
    isGameH5: true,
    playType: row.playType,
  };
}

export function toPage(rows: CatalogueGame[], total: number, paging: Paging): GamePage {
  return {
    games: rows.map(toGame),
    pageNum: paging.page,
    totalPages: Math.ceil(total / paging.pageSize),
    totalCount: total,
  };
}

const byName = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);
/** Each query object's key (a parsed query string is kept and comes back as the same object). */
const queryKeys = new WeakMap<object, string>();
const canonicalKey = (scope: string, query: Record<string, unknown>) => {
  let key = queryKeys.get(query);
  if (key === undefined) {
    key = JSON.stringify(Object.entries(query).filter(([, value]) => value !== undefined).sort(byName));
    queryKeys.set(query, key);
  }
  return `${scope}|${key}`;
};

function filterOf(query: GameListQuery): GameFilter {
  const hot = query.gameType === 'HOT';
  return {
    category: hot ? undefined : query.gameType,
    hotOnly: hot || query.gameClassify === 'HOT',
    newOnly: query.isNew === true || query.gameClassify === 'NEW',
    nameContains: query.gameName || undefined,
    vassalage: query.vassalage,
    vendor: query.vendor,
    subType: query.subType,
    minBetMinor: query.minBet === undefined ? undefined : toMinorUnits(query.minBet),
    minLines: query.minLine,
  };
}

/**
 * Read side of the catalogue. Public answers are kept per merchant and full query for
 * CATALOGUE_CACHE_TTL_MS, as kept answers (frozen, serialized once); any change to the games or
 * their vendors drops them (`feed`: at once in this process, within milliseconds in the others),
 * as does `invalidate()`.
 */
/** The lottery's stored draws, for the lottery list and a lottery's draw history (modules/lottery). */
export type LotteryBoards = {
  boards(rows: CatalogueGame[]): Promise<Map<number, Pick<Lottery, 'drawIntervalSeconds' | 'format' | 'nextDraw' | 'lastDraw'>>>;
  history(row: CatalogueGame, paging: Paging): Promise<{ list: LotteryDraw[]; pageNum: number; totalPages: number }>;
};

export function createGameCatalogue(
  repository: GamesRepository,
  options: { ttlMs?: number; now?: () => number; feed?: ChangeFeed | null; lotteryBoards?: LotteryBoards } = {},
) {
  const now = options.now ?? Date.now;
  const lotteryBoards = () => {
    if (!options.lotteryBoards) throw new Error('The game catalogue was built without the lottery');
    return options.lotteryBoards;
  };
  const kept = createKeptCache<string, unknown>(options.feed ?? null, { ttlMs: options.ttlMs ?? CATALOGUE_CACHE_TTL_MS, maxEntries: CATALOGUE_CACHE_MAX_ENTRIES, now });
  const cache = {
    get: <T>(key: string, load: () => Promise<T>): Promise<T> => kept.get(key, async () => keptAnswer(await load())) as Promise<T>,
    clear: () => kept.clear(),
  };
  options.feed?.on('games', cache.clear);
  options.feed?.on('game_vendors', cache.clear);

  async function buildVendorData(): Promise<VendorData> {
    const [vendors, counts] = await Promise.all([repository.listVendors(), repository.vendorCategories()]);
    const mapping: VendorData['mapping'] = {};
    for (const row of counts) {
      mapping[row.gameCategory] = { gameCount: (mapping[row.gameCategory]?.gameCount ?? 0) + row.gameCount };
      mapping[vendorMappingKey(row.vendor, row.gameCategory)] = { gameCount: row.gameCount };
    }
    const sorting: VendorCategory[] = PLATFORM_CATEGORY_ORDER.map((category) => ({
      gameCategory: category,
      vendorNames: vendors.flatMap((vendor) =>
        counts
          .filter((row) => row.vendor === vendor.code && filedUnder(row.gameCategory) === category)
          .sort((a, b) => a.gameCategory.localeCompare(b.gameCategory))
          .map((row): VendorName => ({
            vendor: vendor.code,
            accountTypeName: vendor.name,
            gameType: row.gameCategory,
            vassalage: vendor.vassalage,
            mobileSmallIcon: vendorLogoUrl(vendor.code),
            nodeId: row.lobbyId === null ? null : Number(row.lobbyId),
            gameId: row.lobbyId === null ? null : 'lobby',
            supportFreePlay: Boolean(row.lobbyFreePlay),
          })),
      ),
    })).filter((entry) => entry.vendorNames.length > 0);
    return { sorting, mapping };
  }

  const vendorData = (merchantCode: string) => cache.get(`${merchantCode}|vendors`, buildVendorData);

  return {
    /** The game list; `FAV` lists the member's favourites and is never cached. */
    gameList(merchantCode: string, query: GameListQuery, memberId: number | null): Promise<GamePage> {
      const paging = { page: query.pageNo, pageSize: query.pageSize };
      if (query.gameClassify === 'FAV') {
        if (memberId === null) throw new AppError('login.not.session');
        return repository.listGames({ ...filterOf(query), favouritesOf: memberId }, paging).then(({ rows, total }) => toPage(rows, total, paging));
      }
      return cache.get(canonicalKey(`${merchantCode}|list`, query), async () => {
        const { rows, total } = await repository.listGames(filterOf(query), paging);
        return toPage(rows, total, paging);
      });
    },

    hotGames(merchantCode: string, gameType: string | undefined): Promise<{ list: Game[] }> {
      return cache.get(`${merchantCode}|hot|${gameType ?? ''}`, async () => {
        const category = gameType === 'HOT' ? undefined : gameType;
        const { rows } = await repository.listGames({ category, hotOnly: true }, { page: 1, pageSize: 100 });
        return { list: rows.map(toGame) };
      });
    },

    vendorData,

    vassalGameTypes(merchantCode: string, typeId: string, vassalage: string | undefined) {
      return cache.get(`${merchantCode}|vassTypes|${typeId}|${vassalage ?? ''}`, async () => ({
        list: (await repository.subTypeCounts(typeId, vassalage, false)).map((row) => ({ subType: row.subType, gameCount: row.gameCount })),
      }));
    },

    allVassalage(merchantCode: string) {
      return cache.get(`${merchantCode}|vassalage`, async () => {
        const rows = await repository.vassalCategories();
        const byCode = new Map<string, { vassalage: string; vendor: string; accountTypeName: string; gameTypes: string[] }>();
        for (const row of rows) {
          if (!row.vassalage) continue;
          const entry = byCode.get(row.vendor) ?? { vassalage: row.vassalage, vendor: row.vendor, accountTypeName: row.name, gameTypes: [] };
          entry.gameTypes.push(row.gameCategory);
          byCode.set(row.vendor, entry);
        }
        return { list: [...byCode.values()] };
      });
    },

    /** Lotteries with their issue on sale and their last stored draw (draw times are live, so only the game rows are cached). */
    async lotteries(merchantCode: string, filter: { prizeMode?: PrizeMode; vendor?: string }): Promise<{ list: Lottery[] }> {
      const [rows, vendors] = await Promise.all([
        cache.get(`${merchantCode}|lotteryGames`, () => repository.findGamesByCategory(['LOTT', 'ELOTT'])),
        vendorData(merchantCode),
      ]);
      const shown = rows.filter((row) => row.gameCode !== 'lobby' && (!filter.vendor || row.vendor === filter.vendor));
      const boards = await lotteryBoards().boards(shown);
      const list = shown
        .map((row): Lottery => ({ game: toGame(row), prizeMode: prizeModeFor(row.vendor, vendors.sorting), ...boards.get(row.id)! }))
        .filter((lottery) => !filter.prizeMode || lottery.prizeMode === filter.prizeMode);
      return { list };
    },

    async lotteryDraws(nodeId: number, paging: Paging) {
      const game = await repository.findGame(nodeId);
      if (!game || !isLotteryCategory(game.gameCategory) || game.gameCode === 'lobby') throw new AppError('not.found');
      return lotteryBoards().history(game, paging);
    },

    /** The rows the drawn pictures are made from (a game's art, a vendor's logo). */
    findGame: (vendor: string, gameCode: string) => repository.findGameByCode(vendor, gameCode),
    async findVendor(code: string) {
      return (await repository.listVendors()).find((row) => row.code === code) ?? null;
    },

    invalidate: () => cache.clear(),
  };
}

export type GameCatalogue = ReturnType<typeof createGameCatalogue>;
