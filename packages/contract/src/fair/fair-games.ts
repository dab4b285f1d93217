import { SLOT_THEME_IDS, slotGameKind } from '../games/slots/themes.ts';
import { slotRoundReels } from '../games/slots/rounds.ts';
import type { FairRandom } from './fair-random.ts';

/** Each fair-game kind's outcome from its round's numbers, so the verify page recomputes any round. */
export const FAIR_GAMES: Record<string, (random: FairRandom, round: string) => unknown> = {};

for (const theme of SLOT_THEME_IDS) FAIR_GAMES[slotGameKind(theme)] = (random, round) => slotRoundReels(theme, random, round);
