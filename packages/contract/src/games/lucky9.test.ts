import { describe, expect, it } from 'vitest';
import { fairRandom } from '../fair/fair-random.ts';
import { FAIR_GAMES } from '../fair/fair-games.ts';
import { LUCKY9_FAIR_GAME, dealLucky9, lucky9CardValue, lucky9Duel, lucky9Returns, lucky9Total } from './lucky9.ts';

describe('Lucky 9 duels', () => {
  it('counts aces 1, two to nine at face, tens and faces 0, totals modulo 10', () => {
    expect(['AS', '2H', '9D', 'TC', 'JS', 'QH', 'KD'].map(lucky9CardValue)).toEqual([1, 2, 9, 0, 0, 0, 0]);
    expect(lucky9Total(['9S', '8H'])).toBe(7);
    expect(lucky9Total(['KS', 'QH', 'TD'])).toBe(0);
  });

  it('deals first, second, first, second; a total of 0 to 4 draws a third card, the first seat before the second', () => {
    // First 4+0 = 4 draws the 5th card; second 5+9 = 4 draws the 6th.
    expect(dealLucky9(['4S', '5H', 'KD', '9C', '3S', '2D'])).toEqual({
      first: ['4S', 'KD', '3S'], second: ['5H', '9C', '2D'], winner: 'FIRST', firstTotal: 7, secondTotal: 6,
    });
    // First 5 stands; second 2 draws the 5th card (the first seat took none).
    expect(dealLucky9(['5S', '2H', 'KD', 'QC', '7S', '2D'])).toEqual({
      first: ['5S', 'KD'], second: ['2H', 'QC', '7S'], winner: 'SECOND', firstTotal: 5, secondTotal: 9,
    });
    expect(dealLucky9(['9S', '9H', 'KD', 'QC', '7S', '2D'])).toMatchObject({ first: ['9S', 'KD'], second: ['9H', 'QC'], winner: 'SPLIT' });
  });

  it('returns both stakes less a 5% rake to the winner (rounded down, the house keeping the fraction), each stake on a split', () => {
    expect(lucky9Returns(20_00, 'FIRST')).toEqual({ first: 38_00, second: 0, rakeMinor: 2_00 });
    expect(lucky9Returns(500_00, 'SECOND')).toEqual({ first: 0, second: 950_00, rakeMinor: 50_00 });
    expect(lucky9Returns(50_00, 'SPLIT')).toEqual({ first: 50_00, second: 50_00, rakeMinor: 0 });
    expect(lucky9Returns(7, 'FIRST')).toEqual({ first: 13, second: 0, rakeMinor: 1 });
    expect(lucky9Returns(1, 'SECOND')).toEqual({ first: 0, second: 1, rakeMinor: 1 });
  });

  it('deals six different cards of one deck, and the verify page recomputes a duel from its seeds', () => {
    const seed = 'd'.repeat(64);
    const winners = new Set<string>();
    for (let index = 0; index < 300; index++) {
      const duel = lucky9Duel(fairRandom(seed, `lucky9-test:${index}`));
      const cards = [...duel.first, ...duel.second];
      expect(new Set(cards).size).toBe(cards.length);
      expect(duel.firstTotal).toBe(lucky9Total(duel.first));
      expect(duel.first.length === 3).toBe(lucky9Total(duel.first.slice(0, 2)) <= 4);
      expect(duel.second.length === 3).toBe(lucky9Total(duel.second.slice(0, 2)) <= 4);
      expect(FAIR_GAMES[LUCKY9_FAIR_GAME]!(fairRandom(seed, `lucky9-test:${index}`), 'any')).toEqual(duel);
      winners.add(duel.winner);
    }
    expect(winners).toEqual(new Set(['FIRST', 'SECOND', 'SPLIT']));
  });
});
