import { describe, expect, it } from 'vitest';
import { commitmentOf, fairRandom, type FairRandom } from '../../fair/fair-random.ts';
import { FAIR_GAMES } from '../../fair/fair-games.ts';
import { defineTheme, isValidStake, linePay, settle, spin, spinReels, stateAfter, type SlotTheme } from './engine.ts';
import { slotRound, slotRoundReels } from './rounds.ts';
import { SLOT_THEME_IDS, SLOT_THEMES } from './themes.ts';

/** A random stream that answers the given reel stops, one per `int` call. */
const stopsAt = (stops: number[]): FairRandom => {
  let index = 0;
  return { next: () => 0, int: () => stops[index++]! };
};

/** The stop that puts `letters` (top to bottom) in the window of a reel, or fails. */
function stopShowing(strip: string, letters: string): number {
  for (let stop = 0; stop < strip.length; stop++) {
    if ([...letters].every((letter, row) => letter === '?' || strip[(stop + row) % strip.length] === letter)) return stop;
  }
  throw new Error(`no stop shows ${letters} on ${strip}`);
}

const tiny = defineTheme({
  id: 'tiny', rows: 3, symbols: { A: 'ACE', K: 'KING', W: 'WILD', S: 'SCATTER' },
  reels: ['AKWSAK', 'AKWSAK', 'AKWSAK'],
  lines: [[1, 1, 1], [0, 0, 0]],
  pays: { A: [0, 2, 5], K: [0, 0, 4], W: [0, 0, 50] },
  wild: 'W', scatter: 'S', scatterPays: [0, 0, 1, 10], freeSpins: { awards: [0, 0, 0, 4], multiplier: 2, retrigger: true }, rtp: 0,
});
const symbols = (theme: SlotTheme, letters: string) => Int8Array.from(letters, (letter) => theme.letters.indexOf(letter));

describe('line pays', () => {
  it('counts from the left, wilds substituting, and pays the better of the wilds alone and the symbol they lead into', () => {
    expect(linePay(tiny, symbols(tiny, 'AAA'))).toEqual({ symbol: 0, count: 3, pay: 5 });
    expect(linePay(tiny, symbols(tiny, 'AWA'))).toEqual({ symbol: 0, count: 3, pay: 5 });
    expect(linePay(tiny, symbols(tiny, 'WAK'))).toEqual({ symbol: 0, count: 2, pay: 2 });
    expect(linePay(tiny, symbols(tiny, 'KAA'))).toEqual({ symbol: 1, count: 1, pay: 0 });
    expect(linePay(tiny, symbols(tiny, 'WWW'))).toEqual({ symbol: 2, count: 3, pay: 50 });
    expect(linePay(tiny, symbols(tiny, 'WWK'))).toEqual({ symbol: 1, count: 3, pay: 4 });
    // A scatter is no line symbol and wilds do not stand in for it.
    expect(linePay(tiny, symbols(tiny, 'WSS')).pay).toBe(0);
    expect(linePay(tiny, symbols(tiny, 'SAA')).pay).toBe(0);
  });
});

describe('a spin', () => {
  it('pays each winning line in line bets and the scatters anywhere in total stakes, all in whole minor units', () => {
    // Reels stop with rows A,K,W / A,K,W / S,A,K: line 0 (middle) K K A pays nothing, line 1 (top) A A S pays 2 line bets.
    const result = spin(tiny, stopsAt([0, 0, 3]), 20);
    expect(result.window).toEqual([['ACE', 'KING', 'WILD'], ['ACE', 'KING', 'WILD'], ['SCATTER', 'ACE', 'KING']]);
    expect(result.lineWins).toEqual([{ line: 1, symbol: 'ACE', count: 2, winMinor: 20 }]);
    expect(result.scatterCount).toBe(1);
    expect(result.totalWinMinor).toBe(20);
    expect(result.stakeMinor).toBe(20);
  });

  it('awards free spins for three scatters; a free spin costs nothing, plays at the winning stake, multiplies every win and can retrigger', () => {
    const trigger = spin(tiny, stopsAt([3, 3, 3]), 20);
    expect(trigger.scatterCount).toBe(3);
    expect(trigger.scatterWinMinor).toBe(200);
    expect(trigger.freeSpinsAwarded).toBe(4);
    expect(stateAfter(trigger)).toEqual({ freeSpinsLeft: 4, betMinor: 20 });

    const free = spin(tiny, stopsAt([0, 0, 0]), 999, stateAfter(trigger));
    expect(free).toMatchObject({ free: true, stakeMinor: 0, betMinor: 20, multiplier: 2, freeSpinsLeft: 3 });
    // Middle row K K K (4 line bets) and top row A A A (5 line bets), doubled.
    expect(free.totalWinMinor).toBe((4 + 5) * 10 * 2);

    const retrigger = spin(tiny, stopsAt([3, 3, 3]), 20, { freeSpinsLeft: 1, betMinor: 20 });
    expect(retrigger).toMatchObject({ freeSpinsAwarded: 4, freeSpinsLeft: 4, scatterWinMinor: 400 });
    const last = spin(tiny, stopsAt([4, 4, 4]), 20, { freeSpinsLeft: 1, betMinor: 20 });
    expect(last.freeSpinsLeft).toBe(0);
    expect(stateAfter(last)).toBeNull();
  });

  it('takes only stakes that split into whole line bets', () => {
    expect(isValidStake(SLOT_THEMES.dragon, 2500)).toBe(true);
    expect(isValidStake(SLOT_THEMES.dragon, 2510)).toBe(false);
    expect(isValidStake(SLOT_THEMES.fruits, 0)).toBe(false);
    expect(() => spin(SLOT_THEMES.pharaoh, stopsAt([0, 0, 0, 0, 0]), 30)).toThrow();
  });

  it('reads the same spin from the same seeds, as the verify page does', () => {
    const seed = 'a'.repeat(64);
    const round = slotRound(7, 42, 3, false);
    const first = spin(SLOT_THEMES.ocean, fairRandom(seed, `player:${round}`), 100);
    const again = FAIR_GAMES['slot-ocean']!(fairRandom(seed, `player:${round}`), round);
    expect(again).toEqual({ stops: first.stops, window: first.window });
    expect(settle(SLOT_THEMES.ocean, slotRoundReels('ocean', fairRandom(seed, `player:${round}`), round), { free: false, betMinor: 100, freeSpinsLeft: 0 })).toEqual(first);
    expect(commitmentOf(seed)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reads the free-spin reels in a free round', () => {
    const random = stopsAt([0, 1, 2, 3, 4]);
    expect(slotRoundReels('dragon', random, slotRound(1, 1, 1, true))).toEqual(spinReels(SLOT_THEMES.dragon, stopsAt([0, 1, 2, 3, 4]), true));
  });
});

describe.each(SLOT_THEME_IDS)('the %s theme', (id) => {
  const theme = SLOT_THEMES[id];

  it('has a paytable for every symbol it shows and a scatter at most once in any window of a reel', () => {
    for (const strips of [theme.baseStrips, theme.freeStrips]) {
      expect(strips).toHaveLength(theme.lines[0]!.length);
      for (const strip of strips) {
        for (let stop = 0; stop < strip.length; stop++) {
          const window = Array.from({ length: theme.rows }, (_, row) => strip[(stop + row) % strip.length]);
          expect(window.filter((symbol) => symbol === theme.scatterIndex).length).toBeLessThanOrEqual(1);
        }
      }
    }
    for (const letter of theme.letters) {
      if (letter !== theme.scatter) expect(theme.pays[letter]?.some((pay) => pay > 0), `${id} ${letter} pays`).toBe(true);
    }
    expect(theme.rtp).toBeGreaterThanOrEqual(94);
    expect(theme.rtp).toBeLessThanOrEqual(97);
  });

  it('pays its top line win for wilds across the first line', () => {
    const wilds = theme.reels.map((strip, reel) => stopShowing(strip, '???'.slice(0, theme.lines[0]![reel]!) + theme.wild));
    const result = spin(theme, stopsAt(wilds), theme.lines.length * 10);
    const top = theme.pays[theme.wild!]!.at(-1)!;
    expect(result.lineWins.find((win) => win.line === 0)).toEqual({ line: 0, symbol: theme.symbols[theme.wild!], count: theme.reels.length, winMinor: top * 10 });
  });
});
