import { fairDistinct, type FairRandom } from '../fair/fair-random.ts';

/**
 * The lottery's rules, one source for the server (draws, order checks, settlement) and the client
 * (play picker, odds, order slip, verify page): each lottery's format and draw, its plays with
 * their odds, and how a sub-order of a play wins.
 */

/** The fair-game kind of a format (`lottery-<kind>`): what the verify page recomputes a draw with. */
export type LotteryKind = 'pk10' | 'ssc' | 'k3' | '11x5' | 'vn' | '4d' | '6-42' | '6-45' | '6-55';

export type LotteryFormat = {
  kind: LotteryKind;
  /** How many numbers a draw has, their range, and whether they are distinct (drawn without putting back). */
  count: number;
  min: number;
  max: number;
  distinct: boolean;
};

const FORMATS: Record<LotteryKind, LotteryFormat> = {
  pk10: { kind: 'pk10', count: 10, min: 1, max: 10, distinct: true },
  ssc: { kind: 'ssc', count: 5, min: 0, max: 9, distinct: false },
  k3: { kind: 'k3', count: 3, min: 1, max: 6, distinct: false },
  '11x5': { kind: '11x5', count: 5, min: 1, max: 11, distinct: true },
  vn: { kind: 'vn', count: 5, min: 0, max: 9, distinct: false },
  '4d': { kind: '4d', count: 4, min: 0, max: 9, distinct: false },
  '6-42': { kind: '6-42', count: 6, min: 1, max: 42, distinct: true },
  '6-45': { kind: '6-45', count: 6, min: 1, max: 45, distinct: true },
  '6-55': { kind: '6-55', count: 6, min: 1, max: 55, distinct: true },
};

export const LOTTERY_KINDS = Object.keys(FORMATS) as LotteryKind[];

/** The format of a seeded lottery from its sub-type and game code (`PK10_1M_4`, `SEA_6_45_D`, `SEA_4D_D`, `VN_NORTH_D`). */
export function lotteryFormatOf(subType: string, gameCode: string): LotteryFormat {
  const bySubType: Record<string, LotteryKind> = { PK10: 'pk10', SSC: 'ssc', K3: 'k3', '11X5': '11x5', VN: 'vn' };
  const known = bySubType[subType];
  if (known) return FORMATS[known];
  const pick = /_6_(42|45|55)_D$/.exec(gameCode);
  if (pick) return FORMATS[`6-${pick[1]}` as LotteryKind];
  return FORMATS['4d'];
}

export const lotteryFormat = (kind: LotteryKind): LotteryFormat => FORMATS[kind];

export const fairGameOfLottery = (kind: LotteryKind) => `lottery-${kind}`;

/** A draw's numbers, read from the round's fair random stream. */
export function drawLotteryNumbers(format: LotteryFormat, random: FairRandom): number[] {
  if (format.distinct) return fairDistinct(random, format.count, format.min, format.max);
  return Array.from({ length: format.count }, () => format.min + random.int(format.max - format.min + 1));
}

/** Every lottery kind's draw as a fair game, for the verify page's registry (fair-games.ts). */
export const LOTTERY_FAIR_GAMES: Record<string, (random: FairRandom) => number[]> = Object.fromEntries(
  LOTTERY_KINDS.map((kind) => [fairGameOfLottery(kind), (random: FairRandom) => drawLotteryNumbers(FORMATS[kind], random)]),
);

// ---- Plays ----

/**
 * One play: the options a player picks from, how many of them make one unit (1 for most; n for
 * "any n of 11"), the payout per unit staked (odds in thousandths: 1980 pays 1.98 per 1.00) and
 * whether one unit (a combination of `picks` options) wins on a draw.
 */
export type LotteryPlay = {
  code: string;
  /** The picker's group (`sum`, `position`, `combo`) and, for a position's plays, the position (1-based). */
  group: 'sum' | 'position' | 'combo';
  position?: number;
  options: readonly string[];
  picks: number;
  /** Odds per option where they differ (a sum's value), else `oddsMilli`. */
  oddsMilli: number;
  optionOddsMilli?: Readonly<Record<string, number>>;
  wins(numbers: readonly number[], unit: readonly string[]): boolean;
};

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
const two = (value: number) => String(value).padStart(2, '0');
const sumOf = (numbers: readonly number[]) => numbers.reduce((total, number) => total + number, 0);
const BIG_SMALL = ['big', 'small'] as const;
const ODD_EVEN = ['odd', 'even'] as const;
const EVEN_ODDS = 1980;

/** Big above the middle of the sum's range, small below it; the middle itself is neither. */
function sumBigSmall(format: LotteryFormat, oddsMilli = EVEN_ODDS, lose?: (numbers: readonly number[]) => boolean): LotteryPlay {
  const middle = ((format.min + format.max) * format.count) / 2;
  return {
    code: 'sum-bs', group: 'sum', options: BIG_SMALL, picks: 1, oddsMilli,
    wins: (numbers, [option]) => {
      if (lose?.(numbers)) return false;
      const sum = sumOf(numbers);
      return option === 'big' ? sum > middle : sum < middle;
    },
  };
}

function sumOddEven(oddsMilli = EVEN_ODDS, lose?: (numbers: readonly number[]) => boolean): LotteryPlay {
  return {
    code: 'sum-oe', group: 'sum', options: ODD_EVEN, picks: 1, oddsMilli,
    wins: (numbers, [option]) => !lose?.(numbers) && (sumOf(numbers) % 2 === 1) === (option === 'odd'),
  };
}

/** A position's number exactly, its big/small (upper half of the range) and odd/even. */
function positionPlays(format: LotteryFormat, position: number, numberOddsMilli: number): LotteryPlay[] {
  const index = position - 1;
  const values = range(format.min, format.max).map((value) => (format.max >= 10 ? two(value) : String(value)));
  const bigFrom = format.min + Math.ceil((format.max - format.min + 1) / 2);
  return [
    { code: `pos${position}-num`, group: 'position', position, options: values, picks: 1, oddsMilli: numberOddsMilli, wins: (numbers, [option]) => numbers[index] === Number(option) },
    { code: `pos${position}-bs`, group: 'position', position, options: BIG_SMALL, picks: 1, oddsMilli: EVEN_ODDS, wins: (numbers, [option]) => (numbers[index]! >= bigFrom) === (option === 'big') },
    { code: `pos${position}-oe`, group: 'position', position, options: ODD_EVEN, picks: 1, oddsMilli: EVEN_ODDS, wins: (numbers, [option]) => (numbers[index]! % 2 === 1) === (option === 'odd') },
  ];
}

/** Dragon (the first number higher), tiger (the last higher) or tie. */
function dragonTiger(code: string, first: number, last: number, withTie: boolean, position?: number): LotteryPlay {
  return {
    code, group: position ? 'position' : 'combo', position, options: withTie ? ['dragon', 'tiger', 'tie'] : ['dragon', 'tiger'], picks: 1,
    oddsMilli: EVEN_ODDS, optionOddsMilli: withTie ? { tie: 9000 } : undefined,
    wins: (numbers, [option]) => {
      const a = numbers[first]!;
      const b = numbers[last]!;
      return option === 'dragon' ? a > b : option === 'tiger' ? a < b : a === b;
    },
  };
}

const choose = (n: number, k: number) => {
  let result = 1;
  for (let index = 0; index < k; index++) result = (result * (n - index)) / (index + 1);
  return Math.round(result);
};

/** Any n: the unit's n numbers all among the drawn ones; odds 96% of the fair ones. */
function anyOf(format: LotteryFormat, picks: number): LotteryPlay {
  const chance = choose(format.count, picks) / choose(format.max - format.min + 1, picks);
  return {
    code: `any${picks}`, group: 'combo', options: range(format.min, format.max).map(two), picks,
    oddsMilli: Math.floor((0.96 / chance) * 100) * 10,
    wins: (numbers, unit) => unit.every((option) => numbers.includes(Number(option))),
  };
}

const isTriple = (numbers: readonly number[]) => numbers[0] === numbers[1] && numbers[1] === numbers[2];
/** Sic bo's payouts of a sum of three dice (4 and 17 pay 50 to 1). */
const K3_SUM_ODDS: Record<string, number> = {
  4: 51_000, 5: 19_000, 6: 15_000, 7: 13_000, 8: 9000, 9: 7000, 10: 7000, 11: 7000, 12: 7000, 13: 9000, 14: 13_000, 15: 15_000, 16: 19_000, 17: 51_000,
};
const DIE_FACES = range(1, 6).map(String);

function k3Plays(format: LotteryFormat): LotteryPlay[] {
  return [
    sumBigSmall(format, EVEN_ODDS, isTriple),
    sumOddEven(EVEN_ODDS, isTriple),
    {
      code: 'sum-value', group: 'sum', options: Object.keys(K3_SUM_ODDS), picks: 1, oddsMilli: 7000, optionOddsMilli: K3_SUM_ODDS,
      wins: (numbers, [option]) => sumOf(numbers) === Number(option),
    },
    { code: 'triple', group: 'combo', options: DIE_FACES, picks: 1, oddsMilli: 180_000, wins: (numbers, [option]) => isTriple(numbers) && numbers[0] === Number(option) },
    { code: 'triple-any', group: 'combo', options: ['any'], picks: 1, oddsMilli: 31_000, wins: (numbers) => isTriple(numbers) },
    { code: 'pair', group: 'combo', options: DIE_FACES, picks: 1, oddsMilli: 12_000, wins: (numbers, [option]) => numbers.filter((number) => number === Number(option)).length >= 2 },
    { code: 'single', group: 'combo', options: DIE_FACES, picks: 1, oddsMilli: 2000, wins: (numbers, [option]) => numbers.includes(Number(option)) },
  ];
}

function playsOf(format: LotteryFormat): LotteryPlay[] {
  const positions = range(1, format.count);
  switch (format.kind) {
    case 'k3':
      return k3Plays(format);
    case 'pk10':
      return [
        ...positions.flatMap((position) => positionPlays(format, position, 9800)),
        ...range(1, 5).map((position) => dragonTiger(`pos${position}-dt`, position - 1, 10 - position, false, position)),
      ];
    case '11x5':
      return [sumBigSmall(format), sumOddEven(1900), ...range(1, 5).map((picks) => anyOf(format, picks)), ...positionPlays(format, 1, 10_500).slice(0, 1)];
    case '6-42':
    case '6-45':
    case '6-55':
      return [sumBigSmall(format), sumOddEven(1900), ...range(1, 3).map((picks) => anyOf(format, picks))];
    default:
      // Digit lotteries (SSC, VN 5-digit, 4D).
      return [sumBigSmall(format), sumOddEven(), dragonTiger('dt', 0, format.count - 1, true), ...positions.flatMap((position) => positionPlays(format, position, 9800))];
  }
}

const PLAYS = new Map(LOTTERY_KINDS.map((kind) => [kind, playsOf(FORMATS[kind])]));

export const lotteryPlays = (kind: LotteryKind): readonly LotteryPlay[] => PLAYS.get(kind)!;
export const lotteryPlay = (kind: LotteryKind, code: string): LotteryPlay | undefined => PLAYS.get(kind)!.find((play) => play.code === code);

/** Each combination of `picks` of the options, in their order. */
function combinations(options: readonly string[], picks: number): string[][] {
  if (picks === 0) return [[]];
  if (options.length < picks) return [];
  const [first, ...rest] = options;
  return [...combinations(rest, picks - 1).map((tail) => [first!, ...tail]), ...combinations(rest, picks)];
}

/** The units a selection makes (combinations of `picks` of the options chosen); 0 for a selection the play does not take. */
export function unitsOf(play: LotteryPlay, selection: readonly string[]): number {
  const unique = new Set(selection);
  if (unique.size !== selection.length || selection.some((option) => !play.options.includes(option))) return 0;
  return choose(selection.length, play.picks);
}

export const unitOddsMilli = (play: LotteryPlay, unit: readonly string[]) =>
  (unit.length === 1 ? play.optionOddsMilli?.[unit[0]!] : undefined) ?? play.oddsMilli;

/** Minor units per unit staked that a selection's option pays, highest of the selection (the slip shows it). */
export function bestOddsMilli(play: LotteryPlay, selection: readonly string[]): number {
  return Math.max(play.oddsMilli, ...selection.map((option) => play.optionOddsMilli?.[option] ?? 0));
}

/**
 * What a sub-order pays on a draw, in minor units: each winning unit pays its odds × the stake per
 * unit × the multiple (rounded down to the minor unit); 0 for a loss.
 */
export function payoutOf(play: LotteryPlay, selection: readonly string[], unitStakeMinor: number, multiple: number, numbers: readonly number[]): number {
  let milli = 0;
  for (const unit of combinations(selection, play.picks)) {
    if (play.wins(numbers, unit)) milli += unitOddsMilli(play, unit);
  }
  return Math.floor((milli * unitStakeMinor * multiple) / 1000);
}

/** Stakes per unit a player chooses from (minor units), and the multiple's limits. */
export const LOTTERY_UNIT_STAKES_MINOR = [100, 200, 500, 1000, 2000, 5000, 10_000] as const;
export const LOTTERY_MAX_MULTIPLE = 100;
export const LOTTERY_MAX_SUB_ORDERS = 10;
