import { and, asc, count, desc, eq, gt, gte, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { bets, favouriteGames, gameVendors, games, members, recentGames } from '../../db/schema.ts';

/** A catalogue row with its vendor's vassalage, as the service turns it into the wire's game. */
export type CatalogueGame = {
  id: number;
  vendor: string;
  gameCode: string;
  name: string;
  gameCategory: string;
  subType: string;
  isNew: boolean;
  isHot: boolean;
  minBetMinor: number;
  lines: number | null;
  supportFreePlay: boolean;
  playType: 'trad' | 'ent';
  vassalage: string | null;
};

export type GameFilter = {
  /** A category, or every category's hot games. */
  category?: string;
  hotOnly?: boolean;
  newOnly?: boolean;
  favouritesOf?: number;
  nameContains?: string;
  vassalage?: string;
  vendor?: string;
  subType?: string;
  minBetMinor?: number;
  minLines?: number;
};

export type Paging = { page: number; pageSize: number };

const catalogueColumns = {
  id: games.id,
  vendor: games.vendor,
  gameCode: games.gameCode,
  name: games.name,
  gameCategory: games.gameCategory,
  subType: games.subType,
  isNew: games.isNew,
  isHot: games.isHot,
  minBetMinor: games.minBetMinor,
  lines: games.lines,
  supportFreePlay: games.supportFreePlay,
  playType: games.playType,
  vassalage: gameVendors.vassalage,
};

/** `%` and `_` typed by a player are literal characters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function filterConditions(filter: GameFilter): SQL[] {
  const conditions: (SQL | undefined)[] = [
    eq(games.enabled, true),
    filter.category ? eq(games.gameCategory, filter.category) : undefined,
    filter.hotOnly ? eq(games.isHot, true) : undefined,
    filter.newOnly ? eq(games.isNew, true) : undefined,
    filter.favouritesOf !== undefined ? eq(favouriteGames.memberId, filter.favouritesOf) : undefined,
    filter.nameContains ? ilike(games.name, `%${escapeLike(filter.nameContains)}%`) : undefined,
    filter.vassalage ? eq(gameVendors.vassalage, filter.vassalage) : undefined,
    filter.vendor ? eq(games.vendor, filter.vendor) : undefined,
    filter.subType ? eq(games.subType, filter.subType) : undefined,
    filter.minBetMinor !== undefined ? eq(games.minBetMinor, filter.minBetMinor) : undefined,
    filter.minLines !== undefined ? gte(games.lines, filter.minLines) : undefined,
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

export function createGamesRepository(db: AppDatabase) {
  return {
    /** One page of the catalogue in its stable order (favourites: the latest added first). */
    async listGames(filter: GameFilter, paging: Paging): Promise<{ rows: CatalogueGame[]; total: number }> {
      const where = and(...filterConditions(filter));
      const favourites = filter.favouritesOf !== undefined;
      const base = db.select(catalogueColumns).from(games).innerJoin(gameVendors, eq(gameVendors.code, games.vendor));
      const joined = favourites ? base.innerJoin(favouriteGames, eq(favouriteGames.gameId, games.id)) : base;
      const ordering = favourites
        ? [desc(favouriteGames.createdAt), asc(games.id)]
        : [asc(games.sortOrder), asc(games.id)];
      const rows = await joined
        .where(where)
        .orderBy(...ordering)
        .limit(paging.pageSize)
        .offset((paging.page - 1) * paging.pageSize);
      const countBase = db.select({ total: count() }).from(games).innerJoin(gameVendors, eq(gameVendors.code, games.vendor));
      const countJoined = favourites ? countBase.innerJoin(favouriteGames, eq(favouriteGames.gameId, games.id)) : countBase;
      const [counted] = await countJoined.where(where);
      return { rows, total: counted?.total ?? 0 };
    },

    async recentlyPlayed(memberId: number, category: string | undefined, paging: Paging): Promise<{ rows: CatalogueGame[]; total: number }> {
      const where = and(
        eq(recentGames.memberId, memberId),
        eq(games.enabled, true),
        category ? eq(games.gameCategory, category) : undefined,
      );
      const rows = await db
        .select(catalogueColumns)
        .from(recentGames)
        .innerJoin(games, eq(games.id, recentGames.gameId))
        .innerJoin(gameVendors, eq(gameVendors.code, games.vendor))
        .where(where)
        .orderBy(desc(recentGames.lastPlayedAt), asc(games.id))
        .limit(paging.pageSize)
        .offset((paging.page - 1) * paging.pageSize);
      const [counted] = await db
        .select({ total: count() })
        .from(recentGames)
        .innerJoin(games, eq(games.id, recentGames.gameId))
        .where(where);
      return { rows, total: counted?.total ?? 0 };
    },

    async findGame(id: number): Promise<CatalogueGame | null> {
      const [row] = await db
        .select(catalogueColumns)
        .from(games)
        .innerJoin(gameVendors, eq(gameVendors.code, games.vendor))
        .where(and(eq(games.id, id), eq(games.enabled, true)));
      return row ?? null;
    },

    async findGameByCode(vendor: string, gameCode: string): Promise<CatalogueGame | null> {
      const [row] = await db
        .select(catalogueColumns)
        .from(games)
        .innerJoin(gameVendors, eq(gameVendors.code, games.vendor))
        .where(and(eq(games.vendor, vendor), eq(games.gameCode, gameCode), eq(games.enabled, true)));
      return row ?? null;
    },

    async findGamesByCategory(categories: readonly string[]): Promise<CatalogueGame[]> {
      return db
        .select(catalogueColumns)
        .from(games)
        .innerJoin(gameVendors, eq(gameVendors.code, games.vendor))
        .where(and(inArray(games.gameCategory, [...categories]), eq(games.enabled, true)))
        .orderBy(asc(games.sortOrder), asc(games.id));
    },

    listVendors() {
      return db.select().from(gameVendors).orderBy(asc(gameVendors.sortOrder), asc(gameVendors.code));
    },

    /** Game counts per vendor and category, and each vendor's lobby game. */
    async vendorCategories() {
      return db
        .select({
          vendor: games.vendor,
          gameCategory: games.gameCategory,
          gameCount: count(),
          lobbyId: sql<number | null>`max(case when ${games.gameCode} = 'lobby' then ${games.id} end)`,
          lobbyFreePlay: sql<boolean>`bool_or(${games.gameCode} = 'lobby' and ${games.supportFreePlay})`,
        })
        .from(games)
        .where(eq(games.enabled, true))
        .groupBy(games.vendor, games.gameCategory);
    },

    async subTypeCounts(category: string, vassalage: string | undefined, vassalOnly: boolean) {
      return db
        .select({ subType: games.subType, gameCount: count() })
        .from(games)
        .innerJoin(gameVendors, eq(gameVendors.code, games.vendor))
        .where(
          and(
            eq(games.enabled, true),
            eq(games.gameCategory, category),
            vassalage ? eq(gameVendors.vassalage, vassalage) : undefined,
            vassalOnly ? sql`${gameVendors.vassalage} is not null` : undefined,
          ),
        )
        .groupBy(games.subType)
        .orderBy(desc(count()), asc(games.subType));
    },

    async vassalCategories() {
      return db
        .selectDistinct({ vassalage: gameVendors.vassalage, vendor: gameVendors.code, name: gameVendors.name, gameCategory: games.gameCategory })
        .from(gameVendors)
        .innerJoin(games, eq(games.vendor, gameVendors.code))
        .where(and(sql`${gameVendors.vassalage} is not null`, eq(games.enabled, true)))
        .orderBy(asc(gameVendors.code), asc(games.gameCategory));
    },

    async favouriteKeys(memberId: number) {
      return db
        .select({ nodeId: favouriteGames.gameId, vendor: games.vendor })
        .from(favouriteGames)
        .innerJoin(games, eq(games.id, favouriteGames.gameId))
        .where(eq(favouriteGames.memberId, memberId))
        .orderBy(desc(favouriteGames.createdAt), asc(favouriteGames.gameId));
    },

    /** True when the game was not a favourite yet. */
    async addFavourite(memberId: number, gameId: number): Promise<boolean> {
      const inserted = await db.insert(favouriteGames).values({ memberId, gameId }).onConflictDoNothing().returning({ gameId: favouriteGames.gameId });
      return inserted.length > 0;
    },

    async removeFavourite(memberId: number, gameId: number): Promise<boolean> {
      const removed = await db
        .delete(favouriteGames)
        .where(and(eq(favouriteGames.memberId, memberId), eq(favouriteGames.gameId, gameId)))
        .returning({ gameId: favouriteGames.gameId });
      return removed.length > 0;
    },

    async recordPlayed(memberId: number, gameId: number): Promise<void> {
      await db
        .insert(recentGames)
        .values({ memberId, gameId })
        .onConflictDoUpdate({ target: [recentGames.memberId, recentGames.gameId], set: { lastPlayedAt: sql`now()` } });
    },

    async biggestWins(category: string | undefined, since: Date, limit: number) {
      return db
        .select({ userName: members.username, gameId: games.id, vendor: games.vendor, gameCode: games.gameCode, gameName: games.name, winMinor: bets.winMinor })
        .from(bets)
        .innerJoin(games, eq(games.id, bets.gameId))
        .innerJoin(members, eq(members.id, bets.memberId))
        .where(and(gt(bets.winMinor, 0), gte(bets.createdAt, since), category ? eq(games.gameCategory, category) : undefined))
        .orderBy(desc(bets.winMinor), desc(bets.id))
        .limit(limit);
    },
  };
}

export type GamesRepository = ReturnType<typeof createGamesRepository>;

/** Bets are written inside the spin's wallet transaction: make it on that transaction. */
export function createBetRepository(db: AppDatabase) {
  return {
    async find(memberId: number, idempotencyKey: string) {
      const [row] = await db
        .select({ stakeMinor: bets.stakeMinor, winMinor: bets.winMinor, outcome: bets.outcome })
        .from(bets)
        .where(and(eq(bets.memberId, memberId), eq(bets.idempotencyKey, idempotencyKey)));
      return row ?? null;
    },

    /** False, writing nothing, when the member's idempotency key has a bet already (waiting for one still being written). */
    async insertOnce(bet: { memberId: number; gameId: number; stakeMinor: number; winMinor: number; outcome: string[]; idempotencyKey: string; createdAt?: Date }): Promise<boolean> {
      const rows = await db.insert(bets).values(bet).onConflictDoNothing({ target: [bets.memberId, bets.idempotencyKey] }).returning({ id: bets.id });
      return rows.length > 0;
    },
  };
}
