import { baccaratRound } from '../games/baccarat.ts';
import { cockfightFight } from '../games/cockfight.ts';
import { FISH_FAIR_GAME, fishShotOutcome } from '../games/fishing.ts';
import { LUCKY9_FAIR_GAME, lucky9Duel } from '../games/lucky9.ts';
import { SLOT_THEME_IDS, slotGameKind } from '../games/slots/themes.ts';
import { slotRoundReels } from '../games/slots/rounds.ts';
import { LOTTERY_FAIR_GAMES } from '../lottery/lottery-plays.ts';
import type { FairRandom } from './fair-random.ts';

/**
 * How each fair-game kind reads its outcome from a round's numbers: the server settles with these
 * and the verify page recomputes with the same, so a round's stored outcome can be checked by anyone.
 */
export type FairOutcome = (random: FairRandom, round: string) => unknown;

export const FAIR_GAMES: Record<string, FairOutcome> = {
  ...LOTTERY_FAIR_GAMES,
};

for (const theme of SLOT_THEME_IDS) FAIR_GAMES[slotGameKind(theme)] = (random, round) => slotRoundReels(theme, random, round);
FAIR_GAMES.baccarat = (random) => baccaratRound(random);
FAIR_GAMES.cockfight = cockfightFight;
FAIR_GAMES[FISH_FAIR_GAME] = (random) => fishShotOutcome(random);
FAIR_GAMES[LUCKY9_FAIR_GAME] = (random) => lucky9Duel(random);
