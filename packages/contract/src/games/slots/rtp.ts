import { linePay, type SlotTheme } from './engine.ts';

/**
 * The exact return to player of a theme, from its strips alone. Every reel stops on each of its
 * strip positions with the same chance, independently of the others, so every payline sees on
 * each reel a symbol drawn with the strip's symbol frequencies: the expected pay of one line is
 * the sum, over every combination of one strip position per reel, of its pay — enumerated as the
 * combinations of distinct symbols weighted by how many positions show them, which is the same sum.
 * All lines share that expectation, so the line return is the expected pay of one line in line bets.
 * The scatter count is the sum of independent per-reel counts over every stop of the reel.
 * The free-spin feature adds, per base spin, the expected spins awarded times the spins they grow
 * to with retriggers (a geometric series) times the expected win of one free spin.
 */
export type ThemeReturn = {
  /** Parts of the return, as fractions of the stake. */
  baseLines: number;
  baseScatter: number;
  feature: number;
  total: number;
  /** The chance that a base spin triggers free spins. */
  featureChance: number;
  /** The expected number of free spins one trigger plays, retriggers included. */
  featureSpins: number;
};

/** The expected line pay in line bets of the given strips. */
function lineReturn(theme: SlotTheme, strips: readonly Int8Array[]): number {
  const counts = strips.map((strip) => {
    const tally = new Map<number, number>();
    for (const symbol of strip) tally.set(symbol, (tally.get(symbol) ?? 0) + 1);
    return [...tally.entries()].map(([symbol, count]) => ({ symbol, chance: count / strip.length }));
  });
  const symbols = new Int8Array(strips.length);
  let expected = 0;
  const walk = (reel: number, chance: number) => {
    if (reel === strips.length) {
      expected += chance * linePay(theme, symbols).pay;
      return;
    }
    for (const { symbol, chance: own } of counts[reel]!) {
      symbols[reel] = symbol;
      walk(reel + 1, chance * own);
    }
  };
  walk(0, 1);
  return expected;
}

/** The chance of each number of scatters in the window, from every stop of every reel. */
export function scatterDistribution(theme: SlotTheme, strips: readonly Int8Array[]): number[] {
  let distribution = [1];
  for (const strip of strips) {
    const perReel: number[] = [];
    for (let stop = 0; stop < strip.length; stop++) {
      let seen = 0;
      for (let row = 0; row < theme.rows; row++) if (strip[(stop + row) % strip.length] === theme.scatterIndex) seen++;
      perReel[seen] = (perReel[seen] ?? 0) + 1 / strip.length;
    }
    const next: number[] = new Array(distribution.length + perReel.length - 1).fill(0);
    distribution.forEach((p, before) => perReel.forEach((q, add) => (next[before + add]! += p * (q ?? 0))));
    distribution = next;
  }
  return distribution;
}

const expectedOf = (distribution: number[], values: readonly number[]) =>
  distribution.reduce((sum, chance, count) => sum + chance * (values[count] ?? 0), 0);

export function themeReturn(theme: SlotTheme): ThemeReturn {
  const baseLines = lineReturn(theme, theme.baseStrips);
  const baseScatters = theme.scatterIndex >= 0 ? scatterDistribution(theme, theme.baseStrips) : [1];
  const baseScatter = expectedOf(baseScatters, theme.scatterPays);
  const feature = theme.freeSpins;
  if (!feature) return { baseLines, baseScatter, feature: 0, total: baseLines + baseScatter, featureChance: 0, featureSpins: 0 };

  const freeScatters = scatterDistribution(theme, theme.freeStrips);
  const freeSpinWin = feature.multiplier * (lineReturn(theme, theme.freeStrips) + expectedOf(freeScatters, theme.scatterPays));
  const retriggered = feature.retrigger ? expectedOf(freeScatters, feature.awards) : 0;
  if (retriggered >= 1) throw new Error(`${theme.id}: free spins would never end`);
  const awarded = expectedOf(baseScatters, feature.awards);
  const featureChance = baseScatters.reduce((sum, chance, count) => sum + ((feature.awards[count] ?? 0) > 0 ? chance : 0), 0);
  const featureReturn = (awarded / (1 - retriggered)) * freeSpinWin;
  return {
    baseLines, baseScatter, feature: featureReturn, total: baseLines + baseScatter + featureReturn,
    featureChance, featureSpins: featureChance > 0 ? awarded / featureChance / (1 - retriggered) : 0,
  };
}
