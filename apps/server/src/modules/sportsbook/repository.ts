import { and, asc, count, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { SelectionResult, Sport, SportsBetStatus } from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import {
  games, sportsBetLegs, sportsBets, sportsFixtures, sportsMarkets, sportsSelections,
  type SportsBetLegRow, type SportsBetRow, type SportsFixtureRow, type SportsMarketRow, type SportsSelectionRow,
} from '../../db/schema.ts';

export type MarketWithSelections = SportsMarketRow & { selections: SportsSelectionRow[] };
export type FixtureWithMarkets = SportsFixtureRow & { markets: MarketWithSelections[] };
/** A selection with its market and match, as a bet's leg needs them. */
export type SelectionFacts = { selection: SportsSelectionRow; market: SportsMarketRow; fixture: SportsFixtureRow };
export type BetLegFacts = SportsBetLegRow & { selection: SportsSelectionRow; market: SportsMarketRow; fixture: SportsFixtureRow };

export function createSportsbookRepository(db: AppDatabase) {
  async function withMarkets(fixtures: SportsFixtureRow[]): Promise<FixtureWithMarkets[]> {
    if (fixtures.length === 0) return [];
    const markets = await db.select().from(sportsMarkets)
      .where(inArray(sportsMarkets.fixtureId, fixtures.map((fixture) => fixture.id)))
      .orderBy(asc(sportsMarkets.sequence), asc(sportsMarkets.id));
    const selections = markets.length === 0 ? [] : await db.select().from(sportsSelections)
      .where(inArray(sportsSelections.marketId, markets.map((market) => market.id)))
      .orderBy(asc(sportsSelections.id));
    return fixtures.map((fixture) => ({
      ...fixture,
      markets: markets.filter((market) => market.fixtureId === fixture.id)
        .map((market) => ({ ...market, selections: selections.filter((selection) => selection.marketId === market.id) })),
    }));
  }

  return {
    withMarkets,

    /** Matches not kicked off and not resulted, soonest first. */
    async upcoming(merchantId: number, now: number, sport?: Sport): Promise<FixtureWithMarkets[]> {
      const rows = await db.select().from(sportsFixtures)
        .where(and(
          eq(sportsFixtures.merchantId, merchantId), eq(sportsFixtures.status, 'UPCOMING'), gt(sportsFixtures.kickoffAt, new Date(now)),
          sport ? eq(sportsFixtures.sport, sport) : undefined,
        ))
        .orderBy(asc(sportsFixtures.kickoffAt), asc(sportsFixtures.id));
      return withMarkets(rows);
    },

    /** Matches still to be resulted (upcoming or under way), soonest first. */
    async unresulted(merchantId: number): Promise<FixtureWithMarkets[]> {
      const rows = await db.select().from(sportsFixtures)
        .where(and(eq(sportsFixtures.merchantId, merchantId), eq(sportsFixtures.status, 'UPCOMING')))
        .orderBy(asc(sportsFixtures.kickoffAt), asc(sportsFixtures.id));
      return withMarkets(rows);
    },

    async fixture(merchantId: number, id: number, options: { lock?: 'update' | 'share' } = {}): Promise<SportsFixtureRow | null> {
      const query = db.select().from(sportsFixtures).where(and(eq(sportsFixtures.merchantId, merchantId), eq(sportsFixtures.id, id)));
      const [row] = options.lock ? await query.for(options.lock) : await query;
      return row ?? null;
    },

    /** The hot match's newest match. */
    async fixtureOfHotMatch(merchantId: number, hotMatchId: number): Promise<SportsFixtureRow | null> {
      const [row] = await db.select().from(sportsFixtures)
        .where(and(eq(sportsFixtures.merchantId, merchantId), eq(sportsFixtures.hotMatchId, hotMatchId)))
        .orderBy(desc(sportsFixtures.kickoffAt), desc(sportsFixtures.id)).limit(1);
      return row ?? null;
    },

    /** The catalogue id of a vendor's lobby game. */
    async lobbyGameId(vendor: string): Promise<number | null> {
      const [row] = await db.select({ id: games.id }).from(games).where(and(eq(games.vendor, vendor), eq(games.gameCode, 'lobby')));
      return row?.id ?? null;
    },

    async market(id: number): Promise<SportsMarketRow | null> {
      const [row] = await db.select().from(sportsMarkets).where(eq(sportsMarkets.id, id));
      return row ?? null;
    },

    async marketWithSelections(id: number): Promise<MarketWithSelections | null> {
      const [row] = await db.select().from(sportsMarkets).where(eq(sportsMarkets.id, id));
      if (!row) return null;
      return { ...row, selections: await db.select().from(sportsSelections).where(eq(sportsSelections.marketId, id)).orderBy(asc(sportsSelections.id)) };
    },

    setKickoff: (fixtureId: number, at: Date) => db.update(sportsFixtures).set({ kickoffAt: at }).where(eq(sportsFixtures.id, fixtureId)).returning({ id: sportsFixtures.id }),
    setSuspended: (marketId: number, suspended: boolean) => db.update(sportsMarkets).set({ suspended }).where(eq(sportsMarkets.id, marketId)),
    setOdds: (selectionId: number, odds: number) => db.update(sportsSelections).set({ odds }).where(eq(sportsSelections.id, selectionId)),
    setResult: (selectionId: number, result: SelectionResult) => db.update(sportsSelections).set({ result }).where(eq(sportsSelections.id, selectionId)),

    finish: (fixtureId: number, result: { status: 'FINISHED' | 'CANCELLED'; homeScore: number | null; awayScore: number | null }, at: Date) =>
      db.update(sportsFixtures).set({ ...result, resultAt: at }).where(eq(sportsFixtures.id, fixtureId)),

    /** The selections of the merchant's matches among `ids`, with their markets and matches. */
    async selections(merchantId: number, ids: number[]): Promise<SelectionFacts[]> {
      if (ids.length === 0) return [];
      return db.select({ selection: sportsSelections, market: sportsMarkets, fixture: sportsFixtures })
        .from(sportsSelections)
        .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsSelections.marketId))
        .innerJoin(sportsFixtures, eq(sportsFixtures.id, sportsMarkets.fixtureId))
        .where(and(inArray(sportsSelections.id, ids), eq(sportsFixtures.merchantId, merchantId)));
    },

    /** Holds the matches against a result or a price change until the transaction ends. */
    async shareFixtures(ids: number[]): Promise<void> {
      if (ids.length > 0) await db.select({ id: sportsFixtures.id }).from(sportsFixtures).where(inArray(sportsFixtures.id, ids)).orderBy(asc(sportsFixtures.id)).for('share');
    },

    async betByRequest(memberId: number, requestId: string): Promise<SportsBetRow | null> {
      const [row] = await db.select().from(sportsBets).where(and(eq(sportsBets.memberId, memberId), eq(sportsBets.requestId, requestId)));
      return row ?? null;
    },

    async insertBet(bet: typeof sportsBets.$inferInsert, legs: Omit<typeof sportsBetLegs.$inferInsert, 'betId'>[]): Promise<SportsBetRow | null> {
      const [row] = await db.insert(sportsBets).values(bet).onConflictDoNothing().returning();
      if (!row) return null;
      await db.insert(sportsBetLegs).values(legs.map((leg) => ({ ...leg, betId: row.id })));
      return row;
    },

    async legsOf(betIds: number[]): Promise<BetLegFacts[]> {
      if (betIds.length === 0) return [];
      const rows = await db.select({ leg: sportsBetLegs, selection: sportsSelections, market: sportsMarkets, fixture: sportsFixtures })
        .from(sportsBetLegs)
        .innerJoin(sportsSelections, eq(sportsSelections.id, sportsBetLegs.selectionId))
        .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsSelections.marketId))
        .innerJoin(sportsFixtures, eq(sportsFixtures.id, sportsBetLegs.fixtureId))
        .where(inArray(sportsBetLegs.betId, betIds))
        .orderBy(asc(sportsBetLegs.id));
      return rows.map(({ leg, ...rest }) => ({ ...leg, ...rest }));
    },

    /** The open bets with a leg on the match. */
    async openBetsOn(fixtureId: number): Promise<SportsBetRow[]> {
      return db.select().from(sportsBets)
        .where(and(eq(sportsBets.status, 'OPEN'), inArray(sportsBets.id,
          db.select({ id: sportsBetLegs.betId }).from(sportsBetLegs).where(eq(sportsBetLegs.fixtureId, fixtureId)))))
        .orderBy(asc(sportsBets.id));
    },

    async openBetCounts(fixtureIds: number[]): Promise<Map<number, number>> {
      if (fixtureIds.length === 0) return new Map();
      const rows = await db.select({ fixtureId: sportsBetLegs.fixtureId, total: count() })
        .from(sportsBetLegs).innerJoin(sportsBets, eq(sportsBets.id, sportsBetLegs.betId))
        .where(and(inArray(sportsBetLegs.fixtureId, fixtureIds), eq(sportsBets.status, 'OPEN')))
        .groupBy(sportsBetLegs.fixtureId);
      return new Map(rows.map((row) => [row.fixtureId, row.total]));
    },

    /** Marks an open bet settled; answers false when another settlement got there first. */
    async markSettled(betId: number, status: Exclude<SportsBetStatus, 'OPEN'>, payoutMinor: number, at: Date): Promise<boolean> {
      const rows = await db.update(sportsBets).set({ status, payoutMinor, settledAt: at })
        .where(and(eq(sportsBets.id, betId), eq(sportsBets.status, 'OPEN'))).returning({ id: sportsBets.id });
      return rows.length > 0;
    },

    /** A page of the member's open or settled bets, newest first. */
    async betsOf(memberId: number, state: 'OPEN' | 'SETTLED', page: { offset: number; limit: number }): Promise<{ rows: SportsBetRow[]; total: number }> {
      const where = and(eq(sportsBets.memberId, memberId), state === 'OPEN' ? eq(sportsBets.status, 'OPEN') : ne(sportsBets.status, 'OPEN'));
      const [rows, [totals]] = await Promise.all([
        db.select().from(sportsBets).where(where)
          .orderBy(state === 'OPEN' ? desc(sportsBets.id) : sql`${sportsBets.settledAt} DESC, ${sportsBets.id} DESC`)
          .limit(page.limit).offset(page.offset),
        db.select({ total: count() }).from(sportsBets).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },
  };
}

export type SportsbookRepository = ReturnType<typeof createSportsbookRepository>;
