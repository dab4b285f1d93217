import type { FairRandom } from '../fair/fair-random.ts';
import { sha256, utf8 } from '../fair/sha256.ts';

/**
 * The cockfight arena (DS88-style sabong): one fight at a time between the Meron (red corner,
 * the favourite's side by tradition) and the Wala (blue corner), bet on Meron, Wala or Draw.
 *
 * A fight's card — the two birds and the odds — is read from its key alone (`cockfightCard`), so
 * it is public before the first bet and the same for everyone; the result is read from the fight's
 * fair numbers (`cockfightFight`), so the verify page fights it again. A draw returns the Meron and
 * Wala stakes and pays the Draw bet 8 to 1.
 */

export const COCKFIGHT_SPOTS = ['MERON', 'WALA', 'DRAW'] as const;
export type CockfightSpot = (typeof COCKFIGHT_SPOTS)[number];

/** One fight in ten is a draw. */
export const COCKFIGHT_DRAW_PERCENT = 10;
/** What a decided fight returns on the winning side, per 100 staked on each side at the stated chances (a 5% margin). */
const DECIDED_RETURN_PERCENT = 95;
/** The Draw bet's odds in hundredths, stake included: 8 to 1. */
const DRAW_ODDS = 900;
/** The Meron's chance of winning a decided fight, in percent: the card's key picks one. */
const MERON_CHANCES = [40, 45, 50, 55, 60] as const;

/** Gamefowl breeds the birds are entered as. */
export const COCKFIGHT_BREEDS = [
  'Kelso', 'Sweater', 'Hatch', 'Roundhead', 'Lemon', 'Grey', 'Radio', 'Claret', 'Albany', 'Brown Red', 'Whitehackle', 'Butcher',
] as const;

export type CockfightCard = {
  meron: string;
  wala: string;
  /** The Meron's chance of winning a decided fight, in percent (the Wala's is the rest). */
  meronChance: number;
  /** Each spot's odds in hundredths, stake included: 190 returns 1.90 per 1 staked. */
  odds: Record<CockfightSpot, number>;
};

export type CockfightOutcome = {
  winner: CockfightSpot;
  /** How long the fight lasted. */
  seconds: number;
};

const oddsFor = (chancePercent: number) => Math.floor((DECIDED_RETURN_PERCENT * 100) / chancePercent);

/** The fight's card from its key: the birds (two different breeds) and the odds. */
export function cockfightCard(fightKey: string): CockfightCard {
  const digest = sha256(utf8(`cockfight:${fightKey}`));
  const meronChance = MERON_CHANCES[digest[0]! % MERON_CHANCES.length]!;
  const meron = digest[1]! % COCKFIGHT_BREEDS.length;
  const wala = (meron + 1 + (digest[2]! % (COCKFIGHT_BREEDS.length - 1))) % COCKFIGHT_BREEDS.length;
  return {
    meron: COCKFIGHT_BREEDS[meron]!,
    wala: COCKFIGHT_BREEDS[wala]!,
    meronChance,
    odds: { MERON: oddsFor(meronChance), WALA: oddsFor(100 - meronChance), DRAW: DRAW_ODDS },
  };
}

/** The fight from its fair numbers: a draw one time in ten, else the Meron by its chance on the card; 8 to 120 seconds. */
export function cockfightFight(random: FairRandom, fightKey: string): CockfightOutcome {
  const { meronChance } = cockfightCard(fightKey);
  const draw = random.next() * 100 < COCKFIGHT_DRAW_PERCENT;
  const meronWins = random.next() * 100 < meronChance;
  const seconds = 8 + random.int(113);
  return { winner: draw ? 'DRAW' : meronWins ? 'MERON' : 'WALA', seconds };
}

/** What a bet on `spot` returns, stake included, in minor units (0: lost), rounded down to a whole minor unit. */
export function cockfightReturnMinor(spot: CockfightSpot, stakeMinor: number, outcome: CockfightOutcome, card: CockfightCard): number {
  if (outcome.winner === 'DRAW' && spot !== 'DRAW') return stakeMinor;
  return spot === outcome.winner ? Math.floor((stakeMinor * card.odds[spot]) / 100) : 0;
}
