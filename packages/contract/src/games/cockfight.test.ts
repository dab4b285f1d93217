import { describe, expect, it } from 'vitest';
import { fairRandom } from '../fair/fair-random.ts';
import { FAIR_GAMES } from '../fair/fair-games.ts';
import { COCKFIGHT_SPOTS, cockfightCard, cockfightFight, cockfightReturnMinor, type CockfightSpot } from './cockfight.ts';

const SEED = 'c'.repeat(64);
const fightKey = (index: number) => new Date(Date.UTC(2026, 10, 27) + index * 180_000).toISOString();

describe('the cockfight arena', () => {
  it('reads each fight\'s card from its key alone: two different birds, odds from the Meron\'s chance', () => {
    for (let index = 0; index < 500; index++) {
      const card = cockfightCard(fightKey(index));
      expect(card).toEqual(cockfightCard(fightKey(index)));
      expect(card.meron).not.toBe(card.wala);
      expect([40, 45, 50, 55, 60]).toContain(card.meronChance);
      expect(card.odds.MERON).toBe(Math.floor(9500 / card.meronChance));
      expect(card.odds.WALA).toBe(Math.floor(9500 / (100 - card.meronChance)));
      expect(card.odds.DRAW).toBe(900);
    }
    const chances = new Set(Array.from({ length: 200 }, (_, index) => cockfightCard(fightKey(index)).meronChance));
    expect(chances.size).toBe(5);
  });

  it('returns the Meron and Wala stakes on a draw and pays the Draw 8 to 1; a winning side pays its odds, rounded down', () => {
    const card = { meron: 'Kelso', wala: 'Hatch', meronChance: 45, odds: { MERON: 211, WALA: 172, DRAW: 900 } };
    const draw = { winner: 'DRAW', seconds: 40 } as const;
    expect(COCKFIGHT_SPOTS.map((spot) => cockfightReturnMinor(spot, 1000, draw, card))).toEqual([1000, 1000, 9000]);
    const meron = { winner: 'MERON', seconds: 40 } as const;
    expect(COCKFIGHT_SPOTS.map((spot) => cockfightReturnMinor(spot, 1000, meron, card))).toEqual([2110, 0, 0]);
    expect(cockfightReturnMinor('WALA', 15, { winner: 'WALA', seconds: 9 }, card)).toBe(25);
  });

  it('fights as the card says: the verify page\'s outcome is the same, and over many fights each bet returns what its odds promise', () => {
    expect(FAIR_GAMES.cockfight!(fairRandom(SEED, fightKey(1)), fightKey(1))).toEqual(cockfightFight(fairRandom(SEED, fightKey(1)), fightKey(1)));
    const fights = 60_000;
    const returned: Record<CockfightSpot, number> = { MERON: 0, WALA: 0, DRAW: 0 };
    let expected = 0;
    let draws = 0;
    for (let index = 0; index < fights; index++) {
      const key = fightKey(index);
      const card = cockfightCard(key);
      const outcome = cockfightFight(fairRandom(SEED, key), key);
      expect(outcome.seconds).toBeGreaterThanOrEqual(8);
      expect(outcome.seconds).toBeLessThanOrEqual(120);
      if (outcome.winner === 'DRAW') draws++;
      for (const spot of COCKFIGHT_SPOTS) returned[spot] += cockfightReturnMinor(spot, 100, outcome, card);
      // A side's expected return: 90% decided at its chance and odds, 10% a draw that returns the stake.
      expected += 0.9 * (card.meronChance / 100) * card.odds.MERON + 10;
    }
    expect(draws / fights).toBeCloseTo(0.1, 2);
    expect(returned.DRAW / (fights * 100)).toBeCloseTo(0.9, 1);
    expect(Math.abs(returned.MERON - expected) / (fights * 100)).toBeLessThan(0.01);
    // Every side returns about 95.5% whichever the favourite.
    expect(returned.MERON / (fights * 100)).toBeCloseTo(0.955, 1);
    expect(returned.WALA / (fights * 100)).toBeCloseTo(0.955, 1);
  });
});
