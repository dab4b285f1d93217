import { describe, expect, it } from 'vitest';
import { commitmentOf, FAIR_GAMES, fairRandom, type FairRound } from '@m/contract';
import { checkRound } from '@/features/fairness/components/fair-round-page';

const seed = 'f'.repeat(64);
FAIR_GAMES['test-dice'] = (random) => random.int(6) + 1;

const round = (changes: Partial<FairRound> = {}): FairRound => ({
  id: 1, game: 'test-dice', round: 'r1', commitment: commitmentOf(seed), serverSeed: seed, publicSeed: 'p',
  outcome: fairRandom(seed, 'p').int(6) + 1, createdAt: 0, revealedAt: 1, ...changes,
});

describe('the verify page\'s own check', () => {
  it('confirms a round whose seed hashes to its commitment and whose outcome recomputes', () => {
    expect(checkRound(round())).toEqual({ seedMatches: true, outcomeMatches: true });
  });

  it('catches a seed that is not the committed one and an outcome that is not the seed\'s', () => {
    expect(checkRound(round({ commitment: commitmentOf('e'.repeat(64)) }))!.seedMatches).toBe(false);
    expect(checkRound(round({ outcome: 7 }))!.outcomeMatches).toBe(false);
  });

  it('finds an outcome the same whatever order the database gave its keys', () => {
    FAIR_GAMES['test-hand'] = (random) => ({ player: random.int(10), banker: random.int(10) });
    const hand = FAIR_GAMES['test-hand'](fairRandom(seed, 'p'), 'r1') as { player: number; banker: number };
    expect(checkRound(round({ game: 'test-hand', outcome: { banker: hand.banker, player: hand.player } }))!.outcomeMatches).toBe(true);
  });

  it('checks nothing before the reveal, and only the seed of a game it cannot recompute', () => {
    expect(checkRound(round({ serverSeed: null, publicSeed: null, outcome: null, revealedAt: null }))).toBeNull();
    expect(checkRound(round({ game: 'unknown-game' }))).toEqual({ seedMatches: true, outcomeMatches: null });
  });
});
