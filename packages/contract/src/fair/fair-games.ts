import { baccaratRound } from '../games/baccarat.ts';
import type { FairRandom } from './fair-random.ts';

/**
 * How each fair-game kind reads its outcome from a round's numbers: the server settles with these
 * and the verify page recomputes with the same, so a round's stored outcome can be checked by anyone.
 */
export type FairOutcome = (random: FairRandom, round: string) => unknown;

export const FAIR_GAMES: Record<string, FairOutcome> = {};
FAIR_GAMES.baccarat = (random) => baccaratRound(random);
