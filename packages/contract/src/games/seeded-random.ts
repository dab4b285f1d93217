import type { FairRandom } from '../fair/fair-random.ts';

/** A fast seeded generator (mulberry32) for the games' RTP tests: the engines take any `{ next, int }`. */
export function seededRandom(seed: number): FairRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), state | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, int: (count) => Math.floor(next() * count) };
}
