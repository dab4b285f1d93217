import { fairDistinct, type FairRandom } from '../fair/fair-random.ts';

/**
 * Punto banco as dealt at the live table, read from a round's fair numbers so the verify page deals
 * the same hand again. The shoe is eight 52-card decks shuffled anew each round: the six cards a
 * round can need are the first six of a Fisher–Yates shuffle of the 416 cards (`fairDistinct`),
 * dealt Player, Banker, Player, Banker, then the Player's and the Banker's third card when the
 * drawing rules ask for them.
 */

export const BACCARAT_DECKS = 8;
const SHOE_SIZE = BACCARAT_DECKS * 52;
const RANKS = 'A23456789TJQK';
const SUITS = 'SHDC';

/** A card as rank and suit letters: `AS` the ace of spades, `TD` the ten of diamonds. */
export type BaccaratCard = string;
export type BaccaratWinner = 'PLAYER' | 'BANKER' | 'TIE';

export type BaccaratOutcome = {
  player: BaccaratCard[];
  banker: BaccaratCard[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratWinner;
  /** The Player's (Banker's) first two cards are of one rank. */
  playerPair: boolean;
  bankerPair: boolean;
};

export const BACCARAT_SPOTS = ['PLAYER', 'BANKER', 'TIE', 'PLAYER_PAIR', 'BANKER_PAIR'] as const;
export type BaccaratSpot = (typeof BACCARAT_SPOTS)[number];

/** The winnings per unit staked, as the table shows them (the Banker pays 0.95: a 5% commission). */
export const BACCARAT_PAYOUTS: Record<BaccaratSpot, number> = { PLAYER: 1, BANKER: 0.95, TIE: 8, PLAYER_PAIR: 11, BANKER_PAIR: 11 };

const cardOf = (shoeIndex: number): BaccaratCard => {
  const inDeck = shoeIndex % 52;
  return `${RANKS[inDeck % 13]}${SUITS[Math.floor(inDeck / 13)]}`;
};

/** A card's baccarat value: ace 1, two to nine at face, tens and faces 0. */
export function cardValue(card: BaccaratCard): number {
  const rank = RANKS.indexOf(card[0]!) + 1;
  return rank >= 10 ? 0 : rank;
}

export const handTotal = (cards: readonly BaccaratCard[]) => cards.reduce((sum, card) => sum + cardValue(card), 0) % 10;

/** Whether the Banker draws a third card, by the Banker's total and the Player's third card (null: the Player stood). */
export function bankerDraws(bankerTotal: number, playerThird: BaccaratCard | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  const third = cardValue(playerThird);
  switch (bankerTotal) {
    case 0: case 1: case 2: return true;
    case 3: return third !== 8;
    case 4: return third >= 2 && third <= 7;
    case 5: return third >= 4 && third <= 7;
    case 6: return third === 6 || third === 7;
    default: return false;
  }
}

/** Deals one round from cards in shoe order (P, B, P, B, then third cards as the rules ask). */
export function dealBaccarat(cards: readonly BaccaratCard[]): BaccaratOutcome {
  const player = [cards[0]!, cards[2]!];
  const banker = [cards[1]!, cards[3]!];
  let next = 4;
  const natural = handTotal(player) >= 8 || handTotal(banker) >= 8;
  if (!natural) {
    let playerThird: BaccaratCard | null = null;
    if (handTotal(player) <= 5) {
      playerThird = cards[next++]!;
      player.push(playerThird);
    }
    if (bankerDraws(handTotal(banker), playerThird)) banker.push(cards[next++]!);
  }
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  // Keys in the order PostgreSQL's jsonb keeps them (shorter first, then by bytes): the stored outcome
  // reads back as the same JSON text the verify page recomputes.
  return {
    banker, player,
    winner: playerTotal > bankerTotal ? 'PLAYER' : bankerTotal > playerTotal ? 'BANKER' : 'TIE',
    bankerPair: banker[0]![0] === banker[1]![0],
    playerPair: player[0]![0] === player[1]![0],
    bankerTotal, playerTotal,
  };
}

/** A round of the table from its fair numbers: six cards off the top of a freshly shuffled eight-deck shoe. */
export function baccaratRound(random: FairRandom): BaccaratOutcome {
  return dealBaccarat(fairDistinct(random, 6, 0, SHOE_SIZE - 1).map(cardOf));
}

/**
 * What a bet on `spot` returns, stake included, in minor units (0: lost). Player and Banker bets
 * push on a tie (the stake comes back). The Banker's win is 95% of the stake rounded down to a
 * whole minor unit (the house keeps the fraction of the commission): 0.15 staked wins 0.14.
 */
export function baccaratReturnMinor(spot: BaccaratSpot, stakeMinor: number, outcome: BaccaratOutcome): number {
  switch (spot) {
    case 'PLAYER': return outcome.winner === 'PLAYER' ? stakeMinor * 2 : outcome.winner === 'TIE' ? stakeMinor : 0;
    case 'BANKER': return outcome.winner === 'BANKER' ? stakeMinor + Math.floor((stakeMinor * 95) / 100) : outcome.winner === 'TIE' ? stakeMinor : 0;
    case 'TIE': return outcome.winner === 'TIE' ? stakeMinor * 9 : 0;
    case 'PLAYER_PAIR': return outcome.playerPair ? stakeMinor * 12 : 0;
    case 'BANKER_PAIR': return outcome.bankerPair ? stakeMinor * 12 : 0;
  }
}
