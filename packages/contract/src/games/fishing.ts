import type { FairRandom } from '../fair/fair-random.ts';

/**
 * The fishing game: fish of several kinds swim across the sea, each kind worth a stated multiplier;
 * the player fires one shot at one fish at a bet of their choice. A shot catches the fish with the
 * chance RTP ÷ multiplier and then pays bet × multiplier, so every kind returns the same stated RTP.
 *
 * A shot's fair outcome is a roll of 0…999,999 read from its round; the shot catches a fish when
 * roll × multiplier < RTP in millionths (every multiplier divides it, so the chance is exact).
 * Pure, so the verify page recomputes a shot in the browser.
 */

/** The stated return to player, in percent (proved by the RTP test). */
export const FISH_RTP = 96;
const ROLLS = 1_000_000;
const RTP_ROLLS = (FISH_RTP / 100) * ROLLS;

/** The kinds of fish, smallest first: what each pays in bets and how often it swims by (relative weight). */
export const FISH_KINDS = [
  { id: 'minnow', multiplier: 2, weight: 30 },
  { id: 'clownfish', multiplier: 3, weight: 25 },
  { id: 'pufferfish', multiplier: 5, weight: 18 },
  { id: 'turtle', multiplier: 10, weight: 12 },
  { id: 'lionfish', multiplier: 20, weight: 8 },
  { id: 'shark', multiplier: 50, weight: 5 },
  { id: 'whale', multiplier: 100, weight: 2 },
] as const;

export type FishKindId = (typeof FISH_KINDS)[number]['id'];
export const FISH_KIND_IDS = FISH_KINDS.map((kind) => kind.id) as [FishKindId, ...FishKindId[]];
export const fishKind = (id: FishKindId) => FISH_KINDS.find((kind) => kind.id === id)!;

/** The cannon's bet levels in minor units; a game offers those at or above its minimum bet. */
export const FISH_BET_LEVELS_MINOR = [10, 20, 50, 100, 200, 500, 1_000, 2_000] as const;

export const fishBetLevels = (minBetMinor: number) => FISH_BET_LEVELS_MINOR.filter((level) => level >= minBetMinor);

/** The fair-round kind of a shot, as the verify page looks it up. */
export const FISH_FAIR_GAME = 'fishing';

/** A shot's fair round: `<member>.<game>.<shot number>`. */
export const fishShotRound = (memberId: number, gameId: number, shotNumber: number) => `${memberId}.${gameId}.${shotNumber}`;

/** A shot's public seed: the player's seed, the shot's number and the fish it aims at. */
export const fishShotPublicSeed = (clientSeed: string, shotNumber: number, fish: FishKindId) => `${clientSeed}:${shotNumber}:${fish}`;

/** What a shot's round records and the verify page recomputes: the roll and the kinds it catches. */
export type FishShotOutcome = { roll: number; caught: FishKindId[] };

export const catches = (roll: number, multiplier: number) => roll * multiplier < RTP_ROLLS;

export function fishShotOutcome(random: FairRandom): FishShotOutcome {
  const roll = random.int(ROLLS);
  return { roll, caught: FISH_KINDS.filter((kind) => catches(roll, kind.multiplier)).map((kind) => kind.id) };
}

export type FishShot = { fish: FishKindId; multiplier: number; betMinor: number; caught: boolean; winMinor: number };

/** A shot at one fish settled from its outcome. */
export function settleShot(outcome: FishShotOutcome, fish: FishKindId, betMinor: number): FishShot {
  const { multiplier } = fishKind(fish);
  const caught = catches(outcome.roll, multiplier);
  return { fish, multiplier, betMinor, caught, winMinor: caught ? betMinor * multiplier : 0 };
}
