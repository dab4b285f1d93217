import { z } from 'zod';
import { BACCARAT_SPOTS } from '../games/baccarat.ts';
import { bodyId, text } from '../input-rules.ts';
import { lazySchema } from '../lazy-schema.ts';

/**
 * The live-style baccarat table (modules/live-tables): one round every 30 seconds for everyone at
 * the table. A round is opened with its fair commitment, takes bets until `closesAt`, and is dealt
 * at `dealsAt` from its revealed seed (the round key is the public seed); its verify page is
 * /m/fair?id=<fairRoundId>. Times are epoch milliseconds, amounts major units (pesos).
 */
export const BACCARAT_ROUND_MS = 30_000;
export const BACCARAT_BETTING_MS = 20_000;
/** The chips a player stakes with, in pesos. */
export const BACCARAT_CHIPS = [10, 50, 100, 500, 1000] as const;
export const BACCARAT_MAX_STAKE = 100_000;
/** The rounds of the bead-plate road. */
export const BACCARAT_ROAD_LENGTH = 60;

const roundKey = () => text().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/, 'a round key');
const card = () => z.string().regex(/^[A2-9TJQK][SHDC]$/);
const winner = () => z.enum(['PLAYER', 'BANKER', 'TIE']);

export const baccaratOutcomeSchema = lazySchema(() => z.object({
  player: z.array(card()), banker: z.array(card()), playerTotal: z.number().int(), bankerTotal: z.number().int(),
  winner: winner(), playerPair: z.boolean(), bankerPair: z.boolean(),
}));

export const baccaratTableSchema = lazySchema(() => z.object({
  /** The server's clock as it answered, so a page's countdown does not depend on the phone's. */
  now: z.number(),
  round: z.object({
    key: z.string(), fairRoundId: z.number().int(), commitment: z.string(), opensAt: z.number(), closesAt: z.number(), dealsAt: z.number(),
  }),
  /** The latest dealt round. */
  last: z.object({ key: z.string(), fairRoundId: z.number().int(), outcome: baccaratOutcomeSchema }).nullable(),
  /** The latest dealt rounds' results, oldest first. */
  road: z.array(z.object({
    key: z.string(), fairRoundId: z.number().int(), winner: winner(), playerPair: z.boolean(), bankerPair: z.boolean(),
  })),
}));
export type BaccaratTable = z.infer<typeof baccaratTableSchema>;

/** POST /wps/live/baccarat/bets: stakes on one or more spots of the open round, once per `requestId`. */
export const baccaratBetRequestSchema = lazySchema(() => z.object({
  round: roundKey(),
  /** The catalogue game the player opened the table from (the bets are recorded under it). */
  gameId: bodyId(),
  requestId: text().regex(/^[A-Za-z0-9_-]{16,64}$/, 'a random id'),
  bets: z.array(z.object({ spot: z.enum(BACCARAT_SPOTS), stake: z.number().int().min(1).max(BACCARAT_MAX_STAKE) }).strict()).min(1).max(BACCARAT_SPOTS.length),
}).strict().refine((body) => new Set(body.bets.map((bet) => bet.spot)).size === body.bets.length, { message: 'one stake per spot', path: ['bets'] }));

export const baccaratBetSchema = lazySchema(() => z.object({
  id: z.number().int(),
  round: z.string(),
  fairRoundId: z.number().int(),
  spot: z.enum(BACCARAT_SPOTS),
  stake: z.number(),
  /** OPEN until the round is dealt; SETTLED with what came back (stake included, 0: lost); VOID: the stake was returned. */
  status: z.enum(['OPEN', 'SETTLED', 'VOID']),
  returned: z.number().nullable(),
}));
export type BaccaratBet = z.infer<typeof baccaratBetSchema>;

export const baccaratBetAnswerSchema = lazySchema(() => z.object({ bets: z.array(baccaratBetSchema), balance: z.number() }));
/** GET /wps/live/baccarat/bets: the member's latest bets at the table, newest first. */
export const baccaratMyBetsSchema = lazySchema(() => z.object({ list: z.array(baccaratBetSchema) }));
