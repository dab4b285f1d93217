import { defineTheme, type SlotTheme } from './engine.ts';

/** Paylines of a 3×3 window: the rows, then the two diagonals. */
const CLASSIC_LINES = [[1, 1, 1], [0, 0, 0], [2, 2, 2], [0, 1, 2], [2, 1, 0]];

/** Paylines of a 5×3 window; a theme plays the first 10, 20 or all 25. */
const VIDEO_LINES = [
  [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2], [2, 2, 1, 0, 0], [1, 0, 0, 0, 1], [1, 2, 2, 2, 1], [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1], [0, 1, 1, 1, 0], [2, 1, 1, 1, 2], [0, 1, 0, 1, 0], [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1], [1, 1, 2, 1, 1], [0, 0, 2, 0, 0], [2, 2, 0, 2, 2], [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2], [0, 2, 2, 2, 0], [2, 0, 0, 0, 2], [1, 0, 2, 0, 1], [1, 2, 0, 2, 1],
];

/** Fruit Classic: three reels, five lines, the star substitutes; a cherry on the first reel pays alone. */
const fruits = defineTheme({
  id: 'fruits',
  symbols: { C: 'CHERRY', L: 'LEMON', O: 'ORANGE', P: 'PLUM', B: 'BELL', R: 'BAR', S: 'SEVEN', W: 'STAR' },
  rows: 3,
  reels: [
    'WLORPBCSOPCLLBROPCLLCBOSRPCLOBPC',
    'PLOSCPRBLOWCPLOBORCSPLOLBCWPRLOCB',
    'LOCBPLWOCRPBLSCPLOOBRCPLOOLBCSRP',
  ],
  lines: CLASSIC_LINES,
  pays: { C: [1, 3, 10], L: [0, 0, 13], O: [0, 0, 14], P: [0, 0, 16], B: [0, 0, 24], R: [0, 0, 30], S: [0, 0, 36], W: [0, 0, 40] },
  wild: 'W',
  scatter: null,
  scatterPays: [],
  freeSpins: null,
  rtp: 96.24,
});

/** Pharaoh's Gold: 20 lines, the mask substitutes, three pyramids start 5 free spins at double wins (retriggered). */
const pharaoh = defineTheme({
  id: 'pharaoh',
  symbols: { J: 'JACK', Q: 'QUEEN', K: 'KING', A: 'ACE', N: 'ANKH', E: 'EYE', B: 'SCARAB', W: 'MASK', S: 'PYRAMID' },
  rows: 3,
  reels: [
    'WAKJBNJSAKJQQKEANJQKJBAQJKQQNAKEJQ',
    'EJQWAKJBNJSAKJQQKEANJQKJBAQJKQQNAK',
    'AKBJQJWAKSNJQEAKJQKQBANJKJQSAQEKJQN',
    'KQQNAKEJQWAKJBNJSAKJQQKEANJQKJBAQJ',
    'AQJKQQNAKEJQWAKJBNJSAKJQQKEANJQKJB',
  ],
  lines: VIDEO_LINES.slice(0, 20),
  pays: {
    J: [0, 2, 6, 15, 30], Q: [0, 2, 6, 15, 30], K: [0, 2, 10, 20, 40], A: [0, 2, 12, 25, 50],
    N: [0, 3, 15, 30, 60], E: [0, 4, 20, 40, 80], B: [0, 5, 25, 50, 100], W: [0, 5, 30, 60, 150],
  },
  wild: 'W',
  scatter: 'S',
  scatterPays: [0, 0, 0, 2, 5, 20],
  freeSpins: { awards: [0, 0, 0, 5, 6, 8], multiplier: 2, retrigger: true },
  rtp: 95.65,
});

/** Lucky Dragon: 25 lines, the dragon substitutes, three pearls start 8 free spins on reels with extra dragons. */
const dragon = defineTheme({
  id: 'dragon',
  symbols: { J: 'JACK', Q: 'QUEEN', K: 'KING', A: 'ACE', C: 'COIN', L: 'LANTERN', F: 'KOI', W: 'DRAGON', S: 'PEARL' },
  rows: 3,
  reels: [
    'WAKJFCJSAKJQQKLACJQKJFAQJKQQCAKLJQ',
    'LJQWAKJFCJSAKJQQKLACJQKJFAQJKQQCAK',
    'AKFJQJWAKSCJQLAKJQKQFACJKJQSAQLKJQC',
    'KQQCAKLJQWAKJFCJSAKJQQKLACJQKJFAQJ',
    'AQJKQQCAKLJQWAKJFCJSAKJQQKLACJQKJF',
  ],
  lines: VIDEO_LINES,
  pays: {
    J: [0, 2, 6, 15, 30], Q: [0, 2, 6, 15, 30], K: [0, 2, 10, 20, 40], A: [0, 2, 12, 25, 50],
    C: [0, 3, 15, 30, 60], L: [0, 4, 20, 40, 80], F: [0, 5, 25, 50, 100], W: [0, 5, 30, 60, 150],
  },
  wild: 'W',
  scatter: 'S',
  scatterPays: [0, 0, 0, 2, 5, 20],
  freeSpins: {
    awards: [0, 0, 0, 8, 8, 8],
    multiplier: 1,
    retrigger: false,
    reels: [
      'QWAKJFCJSAKJQQKLACJQKJFAQJKQQCAKLJ',
      'FCJASKJQWQALKCJQKAFJWQKJACQJKLQAWJKQ',
      'JQSCJAKLJQWQAKFCJQKAJSWQKLJACJKQFQAWK',
      'QAWJKQFCJASKJQWQALKCJQKAFJWQKJACQJKL',
      'FAQJKQQCAKLJQWAKJFCJSAKJQQKLACJQKJ',
    ],
  },
  rtp: 96.13,
});

/** Ocean Catch: 10 lines, the hook substitutes, three chests start 3 free spins at triple wins (retriggered). */
const ocean = defineTheme({
  id: 'ocean',
  symbols: { J: 'JACK', Q: 'QUEEN', K: 'KING', A: 'ACE', H: 'SHELL', T: 'STARFISH', F: 'FISH', W: 'HOOK', S: 'CHEST' },
  rows: 3,
  reels: [
    'WAKJFHJSAKJQQKTAHJQKJFAQJKQQHAKTJQ',
    'TJQWAKJFHJSAKJQQKTAHJQKJFAQJKQQHAK',
    'AKFJQJWAKSHJQTAKJQKQFAHJKJQSAQTKJQH',
    'KQQHAKTJQWAKJFHJSAKJQQKTAHJQKJFAQJ',
    'AQJKQQHAKTJQWAKJFHJSAKJQQKTAHJQKJF',
  ],
  lines: VIDEO_LINES.slice(0, 10),
  pays: {
    J: [0, 2, 6, 15, 30], Q: [0, 2, 6, 15, 30], K: [0, 2, 10, 20, 40], A: [0, 2, 12, 25, 50],
    H: [0, 3, 15, 30, 60], T: [0, 4, 20, 40, 80], F: [0, 5, 25, 50, 100], W: [0, 5, 30, 60, 150],
  },
  wild: 'W',
  scatter: 'S',
  scatterPays: [0, 0, 0, 2, 5, 20],
  freeSpins: { awards: [0, 0, 0, 3, 4, 5], multiplier: 3, retrigger: true },
  rtp: 94.7,
});

/** Gem Vault: 10 lines, the crown substitutes, stars pay anywhere (no free spins). */
const gems = defineTheme({
  id: 'gems',
  symbols: { A: 'AMETHYST', T: 'TOPAZ', E: 'EMERALD', P: 'SAPPHIRE', R: 'RUBY', D: 'DIAMOND', W: 'CROWN', S: 'STAR' },
  rows: 3,
  reels: [
    'WPETTAASPERTAEDPTAETARPTEAATPEDAR',
    'DARWPETTAASPERTAEDPTAETARPTEAATPE',
    'TPEDARWPETTAASPERTAEDPTAETARPTEAA',
    'EAATPEDARWPETTAASPERTAEDPTAETARPT',
    'RPTEAATPEDARWPETTAASPERTAEDPTAETA',
  ],
  lines: VIDEO_LINES.slice(0, 10),
  pays: {
    A: [0, 1, 6, 15, 30], T: [0, 2, 6, 15, 30], E: [0, 2, 8, 20, 40], P: [0, 3, 12, 25, 50],
    R: [0, 4, 15, 30, 60], D: [0, 5, 25, 50, 100], W: [0, 5, 30, 60, 150],
  },
  wild: 'W',
  scatter: 'S',
  scatterPays: [0, 0, 0, 3, 10, 40],
  freeSpins: null,
  rtp: 96.71,
});

export const SLOT_THEMES = { fruits, pharaoh, dragon, ocean, gems } as const satisfies Record<string, SlotTheme>;
export type SlotThemeId = keyof typeof SLOT_THEMES;
export const SLOT_THEME_IDS = Object.keys(SLOT_THEMES) as SlotThemeId[];

export const isSlotThemeId = (id: string): id is SlotThemeId => Object.hasOwn(SLOT_THEMES, id);

/** The fair-game kind of a theme's spins (`slot-pharaoh`), as the fairness rounds record it. */
export const slotGameKind = (theme: SlotThemeId) => `slot-${theme}`;
