import type { FairRandom } from '../../fair/fair-random.ts';

/**
 * The slot engine: a theme's reel strips, paylines and paytable, and one spin read from a fair
 * random stream. Pure, so the verify page recomputes a spin in the browser.
 *
 * Money: every pay is a whole multiple of the line bet (line pays) or of the total stake (scatter
 * pays), and the stake is a whole multiple of the theme's line count in minor units, so the line bet
 * is whole and every win is a whole number of minor units. Free spins play at the triggering
 * spin's stake, cost nothing, and multiply every win by the theme's free-spin multiplier.
 */

export type SlotThemeDefinition = {
  id: string;
  /** Symbol letter → symbol name, as the strips and the paytable write them. */
  symbols: Readonly<Record<string, string>>;
  rows: number;
  /** One strip per reel: each letter a symbol, read top to bottom, wrapping around. */
  reels: readonly string[];
  /** Paylines: for each reel, the row (0 = top) the line crosses. Wins count from the leftmost reel. */
  lines: readonly (readonly number[])[];
  /** Symbol letter → pay for [1, 2, … reels] of a kind on a line, in line bets. */
  pays: Readonly<Record<string, readonly number[]>>;
  /** Substitutes for every symbol but the scatter. */
  wild: string | null;
  /** Pays anywhere in the window, counted once per reel. */
  scatter: string | null;
  /** Scatter pay for [0, 1, 2, …] scatters in the window, in total stakes. */
  scatterPays: readonly number[];
  freeSpins: {
    /** Free spins awarded for [0, 1, 2, …] scatters (also during free spins when `retrigger`). */
    awards: readonly number[];
    multiplier: number;
    retrigger: boolean;
    /** Strips played during free spins (extra wilds), when they differ from the base game's. */
    reels?: readonly string[];
  } | null;
  /** The stated return to player, in percent, two decimals (proved by the RTP tests). */
  rtp: number;
};

export type SlotTheme = SlotThemeDefinition & {
  /** The strips as symbol indexes, base game and free spins. */
  baseStrips: readonly Int8Array[];
  freeStrips: readonly Int8Array[];
  /** Symbol index → letter; pay table by symbol index. */
  letters: readonly string[];
  /** Symbol index → name. */
  names: readonly string[];
  payTable: readonly (readonly number[])[];
  wildIndex: number;
  scatterIndex: number;
};

/** What carries from one spin to the next: the free spins left and the stake they play at. */
export type SlotState = { freeSpinsLeft: number; betMinor: number };

export type SlotLineWin = {
  /** Index into the theme's lines. */
  line: number;
  symbol: string;
  /** How many reels from the left the win covers. */
  count: number;
  winMinor: number;
};

/** The fair part of a spin: where each reel stopped and the window it shows. */
export type SlotReels = {
  /** The strip index at the top row of each reel. */
  stops: number[];
  /** window[reel][row], symbol names. */
  window: string[][];
};

export type SlotSpin = SlotReels & {
  theme: string;
  /** A free spin costs nothing (`stakeMinor` 0) and plays at `betMinor`. */
  free: boolean;
  stakeMinor: number;
  betMinor: number;
  multiplier: number;
  lineWins: SlotLineWin[];
  scatterCount: number;
  scatterWinMinor: number;
  totalWinMinor: number;
  freeSpinsAwarded: number;
  /** The free spins still to play after this one. */
  freeSpinsLeft: number;
};

export function defineTheme(definition: SlotThemeDefinition): SlotTheme {
  const letters = Object.keys(definition.symbols);
  const toStrip = (strip: string) => Int8Array.from(strip, (letter) => {
    const index = letters.indexOf(letter);
    if (index < 0) throw new Error(`${definition.id}: unknown symbol ${letter}`);
    return index;
  });
  const reelCount = definition.reels.length;
  return {
    ...definition,
    baseStrips: definition.reels.map(toStrip),
    freeStrips: (definition.freeSpins?.reels ?? definition.reels).map(toStrip),
    letters,
    names: letters.map((letter) => definition.symbols[letter]!),
    payTable: letters.map((letter) => {
      const pays = definition.pays[letter] ?? [];
      return Array.from({ length: reelCount + 1 }, (_, count) => (count === 0 ? 0 : (pays[count - 1] ?? 0)));
    }),
    wildIndex: definition.wild === null ? -1 : letters.indexOf(definition.wild),
    scatterIndex: definition.scatter === null ? -1 : letters.indexOf(definition.scatter),
  };
}

/** True when a stake can be played on the theme: whole minor units per line. */
export function isValidStake(theme: SlotTheme, stakeMinor: number): boolean {
  return Number.isSafeInteger(stakeMinor) && stakeMinor > 0 && stakeMinor % theme.lines.length === 0;
}

/** Where the reels stop: one draw per reel, the free-spin strips when `free`. */
export function spinReels(theme: SlotTheme, random: FairRandom, free: boolean): SlotReels {
  const strips = free ? theme.freeStrips : theme.baseStrips;
  const stops: number[] = [];
  const window: string[][] = [];
  for (const strip of strips) {
    const stop = random.int(strip.length);
    const column: string[] = [];
    for (let row = 0; row < theme.rows; row++) column.push(theme.names[strip[(stop + row) % strip.length]!]!);
    stops.push(stop);
    window.push(column);
  }
  return { stops, window };
}

/**
 * The pay of one line, in line bets, given the symbol index on each reel: the leading wilds pay
 * as wilds, or as the first other symbol they lead into when that pays more.
 */
export function linePay(theme: SlotTheme, symbols: ArrayLike<number>): { symbol: number; count: number; pay: number } {
  const reelCount = symbols.length;
  let wilds = 0;
  while (wilds < reelCount && symbols[wilds] === theme.wildIndex) wilds++;
  const wildPay = wilds > 0 ? theme.payTable[theme.wildIndex]![wilds]! : 0;
  if (wilds === reelCount) return { symbol: theme.wildIndex, count: wilds, pay: wildPay };
  const symbol = symbols[wilds]!;
  let count = wilds;
  if (symbol !== theme.scatterIndex) {
    while (count < reelCount && (symbols[count] === symbol || symbols[count] === theme.wildIndex)) count++;
  }
  const symbolPay = symbol === theme.scatterIndex ? 0 : theme.payTable[symbol]![count]!;
  if (wildPay > symbolPay) return { symbol: theme.wildIndex, count: wilds, pay: wildPay };
  return { symbol, count, pay: symbolPay };
}

/**
 * One spin. Without free spins left in `state` it stakes `stakeMinor` on the base reels; with
 * free spins left it plays one of them at the stake that won them (costing nothing), on the
 * free-spin reels, every win multiplied.
 */
export function spin(theme: SlotTheme, random: FairRandom, stakeMinor: number, state?: SlotState | null): SlotSpin {
  const free = (state?.freeSpinsLeft ?? 0) > 0;
  const betMinor = free ? state!.betMinor : stakeMinor;
  if (!isValidStake(theme, betMinor)) throw new Error(`${theme.id}: a stake must be a positive multiple of ${theme.lines.length}`);
  return settle(theme, spinReels(theme, random, free), { free, betMinor, freeSpinsLeft: free ? state!.freeSpinsLeft : 0 });
}

/** The wins of a window (the paytable applied to the fair part of a spin). */
export function settle(theme: SlotTheme, reels: SlotReels, play: { free: boolean; betMinor: number; freeSpinsLeft: number }): SlotSpin {
  const { free, betMinor } = play;
  const strips = free ? theme.freeStrips : theme.baseStrips;
  const multiplier = free ? (theme.freeSpins?.multiplier ?? 1) : 1;
  const lineBetMinor = betMinor / theme.lines.length;
  const reelCount = strips.length;
  const rows = theme.rows;
  const grid = new Int8Array(reelCount * rows);
  for (let reel = 0; reel < reelCount; reel++) {
    const strip = strips[reel]!;
    for (let row = 0; row < rows; row++) grid[reel * rows + row] = strip[(reels.stops[reel]! + row) % strip.length]!;
  }

  const lineWins: SlotLineWin[] = [];
  const onLine = new Int8Array(reelCount);
  for (let line = 0; line < theme.lines.length; line++) {
    const crossed = theme.lines[line]!;
    for (let reel = 0; reel < reelCount; reel++) onLine[reel] = grid[reel * rows + crossed[reel]!]!;
    const { symbol, count, pay } = linePay(theme, onLine);
    if (pay > 0) lineWins.push({ line, symbol: theme.names[symbol]!, count, winMinor: pay * lineBetMinor * multiplier });
  }

  let scatterCount = 0;
  if (theme.scatterIndex >= 0) {
    for (const symbol of grid) if (symbol === theme.scatterIndex) scatterCount++;
  }
  const scatterWinMinor = (theme.scatterPays[scatterCount] ?? 0) * betMinor * multiplier;
  const canAward = theme.freeSpins !== null && (!free || theme.freeSpins.retrigger);
  const freeSpinsAwarded = canAward ? (theme.freeSpins!.awards[scatterCount] ?? 0) : 0;
  const lineTotal = lineWins.reduce((sum, win) => sum + win.winMinor, 0);
  return {
    theme: theme.id,
    ...reels,
    free,
    stakeMinor: free ? 0 : betMinor,
    betMinor,
    multiplier,
    lineWins,
    scatterCount,
    scatterWinMinor,
    totalWinMinor: lineTotal + scatterWinMinor,
    freeSpinsAwarded,
    freeSpinsLeft: (free ? play.freeSpinsLeft - 1 : 0) + freeSpinsAwarded,
  };
}

/** The state after a spin: free spins left at the stake that won them, or none. */
export function stateAfter(result: SlotSpin): SlotState | null {
  return result.freeSpinsLeft > 0 ? { freeSpinsLeft: result.freeSpinsLeft, betMinor: result.betMinor } : null;
}
