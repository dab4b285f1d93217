import { describe, expect, it } from 'vitest';
import { fairRandom } from '../fair/fair-random.ts';
import { FAIR_GAMES } from '../fair/fair-games.ts';
import { catches, FISH_FAIR_GAME, FISH_KINDS, FISH_RTP, fishShotOutcome, settleShot } from './fishing.ts';
import { seededRandom } from './seeded-random.ts';

/**
 * Shots aimed as the sea offers the fish (each kind by its weight), so big fish are rarer: the
 * standard deviation of one shot's return is then about 2.6 bets, and over four million shots the
 * mean lands within ±0.5 points of the stated return by almost four standard errors.
 */
const SHOTS = 4_000_000;

describe('the fishing return', () => {
  it('is the stated figure for every kind, counted exactly over every roll', () => {
    for (const kind of FISH_KINDS) {
      let caught = 0;
      for (let roll = 0; roll < 1_000_000; roll++) if (catches(roll, kind.multiplier)) caught++;
      expect((caught / 1_000_000) * kind.multiplier * 100).toBeCloseTo(FISH_RTP, 9);
    }
  });

  it('is the stated figure within ±0.5 points over four million shots at the sea’s fish', () => {
    const random = seededRandom(20261127);
    const totalWeight = FISH_KINDS.reduce((sum, kind) => sum + kind.weight, 0);
    const pick = () => {
      let left = random.int(totalWeight);
      return FISH_KINDS.find((kind) => (left -= kind.weight) < 0)!;
    };
    const betMinor = 100;
    let returned = 0;
    for (let shot = 0; shot < SHOTS; shot++) returned += settleShot(fishShotOutcome(random), pick().id, betMinor).winMinor;
    expect(Math.abs((returned / (SHOTS * betMinor)) * 100 - FISH_RTP)).toBeLessThan(0.5);
  });

  it('pays bet × multiplier on a catch and nothing on an escape', () => {
    expect(settleShot({ roll: 9_599, caught: [] }, 'whale', 50)).toEqual({ fish: 'whale', multiplier: 100, betMinor: 50, caught: true, winMinor: 5_000 });
    expect(settleShot({ roll: 9_600, caught: [] }, 'whale', 50)).toMatchObject({ caught: false, winMinor: 0 });
    expect(settleShot({ roll: 479_999, caught: [] }, 'minnow', 10)).toMatchObject({ caught: true, winMinor: 20 });
  });

  it('is recomputed by the verify page from the round’s seeds', () => {
    const outcome = fishShotOutcome(fairRandom('a'.repeat(64), 'seed:1:shark'));
    expect(FAIR_GAMES[FISH_FAIR_GAME]!(fairRandom('a'.repeat(64), 'seed:1:shark'), '1.2.1')).toEqual(outcome);
    expect(outcome.caught).toEqual(FISH_KINDS.filter((kind) => outcome.roll * kind.multiplier < 960_000).map((kind) => kind.id));
  });
});
