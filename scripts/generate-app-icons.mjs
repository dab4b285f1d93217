// Draws the installed-app icons (PNG) from the logo of apps/web/public/favicon.svg: the gold M on navy.
// Run after changing the logo: `node scripts/generate-app-icons.mjs`; the PNGs are kept in the repo.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';

const OUT = fileURLToPath(new URL('../apps/web/public/icons/', import.meta.url));
const NAVY = [15, 27, 61];
const GOLD = [247, 201, 72];
/** The M of favicon.svg, in its 64-unit box. */
const M_POLYGON = [[14, 46], [14, 18], [21, 18], [32, 33], [43, 18], [50, 18], [50, 46], [43, 46], [43, 30], [32, 44], [21, 30], [21, 46]];
const SUBSAMPLES = 4;

function insidePolygon(x, y, polygon) {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i];
    const [xj, yj] = polygon[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function insideRoundedSquare(x, y, radius) {
  const cx = Math.min(Math.max(x, radius), 64 - radius);
  const cy = Math.min(Math.max(y, radius), 64 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/**
 * `maskable`: full-bleed background with the M shrunk into the central safe zone;
 * otherwise a rounded square with transparent corners.
 */
function drawIcon(size, { maskable }) {
  const png = new PNG({ width: size, height: size });
  const markScale = maskable ? 0.8 : 1;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let background = 0;
      let mark = 0;
      for (let sy = 0; sy < SUBSAMPLES; sy++) {
        for (let sx = 0; sx < SUBSAMPLES; sx++) {
          const x = ((px + (sx + 0.5) / SUBSAMPLES) / size) * 64;
          const y = ((py + (sy + 0.5) / SUBSAMPLES) / size) * 64;
          if (!maskable && !insideRoundedSquare(x, y, 14)) continue;
          background++;
          const mx = 32 + (x - 32) / markScale;
          const my = 32 + (y - 32) / markScale;
          if (insidePolygon(mx, my, M_POLYGON)) mark++;
        }
      }
      const total = SUBSAMPLES * SUBSAMPLES;
      const share = background === 0 ? 0 : mark / background;
      const offset = (py * size + px) * 4;
      for (let channel = 0; channel < 3; channel++) {
        png.data[offset + channel] = Math.round(NAVY[channel] * (1 - share) + GOLD[channel] * share);
      }
      png.data[offset + 3] = Math.round((background / total) * 255);
    }
  }
  return PNG.sync.write(png);
}

const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon-180.png', size: 180, maskable: true },
  { file: 'app-download.png', size: 144, maskable: false },
];

mkdirSync(OUT, { recursive: true });
for (const icon of ICONS) {
  writeFileSync(OUT + icon.file, drawIcon(icon.size, icon));
  console.log(`icons/${icon.file} ${icon.size}x${icon.size}${icon.maskable ? ' maskable' : ''}`);
}
