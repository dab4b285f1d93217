import { fairDistinct, type FairRandom } from '../fair/fair-random.ts';
import { cardValue, handTotal } from './baccarat.ts';

/**
 * Lucky 9 as dealt in a heads-up PVP duel, read from the duel's fair numbers so the verify page deals
 * the same hands again. The cards are the first six of a Fisher–Yates shuffle of one fresh 52-card
 * deck (`fairDistinct`), dealt first seat, second seat, first, second; then a hand totalling 0 to 4
 * draws a third card, the first seat's before the second's. No player decides anything, so a duel
 * settles the moment two seats meet.
 */

/** The fair-game kind of a duel's round (FAIR_GAMES). */
export const LUCKY9_FAIR_GAME = 'lucky9';
const DECK_SIZE = 52;
const RANKS = 'A23456789TJQK';
const SUITS = 'SHDC';

/** A card as rank and suit letters: `AS` the ace of spades, `TD` the ten of diamonds. */
export type Lucky9Card = string;
/** FIRST: the seat that waited won; SECOND: the seat that joined it; SPLIT: equal totals. */
export type Lucky9Winner = 'FIRST' | 'SECOND' | 'SPLIT';

export type Lucky9Outcome = {
  first: Lucky9Card[];
  second: Lucky9Card[];
  winner: Lucky9Winner;
  firstTotal: number;
  secondTotal: number;
};

/** The house's rake on a duel's pot, in percent. */
export const LUCKY9_RAKE_PERCENT = 5;
/** The highest total that draws a third card. */
export const LUCKY9_DRAWS_AT_MOST = 4;

const cardOf = (deckIndex: number): Lucky9Card => `${RANKS[deckIndex % 13]}${SUITS[Math.floor(deckIndex / 13)]}`;

/** A card's Lucky 9 value, as at baccarat: ace 1, two to nine at face, tens and faces 0. */
export const lucky9CardValue = cardValue;
/** A hand's total: the last digit of its values' sum. */
export const lucky9Total = handTotal;

/** Deals a duel from cards in deck order (first, second, first, second, then the third cards the rule asks for). */
export function dealLucky9(cards: readonly Lucky9Card[]): Lucky9Outcome {
  const first = [cards[0]!, cards[2]!];
  const second = [cards[1]!, cards[3]!];
  let next = 4;
  if (lucky9Total(first) <= LUCKY9_DRAWS_AT_MOST) first.push(cards[next++]!);
  if (lucky9Total(second) <= LUCKY9_DRAWS_AT_MOST) second.push(cards[next++]!);
  const firstTotal = lucky9Total(first);
  const secondTotal = lucky9Total(second);
  // Keys in the order PostgreSQL's jsonb keeps them (shorter first, then by bytes): the stored outcome
  // reads back as the same JSON text the verify page recomputes.
  return {
    first, second,
    winner: firstTotal > secondTotal ? 'FIRST' : secondTotal > firstTotal ? 'SECOND' : 'SPLIT',
    firstTotal, secondTotal,
  };
}

/** A duel from its fair numbers: six cards off the top of a freshly shuffled deck. */
export function lucky9Duel(random: FairRandom): Lucky9Outcome {
  return dealLucky9(fairDistinct(random, 6, 0, DECK_SIZE - 1).map(cardOf));
}

/**
 * What each seat of a duel at `stakeMinor` gets back, in minor units: the winner both stakes less
 * the rake (the payout rounded down to a whole minor unit, the house keeping the fraction), the
 * loser 0; a split returns each stake.
 */
export function lucky9Returns(stakeMinor: number, winner: Lucky9Winner): { first: number; second: number; rakeMinor: number } {
  if (winner === 'SPLIT') return { first: stakeMinor, second: stakeMinor, rakeMinor: 0 };
  const pot = stakeMinor * 2;
  const payout = Math.floor((pot * (100 - LUCKY9_RAKE_PERCENT)) / 100);
  return winner === 'FIRST' ? { first: payout, second: 0, rakeMinor: pot - payout } : { first: 0, second: payout, rakeMinor: pot - payout };
}
