import { createHash } from 'node:crypto';
import { z } from 'zod';

/**
 * Content art drawn by the server as SVG: banners, promotion images and team crests. Every
 * picture is a pure function of its address, so it can be cached for a year; the version
 * segment of the prefix changes when the drawing changes.
 */
export const CONTENT_MEDIA_PREFIX = '/wps/media/content/v1';

export const ART_LAYOUTS = {
  /** Home carousel (group m_home). */
  banner: { width: 750, height: 300 },
  /** Recommend strip (group m_recommend). */
  strip: { width: 480, height: 240 },
  /** Floating game shortcut (group m_superace). */
  square: { width: 240, height: 240 },
  /** Promotion announcement image. */
  promo: { width: 690, height: 300 },
} as const;
export type ArtLayout = keyof typeof ART_LAYOUTS;

export const ART_MOTIFS = ['coins', 'ball', 'cards', 'chip', 'trophy', 'slot', 'gift', 'fish', 'dice', 'megaphone'] as const;
export type ArtMotif = (typeof ART_MOTIFS)[number];

/** Background gradients [from, to] and accent colour. */
const PALETTES = [
  ['#7b2ff7', '#f107a3', '#ffd23f'],
  ['#0f2027', '#2c5364', '#f8c146'],
  ['#ff512f', '#dd2476', '#fff3b0'],
  ['#11998e', '#38ef7d', '#ffffff'],
  ['#1e3c72', '#2a5298', '#ffcc33'],
  ['#3a1c71', '#d76d77', '#ffaf7b'],
  ['#232526', '#414345', '#e5b80b'],
  ['#b91d73', '#f953c6', '#fff59d'],
] as const;

export const artQuerySchema = z
  .object({
    t: z.string().min(1).max(48),
    s: z.string().max(72).default(''),
    p: z.coerce.number().int().min(0).max(PALETTES.length - 1).default(0),
    m: z.enum(ART_MOTIFS).default('coins'),
  })
  .strict();
export type ArtSpec = { title: string; subtitle?: string; palette: number; motif: ArtMotif };

export const artParamsSchema = z.object({ layout: z.enum(Object.keys(ART_LAYOUTS) as [ArtLayout, ...ArtLayout[]]) });
export const teamParamsSchema = z.object({ name: z.string().min(1).max(48) });

/** The address of a piece of art (used by the seed and by operators adding content). */
export function artUrl(layout: ArtLayout, spec: ArtSpec): string {
  const query = new URLSearchParams({ t: spec.title, s: spec.subtitle ?? '', p: String(spec.palette), m: spec.motif });
  return `${CONTENT_MEDIA_PREFIX}/art/${layout}.svg?${query.toString()}`;
}

export const teamCrestUrl = (team: string): string => `${CONTENT_MEDIA_PREFIX}/team/${encodeURIComponent(team)}.svg`;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

/** Deterministic bytes from a text: positions and colours of decoration. */
const seedBytes = (text: string) => createHash('sha256').update(text).digest();

const FONT = 'Arial, Helvetica, sans-serif';

/** Average advance of a bold sans-serif glyph, in ems. */
const GLYPH_EM = 0.56;

/** A line of text made smaller (down to 70 %) and then squeezed to fit `maxWidth`. */
function textLine(text: string, x: number, y: number, size: number, maxWidth: number, attributes: string): string {
  const length = [...text].length;
  const fitted = Math.max(size * 0.7, Math.min(size, maxWidth / (length * GLYPH_EM)));
  const fit = length * fitted * GLYPH_EM > maxWidth ? ` textLength="${maxWidth.toFixed(0)}" lengthAdjust="spacingAndGlyphs"` : '';
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${fitted.toFixed(1)}"${fit} ${attributes}>${escapeXml(text)}</text>`;
}

/** A motif drawn in a 100x100 box. */
function motifShape(motif: ArtMotif, accent: string): string {
  switch (motif) {
    case 'coins':
      return [0, 1, 2].map((index) =>
        `<ellipse cx="${38 + index * 12}" cy="${70 - index * 18}" rx="26" ry="10" fill="${accent}" stroke="#b8860b" stroke-width="3"/>` +
        `<rect x="${12 + index * 12}" y="${70 - index * 18}" width="52" height="10" fill="${accent}" stroke="#b8860b" stroke-width="3"/>` +
        `<ellipse cx="${38 + index * 12}" cy="${70 - index * 18}" rx="26" ry="10" fill="#ffe680" stroke="#b8860b" stroke-width="3"/>`).join('');
    case 'ball':
      return `<circle cx="50" cy="50" r="40" fill="#fff" stroke="#222" stroke-width="4"/><polygon points="50,34 65,45 59,63 41,63 35,45" fill="#222"/>` +
        '<path d="M50 34V12M65 45l20-8M59 63l12 18M41 63L29 81M35 45l-20-8" stroke="#222" stroke-width="4"/>';
    case 'cards':
      return `<rect x="14" y="18" width="44" height="64" rx="6" fill="#fff" stroke="#333" stroke-width="3" transform="rotate(-14 36 50)"/>` +
        `<rect x="42" y="18" width="44" height="64" rx="6" fill="#fff" stroke="#333" stroke-width="3" transform="rotate(12 64 50)"/>` +
        `<text x="56" y="62" font-family="${FONT}" font-size="30" fill="#d00" transform="rotate(12 64 50)">&#9829;</text>` +
        `<text x="22" y="58" font-family="${FONT}" font-size="28" fill="#111" transform="rotate(-14 36 50)">&#9824;</text>`;
    case 'chip':
      return `<circle cx="50" cy="50" r="40" fill="${accent}"/><circle cx="50" cy="50" r="40" fill="none" stroke="#fff" stroke-width="10" stroke-dasharray="14 14"/>` +
        '<circle cx="50" cy="50" r="24" fill="#fff" opacity=".85"/><circle cx="50" cy="50" r="16" fill="none" stroke="#c00" stroke-width="3"/>';
    case 'trophy':
      return `<path d="M30 14h40v22a20 20 0 0 1-40 0z" fill="${accent}" stroke="#a67c00" stroke-width="3"/>` +
        `<path d="M30 20H16a14 14 0 0 0 16 18M70 20h14a14 14 0 0 1-16 18" fill="none" stroke="${accent}" stroke-width="5"/>` +
        `<rect x="44" y="56" width="12" height="16" fill="${accent}"/><rect x="30" y="72" width="40" height="12" rx="3" fill="#a67c00"/>`;
    case 'slot':
      return `<rect x="8" y="22" width="84" height="56" rx="10" fill="#8b0000" stroke="${accent}" stroke-width="4"/>` +
        [0, 1, 2].map((index) => `<rect x="${16 + index * 24}" y="32" width="20" height="36" rx="3" fill="#fff"/>` +
          `<text x="${20 + index * 24}" y="60" font-family="${FONT}" font-weight="700" font-size="22" fill="#d00">7</text>`).join('');
    case 'gift':
      return `<rect x="16" y="40" width="68" height="46" rx="4" fill="${accent}"/><rect x="10" y="28" width="80" height="16" rx="4" fill="#ff4d6d"/>` +
        '<rect x="44" y="28" width="12" height="58" fill="#ff4d6d"/><path d="M50 28c-8-18-28-16-22-4 4 6 22 4 22 4zm0 0c8-18 28-16 22-4-4 6-22 4-22 4z" fill="#ff4d6d"/>';
    case 'fish':
      return `<ellipse cx="46" cy="50" rx="32" ry="20" fill="${accent}"/><polygon points="74,50 94,32 94,68" fill="${accent}"/>` +
        '<circle cx="30" cy="45" r="5" fill="#fff"/><circle cx="29" cy="45" r="2.5" fill="#111"/>';
    case 'dice':
      return `<rect x="18" y="18" width="64" height="64" rx="12" fill="#fff" stroke="${accent}" stroke-width="4"/>` +
        [[34, 34], [66, 34], [50, 50], [34, 66], [66, 66]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="#c00"/>`).join('');
    case 'megaphone':
      return `<path d="M18 40h16l40-22v64L34 60H18z" fill="${accent}" stroke="#a67c00" stroke-width="3"/>` +
        '<path d="M38 60l6 22h10l-4-22" fill="#a67c00"/><path d="M82 36q8 14 0 28" stroke="#fff" stroke-width="4" fill="none"/>';
  }
}

/** A banner-like picture: gradient, sparkles, the motif on the end side, title, subtitle. */
export function drawArt(layout: ArtLayout, spec: ArtSpec): string {
  const { width, height } = ART_LAYOUTS[layout];
  const [from, to, accent] = PALETTES[spec.palette] ?? PALETTES[0];
  const bytes = seedBytes(`${layout}|${spec.title}|${spec.subtitle ?? ''}|${spec.palette}|${spec.motif}`);
  const sparkles = Array.from({ length: 10 }, (_, index) => {
    const x = (bytes[index * 3]! / 255) * width;
    const y = (bytes[index * 3 + 1]! / 255) * height;
    const r = 2 + (bytes[index * 3 + 2]! % 6);
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r}" fill="#fff" opacity="${(0.12 + (bytes[index]! % 30) / 100).toFixed(2)}"/>`;
  }).join('');

  const square = layout === 'square';
  const motifSize = square ? width * 0.55 : height * 0.78;
  const motifX = square ? (width - motifSize) / 2 : width - motifSize - height * 0.08;
  const motifY = square ? height * 0.08 : (height - motifSize) / 2;
  const textWidth = square ? width * 0.88 : width - motifSize - height * 0.3;
  const padding = square ? width * 0.06 : height * 0.12;
  const titleSize = square ? 30 : Math.round(height * 0.17);
  const subtitleSize = Math.round(titleSize * 0.55);
  const titleY = square ? height * 0.78 : height * 0.46;
  const anchor = square ? ` text-anchor="middle"` : '';
  const textX = square ? width / 2 : padding;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(spec.title)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<radialGradient id="glow" cx=".8" cy=".5" r=".6"><stop offset="0" stop-color="${accent}" stop-opacity=".45"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/><rect width="${width}" height="${height}" fill="url(#glow)"/>${sparkles}` +
    `<g transform="translate(${motifX.toFixed(1)} ${motifY.toFixed(1)}) scale(${(motifSize / 100).toFixed(3)})">${motifShape(spec.motif, accent)}</g>` +
    textLine(spec.title, textX, titleY, titleSize, textWidth, `font-weight="800" fill="#fff" stroke="rgba(0,0,0,.25)" stroke-width="1"${anchor}`) +
    (spec.subtitle && !square
      ? textLine(spec.subtitle, textX, titleY + subtitleSize * 1.6, subtitleSize, textWidth, `font-weight="600" fill="${accent}"`)
      : '') +
    '</svg>';
}

/** A shield crest in two colours derived from the team name, with its initials. */
export function drawTeamCrest(team: string): string {
  const bytes = seedBytes(team);
  const hue = Math.round((bytes[0]! / 255) * 360);
  const second = (hue + 150 + (bytes[1]! % 60)) % 360;
  const initials = team
    .split(/[\s.-]+/)
    .filter((word) => word.length > 0)
    .map((word) => [...word][0]!.toUpperCase())
    .slice(0, 3)
    .join('') || '?';
  const stripe = bytes[2]! % 2 === 0
    ? `<path d="M60 8v104" stroke="hsl(${second} 70% 55%)" stroke-width="26"/>`
    : `<path d="M14 46h92" stroke="hsl(${second} 70% 55%)" stroke-width="22"/>`;
  return '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120" role="img" ' +
    `aria-label="${escapeXml(team)}"><defs><clipPath id="s"><path d="M60 6l48 16v34c0 30-22 50-48 58C34 106 12 86 12 56V22z"/></clipPath></defs>` +
    `<g clip-path="url(#s)"><rect width="120" height="120" fill="hsl(${hue} 65% 38%)"/>${stripe}</g>` +
    '<path d="M60 6l48 16v34c0 30-22 50-48 58C34 106 12 86 12 56V22z" fill="none" stroke="#fff" stroke-width="5"/>' +
    `<circle cx="60" cy="64" r="27" fill="#fff" opacity=".92"/>` +
    textLine(initials, 60, 74, initials.length > 2 ? 22 : 28, 48, `font-weight="800" text-anchor="middle" fill="hsl(${hue} 65% 30%)"`) +
    '</svg>';
}
