import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';

/** A point in a glyph's unit box: x to the right, y downwards, both 0..1. */
type Point = readonly [number, number];
type Stroke = readonly Point[];
type Glyph = readonly Stroke[];

/** Points along an elliptic arc; angles in degrees, 0 = right, 90 = down. */
function arc(cx: number, cy: number, rx: number, ry: number, from = 0, to = 360): Stroke {
  const steps = Math.max(6, Math.round(Math.abs(to - from) / 12));
  return Array.from({ length: steps + 1 }, (_, step) => {
    const angle = ((from + ((to - from) * step) / steps) * Math.PI) / 180;
    return [cx + rx * Math.cos(angle), cy + ry * Math.sin(angle)] as const;
  });
}

/**
 * Three hands of the ten digits (round, angular, handwritten), so no one template fits a digit.
 * Each glyph is a list of strokes in its unit box.
 */
const FONTS: readonly (readonly Glyph[])[] = [
  [
    [arc(0.5, 0.5, 0.4, 0.48)],
    [[[0.25, 0.25], [0.55, 0.02], [0.55, 0.98]]],
    [[...arc(0.5, 0.3, 0.38, 0.28, 200, 400), [0.1, 0.98], [0.9, 0.98]]],
    [arc(0.5, 0.27, 0.36, 0.25, 200, 450), arc(0.5, 0.73, 0.4, 0.25, 270, 520)],
    [[[0.7, 0.98], [0.7, 0.02], [0.08, 0.68], [0.95, 0.68]]],
    [[[0.85, 0.02], [0.2, 0.02], [0.15, 0.45]], arc(0.5, 0.68, 0.38, 0.3, 220, 520)],
    [[[0.75, 0.02], [0.4, 0.22], [0.15, 0.65]], arc(0.5, 0.7, 0.36, 0.28, 180, 540)],
    [[[0.1, 0.02], [0.9, 0.02], [0.4, 0.98]]],
    [arc(0.5, 0.27, 0.32, 0.24), arc(0.5, 0.73, 0.38, 0.26)],
    [arc(0.5, 0.3, 0.36, 0.28), [[0.86, 0.3], [0.75, 0.7], [0.3, 0.98]]],
  ],
  [
    [[[0.15, 0.02], [0.85, 0.02], [0.85, 0.98], [0.15, 0.98], [0.15, 0.02]]],
    [[[0.5, 0.02], [0.5, 0.98]], [[0.25, 0.98], [0.75, 0.98]]],
    [[[0.15, 0.02], [0.85, 0.02], [0.85, 0.5], [0.15, 0.5], [0.15, 0.98], [0.85, 0.98]]],
    [[[0.15, 0.02], [0.85, 0.02], [0.85, 0.98], [0.15, 0.98]], [[0.3, 0.5], [0.85, 0.5]]],
    [[[0.15, 0.02], [0.15, 0.5], [0.85, 0.5]], [[0.85, 0.02], [0.85, 0.98]]],
    [[[0.85, 0.02], [0.15, 0.02], [0.15, 0.5], [0.85, 0.5], [0.85, 0.98], [0.15, 0.98]]],
    [[[0.85, 0.02], [0.15, 0.02], [0.15, 0.98], [0.85, 0.98], [0.85, 0.5], [0.15, 0.5]]],
    [[[0.15, 0.2], [0.15, 0.02], [0.85, 0.02], [0.85, 0.98]]],
    [[[0.15, 0.02], [0.85, 0.02], [0.85, 0.98], [0.15, 0.98], [0.15, 0.02]], [[0.15, 0.5], [0.85, 0.5]]],
    [[[0.85, 0.5], [0.15, 0.5], [0.15, 0.02], [0.85, 0.02], [0.85, 0.98], [0.15, 0.98]]],
  ],
  [
    [arc(0.5, 0.5, 0.33, 0.48), [[0.72, 0.15], [0.28, 0.85]]],
    [[[0.2, 0.3], [0.6, 0.02], [0.6, 0.98]], [[0.3, 0.98], [0.9, 0.98]]],
    [[...arc(0.5, 0.3, 0.36, 0.28, 180, 390), [0.1, 0.98], [0.5, 0.9], [0.95, 0.95]]],
    [[[0.1, 0.02], [0.85, 0.02], [0.4, 0.4]], arc(0.5, 0.68, 0.38, 0.3, 250, 520)],
    [[[0.45, 0.02], [0.1, 0.65], [0.95, 0.65]], [[0.72, 0.3], [0.72, 0.98]]],
    [[[0.85, 0.02], [0.25, 0.02], [0.2, 0.4]], arc(0.5, 0.66, 0.38, 0.32, 210, 520)],
    [arc(0.85, 0.62, 0.7, 0.6, 180, 250), arc(0.5, 0.72, 0.35, 0.26)],
    [[[0.1, 0.02], [0.9, 0.02], [0.35, 0.98]], [[0.3, 0.5], [0.8, 0.5]]],
    [arc(0.52, 0.25, 0.3, 0.23), arc(0.48, 0.72, 0.4, 0.27)],
    [arc(0.5, 0.3, 0.34, 0.27), [[0.84, 0.3], [0.84, 0.98]]],
  ],
];

const WIDTH = 160;
const HEIGHT = 50;

type Rgb = readonly [number, number, number];

const random = (min: number, max: number) => min + (randomInt(1_000_000) / 1_000_000) * (max - min);
const inkColor = (): Rgb => [randomInt(10, 120), randomInt(10, 120), randomInt(10, 120)];

/** Blends `color` into the pixel with `alpha` (0..1). */
function blend(png: PNG, x: number, y: number, [r, g, b]: Rgb, alpha: number) {
  if (x < 0 || y < 0 || x >= png.width || y >= png.height || alpha <= 0) return;
  const offset = (png.width * y + x) << 2;
  png.data[offset] = png.data[offset]! + (r - png.data[offset]!) * alpha;
  png.data[offset + 1] = png.data[offset + 1]! + (g - png.data[offset + 1]!) * alpha;
  png.data[offset + 2] = png.data[offset + 2]! + (b - png.data[offset + 2]!) * alpha;
}

/** A round brush stamp with a soft edge. */
function dab(png: PNG, cx: number, cy: number, radius: number, color: Rgb) {
  for (let y = Math.floor(cy - radius - 1); y <= Math.ceil(cy + radius + 1); y++) {
    for (let x = Math.floor(cx - radius - 1); x <= Math.ceil(cx + radius + 1); x++) {
      blend(png, x, y, color, Math.min(1, radius + 0.5 - Math.hypot(x - cx, y - cy)));
    }
  }
}

/** Drags the brush along the points. */
function stroke(png: PNG, points: readonly Point[], radius: number, color: Rgb) {
  points.slice(1).forEach(([x1, y1], index) => {
    const [x0, y0] = points[index]!;
    const steps = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0) * 2));
    for (let step = 0; step <= steps; step++) dab(png, x0 + ((x1 - x0) * step) / steps, y0 + ((y1 - y0) * step) / steps, radius, color);
  });
}

/** A gentle wave over the whole picture, so straight strokes and baselines bend. */
function makeWarp() {
  const [ax, ay] = [random(1, 2.5), random(2, 4)];
  const [fx, fy] = [random(0.04, 0.08), random(0.03, 0.06)];
  const [px, py] = [random(0, 2 * Math.PI), random(0, 2 * Math.PI)];
  return ([x, y]: Point): Point => [x + ax * Math.sin(y * fx * 3 + px), y + ay * Math.sin(x * fy + py)];
}

/**
 * The PNG of `answer` (digits only): each digit in a random hand, scaled, rotated, sheared and
 * overlapping its neighbours, the whole bent by a wave, crossed by ink curves as thick as the
 * strokes, on a speckled field.
 */
export function drawCaptcha(answer: string): Buffer {
  const png = new PNG({ width: WIDTH, height: HEIGHT });
  for (let offset = 0; offset < png.data.length; offset += 4) {
    png.data[offset] = randomInt(205, 256);
    png.data[offset + 1] = randomInt(205, 256);
    png.data[offset + 2] = randomInt(205, 256);
    png.data[offset + 3] = 255;
  }
  const warp = makeWarp();
  const radius = random(1.4, 2.2);

  // Close enough that neighbours touch or overlap: no gap separates one digit from the next.
  const advance = Math.min((WIDTH - 16) / answer.length, random(18, 22));
  const left = (WIDTH - advance * answer.length) / 2;
  [...answer].forEach((char, index) => {
    const glyph = FONTS[randomInt(FONTS.length)]![Number(char)]!;
    const height = random(26, 36);
    const width = height * random(0.5, 0.72);
    const angle = (random(-20, 20) * Math.PI) / 180;
    const shear = random(-0.2, 0.2);
    const cx = left + advance * (index + 0.5) + random(-2, 2);
    const cy = HEIGHT / 2 + random(-4, 4);
    const place = ([u, v]: Point): Point => {
      const x = (u - 0.5) * width + shear * (v - 0.5) * height;
      const y = (v - 0.5) * height;
      return warp([cx + x * Math.cos(angle) - y * Math.sin(angle), cy + x * Math.sin(angle) + y * Math.cos(angle)]);
    };
    const color = inkColor();
    for (const line of glyph) stroke(png, line.map(place), radius * random(0.8, 1.25), color);
  });

  for (let curve = 0; curve < 2; curve++) {
    const [y0, amplitude, frequency, phase] = [random(10, HEIGHT - 10), random(4, 12), random(0.02, 0.06), random(0, 2 * Math.PI)];
    const points = Array.from({ length: 41 }, (_, step): Point => {
      const x = (WIDTH * step) / 40;
      return warp([x, y0 + amplitude * Math.sin(x * frequency + phase)]);
    });
    stroke(png, points, radius * random(0.5, 0.8), inkColor());
  }
  for (let dot = 0; dot < 90; dot++) dab(png, random(0, WIDTH), random(0, HEIGHT), random(0.3, 1.4), inkColor());
  return PNG.sync.write(png);
}
