import { randomInt } from 'node:crypto';

/**
 * The in-house demo slot: three reels, each stopping on a symbol drawn by weight. Three of a kind
 * pays the symbol's multiplier, any two alike return the stake. Expected return about 93.7%.
 */
export const SLOT_SYMBOLS = [
  { symbol: 'CHERRY', weight: 30, threeOfAKind: 5 },
  { symbol: 'LEMON', weight: 25, threeOfAKind: 8 },
  { symbol: 'BELL', weight: 20, threeOfAKind: 12 },
  { symbol: 'STAR', weight: 12, threeOfAKind: 25 },
  { symbol: 'SEVEN', weight: 8, threeOfAKind: 60 },
  { symbol: 'DIAMOND', weight: 5, threeOfAKind: 150 },
] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number]['symbol'];

const TOTAL_WEIGHT = SLOT_SYMBOLS.reduce((sum, entry) => sum + entry.weight, 0);
const PAIR_MULTIPLIER = 1;

/** `draw(n)` returns an integer in [0, n); the default is the crypto generator. */
export function spinReels(draw: (n: number) => number = randomInt): SlotSymbol[] {
  return [0, 1, 2].map(() => {
    let ticket = draw(TOTAL_WEIGHT);
    for (const entry of SLOT_SYMBOLS) {
      if (ticket < entry.weight) return entry.symbol;
      ticket -= entry.weight;
    }
    throw new Error('unreachable: ticket beyond the total weight');
  });
}

export function payoutMultiplier(reels: readonly string[]): number {
  const [a, b, c] = reels;
  if (a === b && b === c) return SLOT_SYMBOLS.find((entry) => entry.symbol === a)?.threeOfAKind ?? 0;
  return a === b || b === c || a === c ? PAIR_MULTIPLIER : 0;
}

/** The expected return of the paytable (for tests and documentation). */
export function expectedReturn(): number {
  const p = (entry: (typeof SLOT_SYMBOLS)[number]) => entry.weight / TOTAL_WEIGHT;
  return SLOT_SYMBOLS.reduce(
    (sum, entry) => sum + p(entry) ** 3 * entry.threeOfAKind + 3 * p(entry) ** 2 * (1 - p(entry)) * PAIR_MULTIPLIER,
    0,
  );
}
