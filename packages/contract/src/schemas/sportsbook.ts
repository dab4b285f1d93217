import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { bodyId, text, wireInteger } from '../input-rules.ts';
import { amountRequest } from '../money.ts';
import { operatorMerchantCodeSchema, operatorReasonSchema } from './operator-fields.ts';

/**
 * The sportsbook (spec §1 sports and esports, §2 the hot-match modal's bet button). Odds travel as
 * integers in thousandths of the decimal price (1850 = 1.85) and lines in tenths of a point (-35 =
 * -3.5), so neither a price nor a payout is ever a floating-point number.
 */
export const SPORTS = ['BASKETBALL', 'FOOTBALL', 'ESPORTS'] as const;
export type Sport = (typeof SPORTS)[number];

/** Match winner (1X2 where a draw is possible, else moneyline), handicap on the home side, over/under the total. */
export const MARKET_KINDS = ['WINNER', 'HANDICAP', 'TOTAL'] as const;
export type MarketKind = (typeof MARKET_KINDS)[number];

export const SELECTION_CODES = ['HOME', 'DRAW', 'AWAY', 'OVER', 'UNDER'] as const;
export type SelectionCode = (typeof SELECTION_CODES)[number];

/** OPEN until kick-off or an operator's suspension; CLOSED from kick-off; SETTLED once the result is in. */
export const MARKET_STATUSES = ['OPEN', 'SUSPENDED', 'CLOSED', 'SETTLED'] as const;
export type MarketStatus = (typeof MARKET_STATUSES)[number];

/** A decided selection: it won, lost, or is void (the match was called off, or a push on a whole line): its stake comes back. */
export const SELECTION_RESULTS = ['WIN', 'LOSE', 'VOID'] as const;
export type SelectionResult = (typeof SELECTION_RESULTS)[number];

export const FIXTURE_STATUSES = ['UPCOMING', 'STARTED', 'FINISHED', 'CANCELLED'] as const;
export type FixtureStatus = (typeof FIXTURE_STATUSES)[number];

export const SPORTS_BET_STATUSES = ['OPEN', 'WON', 'LOST', 'VOID'] as const;
export type SportsBetStatus = (typeof SPORTS_BET_STATUSES)[number];

/** A parlay has 2 to 5 legs, each on another match. */
export const PARLAY_MIN_LEGS = 2;
export const PARLAY_MAX_LEGS = 5;

/** The decimal price of `odds` thousandths, as the slip shows it: 1.85, 2.125. */
export const formatOdds = (odds: number): string => {
  const whole = Math.floor(odds / 1000);
  const fraction = String(odds % 1000).padStart(3, '0').replace(/0$/, '');
  return `${whole}.${fraction}`;
};

/** A line in tenths as a signed number of points: -3.5, +1.5, 210.5 for a total. */
export const formatLine = (lineTenths: number, signed: boolean): string => {
  const text = (Math.abs(lineTenths) / 10).toFixed(lineTenths % 10 === 0 ? 0 : 1);
  if (!signed) return text;
  return lineTenths < 0 ? `-${text}` : `+${text}`;
};

/** Combined odds of a parlay's legs (void legs count as 1.000), rounded down at each step: never more than the product. */
export const combinedOdds = (legOdds: readonly number[]): number =>
  legOdds.reduce((product, odds) => Math.floor((product * odds) / 1000), 1000);

/** What a stake pays at `odds` thousandths, in minor units, rounded down. */
export const oddsPayoutOf = (stakeMinor: number, odds: number): number => Math.floor((stakeMinor * odds) / 1000);

export const sportsSelectionSchema = lazySchema(() => z.object({
  id: z.number().int(),
  code: z.enum(SELECTION_CODES),
  /** Thousandths of the decimal price. */
  odds: z.number().int(),
  result: z.enum(SELECTION_RESULTS).nullable(),
}));
export type SportsSelection = z.infer<typeof sportsSelectionSchema>;

export const sportsMarketSchema = lazySchema(() => z.object({
  id: z.number().int(),
  kind: z.enum(MARKET_KINDS),
  /** Tenths of a point: the home side's handicap, or the total's line; null for the match winner. */
  line: z.number().int().nullable(),
  status: z.enum(MARKET_STATUSES),
  selections: z.array(sportsSelectionSchema),
}));
export type SportsMarket = z.infer<typeof sportsMarketSchema>;

export const sportsFixtureSchema = lazySchema(() => z.object({
  id: z.number().int(),
  sport: z.enum(SPORTS),
  league: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  homeTeamImageUrl: z.string(),
  awayTeamImageUrl: z.string(),
  /** Kick-off, epoch milliseconds. */
  kickoff: z.number().int(),
  status: z.enum(FIXTURE_STATUSES),
  /** The final score, once an operator entered it. */
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
  /** The home page's hot match this fixture is behind, if any. */
  hotMatchId: z.number().int().nullable(),
  markets: z.array(sportsMarketSchema),
}));
export type SportsFixture = z.infer<typeof sportsFixtureSchema>;

/** GET /wps/sportsbook/fixtures: upcoming matches, soonest first; `sport` narrows them to one sport. */
export const sportsFixturesQuerySchema = lazySchema(() => z.object({
  sport: z.enum(SPORTS).optional(),
}).strict());
export type SportsFixturesQuery = z.input<typeof sportsFixturesQuerySchema>;

/** GET /wps/sportsbook/fixture: one match by its id, or by the hot match it is behind. */
export const sportsFixtureQuerySchema = lazySchema(() => z.union([
  z.object({ id: wireInteger({ min: 1, max: 2_147_483_647 }) }).strict(),
  z.object({ hotMatch: wireInteger({ min: 1, max: 2_147_483_647 }) }).strict(),
]));
export type SportsFixtureQuery = z.input<typeof sportsFixtureQuerySchema>;

/** A leg as the slip showed it: the selection and the odds the player saw. */
export const sportsBetLegRequestSchema = lazySchema(() => z.object({
  selectionId: bodyId(),
  odds: z.number().int().min(1001).max(1_000_000),
}).strict());

/**
 * POST /wps/sportsbook/bets: one leg is a single, 2 to 5 legs on different matches a parlay.
 * `requestId` is made once per slip: the same id again answers the bet it made.
 */
export const sportsBetRequestSchema = lazySchema(() => z.object({
  requestId: text().regex(/^[A-Za-z0-9_-]{8,64}$/),
  stake: amountRequest(),
  legs: z.array(sportsBetLegRequestSchema).min(1).max(PARLAY_MAX_LEGS),
}).strict());
export type SportsBetRequest = z.input<typeof sportsBetRequestSchema>;

/** `value` of `sports.odds.changed`: the prices now, so the slip can ask the player to accept them. */
export const sportsOddsChangedSchema = lazySchema(() => z.object({
  changes: z.array(z.object({ selectionId: z.number().int(), odds: z.number().int() })),
}));
export type SportsOddsChanged = z.infer<typeof sportsOddsChangedSchema>;

export const sportsBetLegSchema = lazySchema(() => z.object({
  selectionId: z.number().int(),
  fixtureId: z.number().int(),
  league: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  kickoff: z.number().int(),
  market: z.enum(MARKET_KINDS),
  line: z.number().int().nullable(),
  selection: z.enum(SELECTION_CODES),
  odds: z.number().int(),
  result: z.enum(SELECTION_RESULTS).nullable(),
}));
export type SportsBetLeg = z.infer<typeof sportsBetLegSchema>;

/** A member's bet; amounts in major units with 2 decimals, odds in thousandths. */
export const sportsBetSchema = lazySchema(() => z.object({
  id: z.number().int(),
  kind: z.enum(['SINGLE', 'PARLAY']),
  status: z.enum(SPORTS_BET_STATUSES),
  stake: z.number(),
  odds: z.number().int(),
  /** What it pays if every leg wins. */
  potentialWin: z.number(),
  /** What it paid: null while open. */
  payout: z.number().nullable(),
  placedAt: z.number().int(),
  settledAt: z.number().int().nullable(),
  legs: z.array(sportsBetLegSchema),
}));
export type SportsBet = z.infer<typeof sportsBetSchema>;

export const SPORTS_BET_PAGE_SIZE_MAX = 50;

/** GET /wps/sportsbook/bets: the member's open bets, or the settled ones; newest first. */
export const sportsBetsQuerySchema = lazySchema(() => z.object({
  state: z.enum(['OPEN', 'SETTLED']),
  pageNo: wireInteger({ min: 1, max: 10_000 }).default(1),
  pageSize: wireInteger({ min: 1, max: SPORTS_BET_PAGE_SIZE_MAX }).default(20),
}).strict());
export type SportsBetsQuery = z.input<typeof sportsBetsQuerySchema>;

export const sportsBetsSchema = lazySchema(() => z.object({
  list: z.array(sportsBetSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
}));
export type SportsBets = z.infer<typeof sportsBetsSchema>;

/** GET /ops/api/sports/fixtures: the merchant's matches still to be resulted, soonest first, with what is staked on each. */
export const operatorSportsFixtureSchema = lazySchema(() => z.object({
  id: z.number().int(),
  sport: z.enum(SPORTS),
  league: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  kickoff: z.number().int(),
  status: z.enum(FIXTURE_STATUSES),
  openBets: z.number().int(),
  markets: z.array(sportsMarketSchema),
}));
export type OperatorSportsFixture = z.infer<typeof operatorSportsFixtureSchema>;

/**
 * POST /ops/api/sports/result: the final score, or `cancelled` (every bet on the match is void).
 * Entering it settles every bet it decides, once; the same result again changes nothing.
 */
export const operatorSportsResultSchema = lazySchema(() => z.union([
  z.object({
    merchant: operatorMerchantCodeSchema, fixtureId: bodyId(),
    homeScore: z.number().int().min(0).max(999), awayScore: z.number().int().min(0).max(999),
    reason: operatorReasonSchema.optional(),
  }).strict(),
  z.object({ merchant: operatorMerchantCodeSchema, fixtureId: bodyId(), cancelled: z.literal(true), reason: operatorReasonSchema }).strict(),
]));
export type OperatorSportsResult = z.input<typeof operatorSportsResultSchema>;

export const operatorSportsSettlementSchema = lazySchema(() => z.object({
  fixtureId: z.number().int(),
  status: z.enum(FIXTURE_STATUSES),
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
  /** Bets paid by this call (a repeat pays none). */
  settledBets: z.number().int(),
  paid: z.number(),
}));
export type OperatorSportsSettlement = z.infer<typeof operatorSportsSettlementSchema>;

/** POST /ops/api/sports/market: suspend or reopen a market, and/or set new prices (thousandths) of its selections. */
export const operatorSportsMarketSchema = lazySchema(() => z.object({
  merchant: operatorMerchantCodeSchema,
  marketId: bodyId(),
  suspended: z.boolean().optional(),
  prices: z.array(z.object({ selectionId: bodyId(), odds: z.number().int().min(1001).max(1_000_000) }).strict()).max(3).optional(),
  reason: operatorReasonSchema.optional(),
}).strict());
export type OperatorSportsMarket = z.input<typeof operatorSportsMarketSchema>;
