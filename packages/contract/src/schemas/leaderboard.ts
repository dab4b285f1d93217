import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { bodyId, wireInteger } from '../input-rules.ts';
import { amountRequest } from '../money.ts';
import { PROMOTION_MEASURES, PROMOTION_PERIODS } from './promotions.ts';

/** How many ranks a leaderboard shows (the member's own row is pinned below when further down). */
export const LEADERBOARD_TOP = 20;
/** How many ranks a mission may pay a prize to. */
export const LEADERBOARD_PRIZE_RANKS_MAX = 50;

/** A mission's leaderboard: `id` names the mission; without it, the merchant's first mission that pays prizes. */
export const leaderboardQuerySchema = lazySchema(() => z.object({ id: wireInteger({ min: 1, max: 2_147_483_647 }).optional() }).strict());

/** One row of the ranking: others' names masked (`ab***yz`), the member's own in full. */
const leaderboardEntrySchema = () => z.object({
  rank: z.number().int(),
  name: z.string(),
  /** The mission's measure in the period so far (major units). */
  amount: z.number(),
  /** The prize this rank pays at the period's close (major units), or null. */
  prize: z.number().nullable(),
  own: z.boolean(),
});
export type LeaderboardEntry = z.infer<ReturnType<typeof leaderboardEntrySchema>>;

export const leaderboardSchema = lazySchema(() => z.object({
  promotionId: z.number().int(),
  title: z.string(),
  measure: z.enum(PROMOTION_MEASURES),
  period: z.enum(PROMOTION_PERIODS),
  periodKey: z.string(),
  /** ISO 8601 bounds of the period ranked (end null: the mission has no end). */
  periodStart: z.string(),
  periodEnd: z.string().nullable(),
  /** The server's clock as it answered (ISO 8601), for the countdown. */
  serverTime: z.string(),
  /** The prize of each rank from 1 (major units). */
  prizes: z.array(z.object({ rank: z.number().int(), amount: z.number() })),
  /** The top of the ranking, best first. */
  entries: z.array(leaderboardEntrySchema()),
  /** The member's own row (rank null: nothing counted yet); null for guests. */
  own: leaderboardEntrySchema().extend({ rank: z.number().int().nullable() }).nullable(),
  /** The prizes paid for the period before (winners' names masked but one's own). */
  previous: z.object({ periodKey: z.string(), winners: z.array(leaderboardEntrySchema()) }).nullable(),
}).nullable());
export type Leaderboard = NonNullable<z.infer<typeof leaderboardSchema>>;

/** Operators: a mission's prizes per rank (rank 1 first; an empty list takes them away). */
export const operatorLeaderboardPrizesSchema = lazySchema(() => z.object({
  id: bodyId(),
  prizes: z.array(amountRequest()).max(LEADERBOARD_PRIZE_RANKS_MAX),
}).strict());
export type OperatorLeaderboardPrizes = z.input<typeof operatorLeaderboardPrizesSchema>;
export const operatorLeaderboardPrizesAnswerSchema = lazySchema(() => z.object({
  id: z.number().int(),
  prizes: z.array(z.object({ rank: z.number().int(), amount: z.number() })),
}));
