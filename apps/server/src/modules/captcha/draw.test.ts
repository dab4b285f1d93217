import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { drawCaptcha } from './draw.ts';

/** The former drawer's 5x7 font ('#' = ink), which the reader below knows. */
const OLD_FONT = [
  [' ### ', '#   #', '#  ##', '# # #', '##  #', '#   #', ' ### '],
  ['  #  ', ' ##  ', '  #  ', '  #  ', '  #  ', '  #  ', ' ### '],
  [' ### ', '#   #', '    #', '   # ', '  #  ', ' #   ', '#####'],
  ['#####', '   # ', '  #  ', '   # ', '    #', '#   #', ' ### '],
  ['   # ', '  ## ', ' # # ', '#  # ', '#####', '   # ', '   # '],
  ['#####', '#    ', '#### ', '    #', '    #', '#   #', ' ### '],
  ['  ## ', ' #   ', '#    ', '#### ', '#   #', '#   #', ' ### '],
  ['#####', '    #', '   # ', '  #  ', ' #   ', ' #   ', ' #   '],
  [' ### ', '#   #', '#   #', ' ### ', '#   #', '#   #', ' ### '],
  [' ### ', '#   #', '#   #', ' ####', '    #', '   # ', ' ##  '],
];

/** The former drawing (abridged from the replaced draw.ts): 4x blocks, slant, speckles, four thin lines. */
function drawOldCaptcha(answer: string): PNG {
  const png = new PNG({ width: 150, height: 44 });
  const plot = (x: number, y: number, [r, g, b]: number[]) => {
    if (x < 0 || y < 0 || x >= 150 || y >= 44) return;
    png.data.set([r!, g!, b!, 255], (150 * y + x) << 2);
  };
  const dark = () => [randomInt(10, 110), randomInt(10, 110), randomInt(10, 110)];
  for (let y = 0; y < 44; y++) for (let x = 0; x < 150; x++) plot(x, y, [randomInt(215, 256), randomInt(215, 256), randomInt(215, 256)]);
  for (let dot = 0; dot < 160; dot++) plot(randomInt(150), randomInt(44), dark());
  const gap = Math.floor((150 - answer.length * 20) / (answer.length + 1));
  [...answer].forEach((char, index) => {
    const [left, top, color, slant] = [gap + index * (20 + gap) + randomInt(-2, 3), randomInt(2, 15), dark(), randomInt(-15, 16) / 100];
    OLD_FONT[Number(char)]!.forEach((row, rowIndex) => [...row].forEach((cell, column) => {
      if (cell !== '#') return;
      for (let dy = 0; dy < 4; dy++) {
        const y = top + rowIndex * 4 + dy;
        for (let dx = 0; dx < 4; dx++) plot(left + column * 4 + dx + Math.round((14 - (y - top)) * slant), y, color);
      }
    }));
  });
  for (let line = 0; line < 4; line++) {
    const [x0, y0, x1, y1, color] = [randomInt(0, 50), randomInt(44), randomInt(100, 150), randomInt(44), dark()];
    const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0));
    for (let step = 0; step <= steps; step++) plot(Math.round(x0 + ((x1 - x0) * step) / steps), Math.round(y0 + ((y1 - y0) * step) / steps), color);
  }
  return png;
}

const GRID = [10, 14] as const;

/** A bitmap resampled to the 10x14 grid (nearest pixel). */
function resample(ink: (x: number, y: number) => boolean, width: number, height: number): boolean[] {
  const [columns, rows] = GRID;
  return Array.from({ length: columns * rows }, (_, cell) =>
    ink(Math.floor((((cell % columns) + 0.5) * width) / columns), Math.floor(((Math.floor(cell / columns) + 0.5) * height) / rows)));
}

const TEMPLATES = OLD_FONT.map((rows) => {
  const columns = rows.map((row) => [...row].flatMap((cell, column) => (cell === '#' ? [column] : [])));
  const [from, to] = [Math.min(...columns.flat()), Math.max(...columns.flat())];
  return resample((x, y) => rows[y]![from + x] === '#', to - from + 1, 7);
});

/**
 * A fixed-font template reader, as an attacker would write it: dark pixels, an opening that drops
 * one-pixel lines and specks, runs of inked columns cut into digit-wide pieces, and for each the
 * band of the font's height and the slant under which it best matches one of the font's digits.
 */
function readCaptcha(png: PNG): string {
  const { width, height, data } = png;
  const dark = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height && Math.max(data[(width * y + x) << 2]!, data[((width * y + x) << 2) + 1]!, data[((width * y + x) << 2) + 2]!) < 140;
  const core = (x: number, y: number) => dark(x, y) && dark(x + 1, y) && dark(x, y + 1) && dark(x + 1, y + 1);
  const ink = (x: number, y: number) => core(x, y) || core(x - 1, y) || core(x, y - 1) || core(x - 1, y - 1);
  const columnInk = Array.from({ length: width }, (_, x) => Array.from({ length: height }, (_, y) => ink(x, y)).filter(Boolean).length);
  const spans: [number, number][] = [];
  columnInk.forEach((count, x) => {
    if (count === 0) return;
    const last = spans.at(-1);
    if (last && last[1] >= x - 1) last[1] = x;
    else spans.push([x, x]);
  });
  const digits = spans.filter(([from, to]) => to - from >= 2).flatMap(([from, to]) => {
    const parts = Math.max(1, Math.round((to - from + 1) / 24));
    return Array.from({ length: parts }, (_, part): [number, number] => [from + Math.floor(((to - from + 1) * part) / parts), from + Math.floor(((to - from + 1) * (part + 1)) / parts) - 1]);
  });
  const inkRows = ([from, to]: [number, number]) =>
    Array.from({ length: height }, (_, y) => y).filter((y) => Array.from({ length: to - from + 1 }, (_, x) => ink(from + x, y)).some(Boolean));
  return digits.filter((span) => inkRows(span).length >= 14).map(([from, to]) => {
    // The font is 28 pixels tall: the band of 28 rows holding the most ink.
    const rowInk = Array.from({ length: height }, (_, y) => Array.from({ length: to - from + 1 }, (_, x) => ink(from + x, y)).filter(Boolean).length);
    const bandInk = (start: number) => rowInk.slice(start, start + 28).reduce((sum, count) => sum + count, 0);
    const top = Array.from({ length: height - 27 }, (_, start) => start).reduce((bestStart, start) => (bandInk(start) > bandInk(bestStart) ? start : bestStart), 0);
    const bottom = top + 27;
    const rows = Array.from({ length: 28 }, (_, y) => top + y);
    let best = { score: -1, digit: 0 };
    for (const slant of [-0.15, -0.1, -0.05, 0, 0.05, 0.1, 0.15]) {
      const upright = (x: number, y: number) => ink(x + Math.round(((top + bottom) / 2 - y) * slant), y);
      const columns = Array.from({ length: to - from + 9 }, (_, x) => from - 4 + x)
        .filter((x) => rows.some((y) => upright(x, y)));
      const [left, right] = [columns[0] ?? from, columns.at(-1) ?? to];
      const cells = resample((x, y) => upright(left + x, top + y), right - left + 1, bottom - top + 1);
      TEMPLATES.forEach((template, digit) => {
        const score = template.filter((cell, index) => cell === cells[index]).length;
        if (score > best.score) best = { score, digit };
      });
    }
    return best.digit;
  }).join('');
}

const randomAnswer = () => Array.from({ length: randomInt(4, 7) }, () => randomInt(10)).join('');

function readRate(draw: (answer: string) => PNG, tries: number): number {
  let read = 0;
  for (let attempt = 0; attempt < tries; attempt++) {
    const answer = randomAnswer();
    if (readCaptcha(draw(answer)) === answer) read++;
  }
  return read / tries;
}

describe('captcha drawing against a fixed-font template reader', () => {
  it('the reader reads most of 200 former fixed-font drawings', () => {
    expect(readRate(drawOldCaptcha, 200)).toBeGreaterThanOrEqual(0.6);
  });

  it('the reader reads at most 2% of 200 new drawings', () => {
    expect(readRate((answer) => PNG.sync.read(drawCaptcha(answer)), 200)).toBeLessThanOrEqual(0.02);
  });
});
