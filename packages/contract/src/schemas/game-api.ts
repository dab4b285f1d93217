import { z } from 'zod';
import { bodyId, text, wireInteger } from '../input-rules.ts';
import { lazySchema } from '../lazy-schema.ts';

/**
 * The seamless-wallet game API (spec: the issue "every category plays as itself"): a game vendor
 * keeps no money of its own; it asks the platform for a player's balance, debits a stake, credits a
 * win and rolls back a stake it voids. Each call is signed by the vendor (header `X-Game-Signature`:
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` with the vendor's key, 5 minutes
 * either side) and names its own transaction id: a repeated id answers the first result and moves
 * nothing. Amounts are whole minor units (centavos).
 */
export const GAME_SIGNATURE_HEADER = 'X-Game-Signature';

const vendorCode = () => text().regex(/^[A-Z0-9_]{2,32}$/, 'a vendor code');
/** A catalogue vendor's code (`STARFORGE`), as the calls and the operators name it. */
export const gameVendorCodeSchema = lazySchema(vendorCode);
/** A vendor's own ids (transactions, rounds): printable, no spaces. */
const vendorId = () => text().regex(/^[\x21-\x7e]{1,100}$/, 'a vendor id: 1 to 100 printable characters');
const launchToken = () => text().min(16).max(2048);
const amountMinor = () => wireInteger({ max: 100_000_000_00 });

export const gameBalanceRequestSchema = lazySchema(() => z.object({ vendor: vendorCode(), launch: launchToken() }).strict());
export const gameDebitRequestSchema = lazySchema(() => z.object({
  vendor: vendorCode(), launch: launchToken(), transactionId: vendorId(), roundId: vendorId(), amountMinor: amountMinor(),
}).strict());
export const gameCreditRequestSchema = lazySchema(() => z.object({
  vendor: vendorCode(), transactionId: vendorId(), roundId: vendorId(), amountMinor: amountMinor(),
  /** What the player saw, kept with the settled bet (the game record shows it): up to 20 short labels. */
  outcome: z.array(text().max(40)).max(20),
}).strict());
export const gameRollbackRequestSchema = lazySchema(() => z.object({
  vendor: vendorCode(), transactionId: vendorId(), refTransactionId: vendorId(), roundId: vendorId(),
}).strict());
export type GameBalanceRequest = z.infer<typeof gameBalanceRequestSchema>;
export type GameDebitRequest = z.infer<typeof gameDebitRequestSchema>;
export type GameCreditRequest = z.infer<typeof gameCreditRequestSchema>;
export type GameRollbackRequest = z.infer<typeof gameRollbackRequestSchema>;

export const gameWalletAnswerSchema = lazySchema(() => z.object({ balanceMinor: z.number().int(), currency: z.string() }));
export type GameWalletAnswer = z.infer<typeof gameWalletAnswerSchema>;

/** GET /wps/fair/round?id=: a provably fair round, its seeds and outcome once revealed. */
export const fairRoundQuerySchema = lazySchema(() => z.object({ id: wireInteger({ min: 1, max: 2_147_483_647 }) }).strict());
export const fairRoundSchema = lazySchema(() => z.object({
  id: bodyId(),
  game: z.string(),
  round: z.string(),
  commitment: z.string(),
  serverSeed: z.string().nullable(),
  publicSeed: z.string().nullable(),
  outcome: z.unknown().nullable(),
  createdAt: z.number().int(),
  revealedAt: z.number().int().nullable(),
}));
export type FairRound = z.infer<typeof fairRoundSchema>;
