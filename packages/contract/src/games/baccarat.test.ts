import { describe, expect, it } from 'vitest';
import { fairRandom } from '../fair/fair-random.ts';
import { FAIR_GAMES } from '../fair/fair-games.ts';
import { baccaratReturnMinor, baccaratRound, bankerDraws, dealBaccarat, handTotal, type BaccaratOutcome } from './baccarat.ts';

const SEED = 'a'.repeat(64);

describe('baccarat drawing rules', () => {
  it('stands on a natural: Player 9 against Banker 6, no third card', () => {
    const hand = dealBaccarat(['4S', '3H', '5D', '3C', 'KS', 'KH']);
    expect(hand).toMatchObject({ player: ['4S', '5D'], banker: ['3H', '3C'], playerTotal: 9, bankerTotal: 6, winner: 'PLAYER' });
  });

  it('draws for the Player on 0-5 and the Banker by the Player\'s third card', () => {
    // Player 2+3=5 draws an 8; Banker 1+2=3 stands on a Player third 8.
    expect(dealBaccarat(['2S', 'AH', '3D', '2C', '8S', '9H'])).toMatchObject({
      player: ['2S', '3D', '8S'], banker: ['AH', '2C'], playerTotal: 3, bankerTotal: 3, winner: 'TIE',
    });
    // Player K+4=4 draws a 2 (6); Banker 4+K=4 draws on a 2: takes a 5 (9).
    expect(dealBaccarat(['KS', '4H', '4D', 'KC', '2S', '5H'])).toMatchObject({
      player: ['KS', '4D', '2S'], banker: ['4H', 'KC', '5H'], playerTotal: 6, bankerTotal: 9, winner: 'BANKER',
    });
  });

  it('lets the Banker draw on 0-5 when the Player stands on 6 or 7', () => {
    // Player 7 stands; Banker 5 draws a 3 (8).
    expect(dealBaccarat(['3S', '2H', '4D', '3C', '3S', 'AH'])).toMatchObject({
      player: ['3S', '4D'], banker: ['2H', '3C', '3S'], playerTotal: 7, bankerTotal: 8, winner: 'BANKER',
    });
    // Player 6 stands; Banker 6 stands: a tie with two cards each.
    expect(dealBaccarat(['QS', '6H', '6D', 'QC', '9S', '9H'])).toMatchObject({ player: ['QS', '6D'], banker: ['6H', 'QC'], winner: 'TIE' });
  });

  it('follows the Banker\'s table', () => {
    expect(bankerDraws(3, '8S')).toBe(false);
    expect(bankerDraws(3, '9S')).toBe(true);
    expect(bankerDraws(4, 'AS')).toBe(false);
    expect(bankerDraws(4, '7S')).toBe(true);
    expect(bankerDraws(5, '3S')).toBe(false);
    expect(bankerDraws(5, '4S')).toBe(true);
    expect(bankerDraws(6, '6S')).toBe(true);
    expect(bankerDraws(6, '8S')).toBe(false);
    expect(bankerDraws(7, '6S')).toBe(false);
    expect(bankerDraws(2, 'KS')).toBe(true);
    expect(bankerDraws(6, null)).toBe(false);
  });

  it('marks pairs on the first two cards of a hand', () => {
    const hand = dealBaccarat(['5S', 'JH', '5D', 'JC', '4S', 'AH']);
    expect(hand).toMatchObject({ playerPair: true, bankerPair: true, playerTotal: 4 });
    expect(hand.banker).toEqual(['JH', 'JC', 'AH']);
  });
});

describe('a fair round', () => {
  it('deals the same hand from the same seeds, and the verify page reads it through FAIR_GAMES', () => {
    const first = baccaratRound(fairRandom(SEED, 'baccarat:2026-11-26T23:00:00.000Z'));
    expect(baccaratRound(fairRandom(SEED, 'baccarat:2026-11-26T23:00:00.000Z'))).toEqual(first);
    expect(FAIR_GAMES.baccarat!(fairRandom(SEED, 'baccarat:2026-11-26T23:00:00.000Z'), 'x')).toEqual(first);
    expect(handTotal(first.player)).toBe(first.playerTotal);
    // The order jsonb stores the keys in, so the stored outcome reads back as the same JSON text.
    expect(Object.keys(first)).toEqual(['banker', 'player', 'winner', 'bankerPair', 'playerPair', 'bankerTotal', 'playerTotal']);
    expect(first.player.length + first.banker.length).toBeGreaterThanOrEqual(4);
  });

  it('wins about the known odds over many rounds (Banker 45.9%, Player 44.6%, Tie 9.5%)', () => {
    const counts = { PLAYER: 0, BANKER: 0, TIE: 0 };
    const rounds = 10_000;
    for (let index = 0; index < rounds; index++) counts[baccaratRound(fairRandom(SEED, `odds:${index}`)).winner]++;
    expect(counts.BANKER / rounds).toBeCloseTo(0.459, 1);
    expect(counts.PLAYER / rounds).toBeCloseTo(0.446, 1);
    expect(counts.TIE / rounds).toBeCloseTo(0.095, 1);
  });
});

describe('payouts', () => {
  const outcome = (winner: BaccaratOutcome['winner'], pairs = false): BaccaratOutcome => ({
    player: [], banker: [], playerTotal: 0, bankerTotal: 0, winner, playerPair: pairs, bankerPair: pairs,
  });

  it('pays Player 1:1, Banker 0.95:1 rounded down, Tie 8:1, pairs 11:1', () => {
    expect(baccaratReturnMinor('PLAYER', 1000, outcome('PLAYER'))).toBe(2000);
    expect(baccaratReturnMinor('BANKER', 1000, outcome('BANKER'))).toBe(1950);
    expect(baccaratReturnMinor('BANKER', 15, outcome('BANKER'))).toBe(29);
    expect(baccaratReturnMinor('TIE', 1000, outcome('TIE'))).toBe(9000);
    expect(baccaratReturnMinor('PLAYER_PAIR', 1000, outcome('PLAYER', true))).toBe(12000);
    expect(baccaratReturnMinor('BANKER_PAIR', 1000, outcome('PLAYER', false))).toBe(0);
  });

  it('pushes Player and Banker bets on a tie and loses the other side', () => {
    expect(baccaratReturnMinor('PLAYER', 1000, outcome('TIE'))).toBe(1000);
    expect(baccaratReturnMinor('BANKER', 1000, outcome('TIE'))).toBe(1000);
    expect(baccaratReturnMinor('PLAYER', 1000, outcome('BANKER'))).toBe(0);
    expect(baccaratReturnMinor('TIE', 1000, outcome('BANKER'))).toBe(0);
  });
});
