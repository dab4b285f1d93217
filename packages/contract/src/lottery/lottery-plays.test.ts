import { describe, expect, it } from 'vitest';
import { fairRandom } from '../fair/fair-random.ts';
import {
  drawLotteryNumbers, LOTTERY_FAIR_GAMES, LOTTERY_KINDS, lotteryFormat, lotteryFormatOf, lotteryPlay, lotteryPlays, payoutOf, unitsOf,
} from './lottery-plays.ts';

const SEED = 'a'.repeat(64);

describe('lottery formats and draws', () => {
  it('reads the format of each seeded lottery from its sub-type and game code', () => {
    expect(lotteryFormatOf('PK10', 'PK10_1M_4').kind).toBe('pk10');
    expect(lotteryFormatOf('VN', 'VN_NORTH_D').kind).toBe('vn');
    expect(lotteryFormatOf('DAILY', 'SEA_6_45_D').kind).toBe('6-45');
    expect(lotteryFormatOf('DAILY', 'LOTTO_6_42_D').kind).toBe('6-42');
    expect(lotteryFormatOf('DAILY', 'SEA_4D_D').kind).toBe('4d');
  });

  it('draws the same numbers from the same seeds, within each format, distinct where the format says', () => {
    for (const kind of LOTTERY_KINDS) {
      const format = lotteryFormat(kind);
      const numbers = drawLotteryNumbers(format, fairRandom(SEED, `round-${kind}`));
      expect(numbers).toEqual(LOTTERY_FAIR_GAMES[`lottery-${kind}`]!(fairRandom(SEED, `round-${kind}`)));
      expect(numbers).toHaveLength(format.count);
      expect(numbers.every((number) => number >= format.min && number <= format.max)).toBe(true);
      if (format.distinct) expect(new Set(numbers).size).toBe(format.count);
    }
    expect(drawLotteryNumbers(lotteryFormat('ssc'), fairRandom(SEED, 'one'))).not.toEqual(drawLotteryNumbers(lotteryFormat('ssc'), fairRandom(SEED, 'two')));
  });
});

describe('lottery plays', () => {
  it('counts units: one per option, combinations for any-n, none for a selection the play does not take', () => {
    const bigSmall = lotteryPlay('ssc', 'sum-bs')!;
    expect(unitsOf(bigSmall, ['big'])).toBe(1);
    expect(unitsOf(bigSmall, ['big', 'small'])).toBe(2);
    expect(unitsOf(bigSmall, ['huge'])).toBe(0);
    expect(unitsOf(bigSmall, ['big', 'big'])).toBe(0);
    const anyTwo = lotteryPlay('11x5', 'any2')!;
    expect(unitsOf(anyTwo, ['01', '02', '03'])).toBe(3);
    expect(unitsOf(anyTwo, ['01'])).toBe(0);
  });

  it('pays the sum big/small and odd/even of digits, the middle neither', () => {
    const bigSmall = lotteryPlay('ssc', 'sum-bs')!;
    expect(payoutOf(bigSmall, ['big'], 200, 3, [9, 9, 9, 0, 0])).toBe(Math.floor(1.98 * 600));
    expect(payoutOf(bigSmall, ['small'], 200, 3, [9, 9, 9, 0, 0])).toBe(0);
    expect(payoutOf(lotteryPlay('4d', 'sum-bs')!, ['big'], 100, 1, [9, 9, 0, 0])).toBe(0);
    expect(payoutOf(lotteryPlay('4d', 'sum-bs')!, ['small'], 100, 1, [9, 9, 0, 0])).toBe(0);
    expect(payoutOf(lotteryPlay('ssc', 'sum-oe')!, ['odd', 'even'], 100, 1, [1, 0, 0, 0, 0])).toBe(198);
  });

  it('pays a position: its digit, big/small, odd/even; dragon/tiger/tie', () => {
    expect(payoutOf(lotteryPlay('ssc', 'pos3-num')!, ['7', '1'], 100, 2, [0, 0, 7, 0, 0])).toBe(1960);
    expect(payoutOf(lotteryPlay('ssc', 'pos3-bs')!, ['big'], 100, 1, [0, 0, 5, 0, 0])).toBe(198);
    expect(payoutOf(lotteryPlay('ssc', 'pos1-oe')!, ['even'], 100, 1, [4, 0, 5, 0, 0])).toBe(198);
    expect(payoutOf(lotteryPlay('ssc', 'dt')!, ['tie'], 100, 1, [4, 0, 5, 0, 4])).toBe(900);
    expect(payoutOf(lotteryPlay('ssc', 'dt')!, ['dragon', 'tiger'], 100, 1, [4, 0, 5, 0, 4])).toBe(0);
    expect(payoutOf(lotteryPlay('pk10', 'pos1-dt')!, ['dragon'], 100, 1, [10, 2, 3, 4, 5, 6, 7, 8, 9, 1])).toBe(198);
    expect(payoutOf(lotteryPlay('pk10', 'pos2-num')!, ['02'], 100, 1, [10, 2, 3, 4, 5, 6, 7, 8, 9, 1])).toBe(980);
  });

  it('pays K3: a sum value at its own odds, triples and pairs, big/small lost on a triple', () => {
    expect(payoutOf(lotteryPlay('k3', 'sum-value')!, ['4', '10'], 100, 1, [1, 1, 2])).toBe(5100);
    expect(payoutOf(lotteryPlay('k3', 'triple')!, ['3'], 100, 1, [3, 3, 3])).toBe(18_000);
    expect(payoutOf(lotteryPlay('k3', 'triple-any')!, ['any'], 100, 1, [5, 5, 5])).toBe(3100);
    expect(payoutOf(lotteryPlay('k3', 'sum-bs')!, ['big'], 100, 1, [5, 5, 5])).toBe(0);
    expect(payoutOf(lotteryPlay('k3', 'pair')!, ['5'], 100, 1, [5, 2, 5])).toBe(1200);
  });

  it('pays 11x5 any-n per winning combination', () => {
    const anyTwo = lotteryPlay('11x5', 'any2')!;
    // 01, 02 and 03 chosen, 01 and 02 drawn: one of the three pairs wins.
    expect(payoutOf(anyTwo, ['01', '02', '03'], 100, 1, [1, 2, 7, 8, 9])).toBe(anyTwo.oddsMilli / 10);
    expect(payoutOf(anyTwo, ['01', '02', '03'], 100, 1, [1, 2, 3, 8, 9])).toBe((3 * anyTwo.oddsMilli) / 10);
  });

  it('keeps every option of the K3 and 4D plays below the fair payout, over every possible draw', () => {
    for (const kind of ['k3', '4d'] as const) {
      const format = lotteryFormat(kind);
      const size = format.max - format.min + 1;
      const draws = Array.from({ length: size ** format.count }, (_, index) =>
        Array.from({ length: format.count }, (_, digit) => format.min + (Math.floor(index / size ** digit) % size)));
      for (const play of lotteryPlays(kind)) {
        for (const option of play.options) {
          const paid = draws.reduce((total, numbers) => total + payoutOf(play, [option], 1000, 1, numbers), 0);
          expect(paid / (draws.length * 1000), `${kind} ${play.code} ${option}`).toBeLessThan(1);
        }
      }
    }
  });
});
