import { z } from 'zod';
import { bodyId, text, wireInteger } from '../input-rules.ts';
import { lazySchema } from '../lazy-schema.ts';

/**
 * Player-versus-player games (modules/pvp): heads-up Lucky 9 duels. A player takes a seat at a stake
 * level (the stake debited); the next player at that level and brand meets them at once and the duel
 * is dealt from the waiting seat's fair round, the public seed naming both seats' requests. A seat
 * nobody meets is returned after `PVP_SEAT_WAIT_MS`, or when its player cancels it. The winner gets
 * both stakes less the house's rake, equal totals return both stakes. Amounts in major units (pesos),
 * times epoch milliseconds; a duel's verify page is /m/fair?id=<fairRoundId>.
 */
export const PVP_STAKE_LEVELS = [20, 50, 100, 500] as const;
export const PVP_SEAT_WAIT_MS = 60_000;

const card = () => z.string().regex(/^[A2-9TJQK][SHDC]$/);
const hand = () => z.object({ cards: z.array(card()), total: z.number().int() });

export const pvpDuelSchema = lazySchema(() => z.object({
  fairRoundId: z.number().int(),
  you: hand(),
  opponent: hand().extend({ name: z.string() }),
  result: z.enum(['WIN', 'LOSS', 'SPLIT']),
  /** What came back to the member, stake included (0: lost). */
  returned: z.number(),
  /** The house's rake taken from the winner's pot (0 on a split). */
  rake: z.number(),
  settledAt: z.number(),
}));
export type PvpDuel = z.infer<typeof pvpDuelSchema>;

export const pvpSeatSchema = lazySchema(() => z.object({
  id: z.number().int(),
  stake: z.number(),
  /** WAITING for an opponent; SETTLED: met one, `duel` tells how it went; CANCELLED or EXPIRED: the stake was returned. */
  status: z.enum(['WAITING', 'SETTLED', 'CANCELLED', 'EXPIRED']),
  /** The commitment of the seat's fair round while it waits (null for a seat that met a waiting one at once). */
  commitment: z.string().nullable(),
  expiresAt: z.number(),
  duel: pvpDuelSchema.nullable(),
}));
export type PvpSeat = z.infer<typeof pvpSeatSchema>;

/** GET /wps/pvp/lucky9?gameId=: the room as opened from a catalogue game. */
export const pvpRoomQuerySchema = lazySchema(() => z.object({ gameId: wireInteger({ min: 1, max: 2_147_483_647 }).optional() }).strict());

/** GET /wps/pvp/lucky9: the levels (whether someone waits at each, and the commitment of the duel a join would play), the member's latest seat. */
export const pvpRoomSchema = lazySchema(() => z.object({
  now: z.number(),
  /** The name of the PVP game the room was opened from (null: none, or not a PVP game). */
  game: z.string().nullable(),
  levels: z.array(z.object({ stake: z.number(), commitment: z.string().nullable() })),
  seat: pvpSeatSchema.nullable(),
}));
export type PvpRoom = z.infer<typeof pvpRoomSchema>;

const stakeLevel = () => z.number().int().refine((stake) => (PVP_STAKE_LEVELS as readonly number[]).includes(stake), 'a stake level');

/** POST /wps/pvp/lucky9/seats: a seat at a level, once per `requestId`. */
export const pvpJoinRequestSchema = lazySchema(() => z.object({
  /** The catalogue game the player opened the room from (the duels are recorded under it). */
  gameId: bodyId(),
  stake: stakeLevel(),
  requestId: text().regex(/^[A-Za-z0-9_-]{16,64}$/, 'a random id'),
}).strict());
export const pvpJoinAnswerSchema = lazySchema(() => z.object({ seat: pvpSeatSchema, balance: z.number() }));

/** POST /wps/pvp/lucky9/seats/cancel: the member's waiting seat given up, its stake returned. */
export const pvpCancelRequestSchema = lazySchema(() => z.object({ seatId: bodyId() }).strict());

/** GET /wps/pvp/lucky9/seats: the member's latest seats that are over (duels, cancelled and expired seats), newest first. */
export const pvpMySeatsSchema = lazySchema(() => z.object({ list: z.array(pvpSeatSchema) }));
