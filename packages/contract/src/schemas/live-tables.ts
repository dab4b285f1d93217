import { z } from 'zod';
import { BACCARAT_SPOTS } from '../games/baccarat.ts';
import { COCKFIGHT_SPOTS } from '../games/cockfight.ts';
import { bodyId, text } from '../input-rules.ts';
import { lazySchema } from '../lazy-schema.ts';

/**
 * The live tables (modules/live-tables): the baccarat table, one round every 30 seconds, and the
 * cockfight arena, one fight every 3 minutes, each shared by everyone at it. A round is opened with
 * its fair commitment, takes bets until `closesAt`, and is dealt (fought) at `dealsAt` from its
 * revealed seed (the round key is the public seed); its verify page is /m/fair?id=<fairRoundId>.
 * Times are epoch milliseconds, amounts major units (pesos).
 */
export const BACCARAT_ROUND_MS = 30_000;
export const BACCARAT_BETTING_MS = 20_000;
/** The chips a player stakes with, in pesos. */
export const BACCARAT_CHIPS = [10, 50, 100, 500, 1000] as const;
export const BACCARAT_MAX_STAKE = 100_000;
/** The rounds of the bead-plate road. */
export const BACCARAT_ROAD_LENGTH = 60;
export const COCKFIGHT_ROUND_MS = 180_000;
export const COCKFIGHT_BETTING_MS = 140_000;
export const COCKFIGHT_CHIPS = [20, 50, 100, 500, 1000] as const;
export const COCKFIGHT_MAX_STAKE = 100_000;
/** The fights of the results board. */
export const COCKFIGHT_ROAD_LENGTH = 48;

const roundKey = () => text().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/, 'a round key');
const card = () => z.string().regex(/^[A2-9TJQK][SHDC]$/);
const winner = () => z.enum(['PLAYER', 'BANKER', 'TIE']);

export const baccaratOutcomeSchema = lazySchema(() => z.object({
  player: z.array(card()), banker: z.array(card()), playerTotal: z.number().int(), bankerTotal: z.number().int(),
  winner: winner(), playerPair: z.boolean(), bankerPair: z.boolean(),
}));

const roundView = () => ({
  key: z.string(), fairRoundId: z.number().int(), commitment: z.string(), opensAt: z.number(), closesAt: z.number(), dealsAt: z.number(),
});

export const baccaratTableSchema = lazySchema(() => z.object({
  /** The server's clock as it answered, so a page's countdown does not depend on the phone's. */
  now: z.number(),
  round: z.object(roundView()),
  /** The latest dealt round. */
  last: z.object({ key: z.string(), fairRoundId: z.number().int(), outcome: baccaratOutcomeSchema }).nullable(),
  /** The latest dealt rounds' results, oldest first. */
  road: z.array(z.object({
    key: z.string(), fairRoundId: z.number().int(), winner: winner(), playerPair: z.boolean(), bankerPair: z.boolean(),
  })),
}));
export type BaccaratTable = z.infer<typeof baccaratTableSchema>;

const cockfightSpot = () => z.enum(COCKFIGHT_SPOTS);
export const cockfightOutcomeSchema = lazySchema(() => z.object({ winner: cockfightSpot(), seconds: z.number().int() }));
export const cockfightCardSchema = lazySchema(() => z.object({
  meron: z.string(), wala: z.string(), meronChance: z.number().int(),
  /** Decimal odds, stake included (1.9 returns 1.90 per peso staked). */
  odds: z.object({ MERON: z.number(), WALA: z.number(), DRAW: z.number() }),
}));

export const cockfightTableSchema = lazySchema(() => z.object({
  now: z.number(),
  /** The open (or fighting) fight: its number of the business day and its card. */
  round: z.object({ ...roundView(), fight: z.number().int(), card: cockfightCardSchema }),
  last: z.object({ key: z.string(), fairRoundId: z.number().int(), fight: z.number().int(), card: cockfightCardSchema, outcome: cockfightOutcomeSchema }).nullable(),
  road: z.array(z.object({ key: z.string(), fairRoundId: z.number().int(), fight: z.number().int(), winner: cockfightSpot() })),
}));
export type CockfightTable = z.infer<typeof cockfightTableSchema>;

/** A bet request at a table with these spots: stakes on one or more spots of the open round, once per `requestId`. */
const liveBetRequest = <Spot extends string>(spots: readonly [Spot, ...Spot[]], maxStake: number) => z.object({
  round: roundKey(),
  /** The catalogue game the player opened the table from (the bets are recorded under it). */
  gameId: bodyId(),
  requestId: text().regex(/^[A-Za-z0-9_-]{16,64}$/, 'a random id'),
  bets: z.array(z.object({ spot: z.enum(spots), stake: z.number().int().min(1).max(maxStake) }).strict()).min(1).max(spots.length),
}).strict().refine((body) => new Set(body.bets.map((bet) => bet.spot)).size === body.bets.length, { message: 'one stake per spot', path: ['bets'] });

const liveBet = <Spot extends string>(spots: readonly [Spot, ...Spot[]]) => z.object({
  id: z.number().int(),
  round: z.string(),
  fairRoundId: z.number().int(),
  spot: z.enum(spots),
  stake: z.number(),
  /** OPEN until the round is dealt; SETTLED with what came back (stake included, 0: lost); VOID: the stake was returned. */
  status: z.enum(['OPEN', 'SETTLED', 'VOID']),
  returned: z.number().nullable(),
});

/** POST /wps/live/baccarat/bets. */
export const baccaratBetRequestSchema = lazySchema(() => liveBetRequest(BACCARAT_SPOTS, BACCARAT_MAX_STAKE));
export const baccaratBetSchema = lazySchema(() => liveBet(BACCARAT_SPOTS));
export type BaccaratBet = z.infer<typeof baccaratBetSchema>;
export const baccaratBetAnswerSchema = lazySchema(() => z.object({ bets: z.array(baccaratBetSchema), balance: z.number() }));
/** GET /wps/live/baccarat/bets: the member's latest bets at the table, newest first. */
export const baccaratMyBetsSchema = lazySchema(() => z.object({ list: z.array(baccaratBetSchema) }));

/** POST /wps/live/cockfight/bets. */
export const cockfightBetRequestSchema = lazySchema(() => liveBetRequest(COCKFIGHT_SPOTS, COCKFIGHT_MAX_STAKE));
export const cockfightBetSchema = lazySchema(() => liveBet(COCKFIGHT_SPOTS));
export type CockfightBet = z.infer<typeof cockfightBetSchema>;
export const cockfightBetAnswerSchema = lazySchema(() => z.object({ bets: z.array(cockfightBetSchema), balance: z.number() }));
/** GET /wps/live/cockfight/bets: the member's latest bets in the arena, newest first. */
export const cockfightMyBetsSchema = lazySchema(() => z.object({ list: z.array(cockfightBetSchema) }));
