import { createHash } from 'node:crypto';
import { and, count, eq, gt, like } from 'drizzle-orm';
import type { MarketKind, SelectionCode, Sport } from '@m/contract';
import type { AppDatabase } from '../client.ts';
import { hotMatches, merchants, sportsFixtures, sportsMarkets, sportsSelections } from '../schema.ts';
import { teamCrestUrl } from '../../modules/content/media.ts';

const HOUR_MS = 60 * 60_000;

/**
 * A place in the schedule that always has one upcoming match: when its match has kicked off, the
 * next pairing of the rotation is put on `offsetHours` after the next full hour. `hotSequence`
 * names the home page's hot match (by its sequence) that shows it.
 */
type FixtureSlot = {
  key: string;
  sport: Sport;
  league: string;
  pairings: readonly (readonly [string, string])[];
  offsetHours: number;
  hotSequence?: number;
};

const PBA = 'PBA Philippine Cup';
const NBA = 'NBA';
const PFL = 'Philippines Football League';
const EPL = 'English Premier League';
const MPL = 'MPL Philippines';
const DOTA = 'Dota 2 DreamLeague';

const SLOTS: readonly FixtureSlot[] = [
  {
    key: 'pba-a', sport: 'BASKETBALL', league: PBA, offsetHours: 2, hotSequence: 1, pairings: [
      ['San Miguel Beermen', 'Barangay Ginebra San Miguel'], ['TNT Tropang Giga', 'Magnolia Hotshots'],
      ['Meralco Bolts', 'Rain or Shine Elasto Painters'], ['NLEX Road Warriors', 'Converge FiberXers'],
    ],
  },
  {
    key: 'nba-a', sport: 'BASKETBALL', league: NBA, offsetHours: 4, hotSequence: 2, pairings: [
      ['Los Angeles Lakers', 'Golden State Warriors'], ['Boston Celtics', 'Miami Heat'],
      ['Denver Nuggets', 'Phoenix Suns'], ['Milwaukee Bucks', 'New York Knicks'],
    ],
  },
  {
    key: 'pfl-a', sport: 'FOOTBALL', league: PFL, offsetHours: 5, hotSequence: 3, pairings: [
      ['Kaya FC–Iloilo', 'Dynamic Herbal Cebu FC'], ['Manila Digger FC', 'Stallion Laguna FC'],
      ['One Taguig FC', 'Mendiola FC 1991'], ['Loyola FC', 'Philippine Army FC'],
    ],
  },
  {
    key: 'mpl-a', sport: 'ESPORTS', league: MPL, offsetHours: 7, hotSequence: 4, pairings: [
      ['Team Liquid PH', 'ONIC Philippines'], ['Falcons AP.Bren', 'Blacklist International'],
      ['Smart Omega', 'TNC Pro Team'], ['RSG Philippines', 'Aurora PH'],
    ],
  },
  {
    key: 'epl-a', sport: 'FOOTBALL', league: EPL, offsetHours: 9, hotSequence: 5, pairings: [
      ['Arsenal', 'Manchester City'], ['Liverpool', 'Chelsea'],
      ['Manchester United', 'Tottenham Hotspur'], ['Newcastle United', 'Aston Villa'],
    ],
  },
  {
    key: 'dota-a', sport: 'ESPORTS', league: DOTA, offsetHours: 25, hotSequence: 6, pairings: [
      ['Team Liquid', 'Tundra Esports'], ['Team Spirit', 'Gaimin Gladiators'],
      ['Blacklist Rivalry', 'Talon Esports'], ['BetBoom Team', 'Team Falcons'],
    ],
  },
  {
    key: 'pba-b', sport: 'BASKETBALL', league: PBA, offsetHours: 26, pairings: [
      ['Barangay Ginebra San Miguel', 'TNT Tropang Giga'], ['Magnolia Hotshots', 'San Miguel Beermen'],
      ['Converge FiberXers', 'Meralco Bolts'],
    ],
  },
  {
    key: 'nba-b', sport: 'BASKETBALL', league: NBA, offsetHours: 28, pairings: [
      ['Golden State Warriors', 'Boston Celtics'], ['Miami Heat', 'Denver Nuggets'], ['Phoenix Suns', 'Los Angeles Lakers'],
    ],
  },
  {
    key: 'epl-b', sport: 'FOOTBALL', league: EPL, offsetHours: 30, pairings: [
      ['Chelsea', 'Arsenal'], ['Manchester City', 'Liverpool'], ['Tottenham Hotspur', 'Newcastle United'],
    ],
  },
  {
    key: 'mpl-b', sport: 'ESPORTS', league: MPL, offsetHours: 31, pairings: [
      ['ONIC Philippines', 'Falcons AP.Bren'], ['Blacklist International', 'Smart Omega'], ['TNC Pro Team', 'Team Liquid PH'],
    ],
  },
];

/** The hot match's game category for a sport (spec §1: sports, esports). */
export const sportCategory = (sport: Sport): 'SPORTS' | 'ESPORTS' => (sport === 'ESPORTS' ? 'ESPORTS' : 'SPORTS');

type MarketSeed = { kind: MarketKind; line: number | null; prices: readonly (readonly [SelectionCode, number])[] };

/** Prices with a 5% margin over the chances, in thousandths rounded to two decimals. */
const priceOf = (chance: number) => Math.max(1010, Math.round(1000 / (chance * 1.05) / 10) * 10);

/**
 * A pairing's markets: the home side's strength comes from the team names (the same match always
 * opens at the same prices), the lines from the sport.
 */
export function marketsFor(sport: Sport, home: string, away: string): MarketSeed[] {
  const byte = createHash('sha256').update(`${home}|${away}`).digest()[0]!;
  const strength = 0.32 + (byte / 255) * 0.36;
  const favourite = strength >= 0.5;
  const evens = (code: [SelectionCode, SelectionCode], shade: number): MarketSeed['prices'] => [[code[0], 1900 - shade], [code[1], 1900 + shade]];
  const shade = (byte % 5) * 10;
  if (sport === 'FOOTBALL') {
    const draw = 0.27;
    const homeChance = (1 - draw) * strength;
    return [
      { kind: 'WINNER', line: null, prices: [['HOME', priceOf(homeChance)], ['DRAW', priceOf(draw)], ['AWAY', priceOf(1 - draw - homeChance)]] },
      { kind: 'HANDICAP', line: favourite ? -5 : 5, prices: evens(['HOME', 'AWAY'], shade) },
      { kind: 'TOTAL', line: 25, prices: evens(['OVER', 'UNDER'], shade) },
    ];
  }
  const handicap = sport === 'ESPORTS' ? 15 : 10 * (Math.round(Math.abs(strength - 0.5) * 40) + 1) + 5;
  const total = sport === 'ESPORTS' ? 25 : 1955 + ((byte % 4) * 30);
  return [
    { kind: 'WINNER', line: null, prices: [['HOME', priceOf(strength)], ['AWAY', priceOf(1 - strength)]] },
    { kind: 'HANDICAP', line: favourite ? -handicap : handicap, prices: evens(['HOME', 'AWAY'], shade) },
    { kind: 'TOTAL', line: total, prices: evens(['OVER', 'UNDER'], shade) },
  ];
}

/**
 * Puts a new match on every schedule place of every merchant whose match has kicked off (or that
 * has none yet), and points the hot match of the place at it. Idempotent and safe with two
 * processes: a place's n-th match has the seed key `<place>:<n>`, inserted once.
 */
export async function topUpSportsFixtures(db: AppDatabase, now: number): Promise<number> {
  const nextHour = Math.ceil(now / HOUR_MS) * HOUR_MS;
  let added = 0;
  for (const { id: merchantId } of await db.select({ id: merchants.id }).from(merchants)) {
    for (const slot of SLOTS) {
      const prefix = `${slot.key}:%`;
      const [upcoming] = await db.select({ id: sportsFixtures.id }).from(sportsFixtures)
        .where(and(eq(sportsFixtures.merchantId, merchantId), like(sportsFixtures.seedKey, prefix), gt(sportsFixtures.kickoffAt, new Date(now))))
        .limit(1);
      if (upcoming) continue;
      const [made] = await db.select({ total: count() }).from(sportsFixtures)
        .where(and(eq(sportsFixtures.merchantId, merchantId), like(sportsFixtures.seedKey, prefix)));
      const round = made?.total ?? 0;
      const [home, away] = slot.pairings[round % slot.pairings.length]!;
      const kickoffAt = new Date(nextHour + slot.offsetHours * HOUR_MS);
      const [hot] = slot.hotSequence === undefined ? [] : await db.select({ id: hotMatches.id }).from(hotMatches)
        .where(and(eq(hotMatches.merchantId, merchantId), eq(hotMatches.sequence, slot.hotSequence))).limit(1);
      const [fixture] = await db.insert(sportsFixtures).values({
        merchantId, seedKey: `${slot.key}:${round}`, sport: slot.sport, league: slot.league, homeTeam: home, awayTeam: away,
        homeTeamImageUrl: teamCrestUrl(home), awayTeamImageUrl: teamCrestUrl(away), kickoffAt, hotMatchId: hot?.id ?? null,
      }).onConflictDoNothing().returning({ id: sportsFixtures.id });
      if (!fixture) continue;
      added++;
      for (const [sequence, market] of marketsFor(slot.sport, home, away).entries()) {
        const [row] = await db.insert(sportsMarkets).values({ fixtureId: fixture.id, kind: market.kind, line: market.line, sequence }).returning({ id: sportsMarkets.id });
        await db.insert(sportsSelections).values(market.prices.map(([code, odds]) => ({ marketId: row!.id, code, odds })));
      }
      if (hot) {
        await db.update(hotMatches).set({
          league: slot.league, homeTeam: home, awayTeam: away, homeTeamImageUrl: teamCrestUrl(home), awayTeamImageUrl: teamCrestUrl(away),
          gameCategory: sportCategory(slot.sport), matchTime: kickoffAt, rollingOffsetMinutes: null, supportPlay: true,
        }).where(eq(hotMatches.id, hot.id));
      }
    }
  }
  return added;
}
