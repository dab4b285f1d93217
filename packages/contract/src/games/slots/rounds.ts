import type { FairRandom } from '../../fair/fair-random.ts';
import { spinReels, type SlotReels } from './engine.ts';
import { SLOT_THEMES, type SlotThemeId } from './themes.ts';

/**
 * A slot spin's fair round: `<member>.<game>.<spin number>.<base|free>`. Whether the spin is a
 * free one (which reels it reads) is known when the round is opened, before the player stakes, so
 * it is part of the round; the stake is not, and the wins follow from the reels and the paytable.
 */
export function slotRound(memberId: number, gameId: number, spinNumber: number, free: boolean): string {
  return `${memberId}.${gameId}.${spinNumber}.${free ? 'free' : 'base'}`;
}

export const isFreeSpinRound = (round: string) => round.endsWith('.free');

/** The outcome a slot round records and the verify page recomputes: the reel stops and the window. */
export function slotRoundReels(theme: SlotThemeId, random: FairRandom, round: string): SlotReels {
  return spinReels(SLOT_THEMES[theme], random, isFreeSpinRound(round));
}
