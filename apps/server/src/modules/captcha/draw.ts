import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';

/** 5x7 bitmap digits, one string of 7 rows per digit ('#' = ink). */
const DIGITS: readonly (readonly string[])[] = [
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

const WIDTH = 150;
const HEIGHT = 44;
const SCALE = 4;
const GLYPH_WIDTH = 5 * SCALE;
const GLYPH_HEIGHT = 7 * SCALE;

type Rgb = readonly [number, number, number];

const darkColor = (): Rgb => [randomInt(10, 110), randomInt(10, 110), randomInt(10, 110)];

function plot(png: PNG, x: number, y: number, [r, g, b]: Rgb) {
  if (x < 0 || y < 0 || x >= png.width || y >= png.height) return;
  const offset = (png.width * y + x) << 2;
  png.data[offset] = r;
  png.data[offset + 1] = g;
  png.data[offset + 2] = b;
  png.data[offset + 3] = 255;
}

function line(png: PNG, x0: number, y0: number, x1: number, y1: number, color: Rgb) {
  const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
  for (let step = 0; step <= steps; step++) {
    plot(png, Math.round(x0 + ((x1 - x0) * step) / steps), Math.round(y0 + ((y1 - y0) * step) / steps), color);
  }
}

/** Draws one digit with its own colour, a small vertical offset and a slant. */
function drawDigit(png: PNG, digit: number, left: number, top: number) {
  const color = darkColor();
  const slant = randomInt(-15, 16) / 100;
  DIGITS[digit]!.forEach((row, rowIndex) => {
    [...row].forEach((cell, column) => {
      if (cell !== '#') return;
      for (let dy = 0; dy < SCALE; dy++) {
        const y = top + rowIndex * SCALE + dy;
        const shift = Math.round((GLYPH_HEIGHT / 2 - (y - top)) * slant);
        for (let dx = 0; dx < SCALE; dx++) plot(png, left + column * SCALE + dx + shift, y, color);
      }
    });
  });
}

/** The PNG of `answer` (digits only): light speckled background, jittered digits, crossing lines. */
export function drawCaptcha(answer: string): Buffer {
  const png = new PNG({ width: WIDTH, height: HEIGHT });
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) plot(png, x, y, [randomInt(215, 256), randomInt(215, 256), randomInt(215, 256)]);
  }
  for (let dot = 0; dot < 160; dot++) plot(png, randomInt(WIDTH), randomInt(HEIGHT), darkColor());

  const gap = Math.floor((WIDTH - answer.length * GLYPH_WIDTH) / (answer.length + 1));
  [...answer].forEach((char, index) => {
    const left = gap + index * (GLYPH_WIDTH + gap) + randomInt(-2, 3);
    drawDigit(png, Number(char), left, randomInt(2, HEIGHT - GLYPH_HEIGHT - 1));
  });

  for (let count = 0; count < 4; count++) {
    line(png, randomInt(0, WIDTH / 3), randomInt(HEIGHT), randomInt((2 * WIDTH) / 3, WIDTH), randomInt(HEIGHT), darkColor());
  }
  return PNG.sync.write(png);
}
