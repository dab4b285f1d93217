/**
 * Game and vendor art drawn from the name alone: a gradient, a shape and the initials, all
 * derived from a hash, so the same game always gets the same picture and no image host is needed.
 */

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

/** FNV-1a, 32 bits. */
export function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

export function initials(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const letters = words.length > 1 ? words[0]![0]! + words[1]![0]! : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

const SHAPES = [
  (light: string) => `<circle cx="100" cy="100" r="70" fill="none" stroke="${light}" stroke-width="10" opacity=".35"/><circle cx="100" cy="100" r="46" fill="${light}" opacity=".18"/>`,
  (light: string) => `<path d="M100 22 178 100 100 178 22 100Z" fill="${light}" opacity=".22"/>`,
  (light: string) => `<path d="M100 24 166 62v76l-66 38-66-38V62Z" fill="${light}" opacity=".22"/>`,
  (light: string) => `<path d="M100 18l20 54 58 2-46 36 16 56-48-32-48 32 16-56-46-36 58-2Z" fill="${light}" opacity=".22"/>`,
  (light: string) => `<path d="M0 130q50-40 100 0t100 0v70H0Z" fill="${light}" opacity=".22"/><path d="M0 160q50-40 100 0t100 0v40H0Z" fill="${light}" opacity=".2"/>`,
] as const;

function picture(seed: string, label: string, fontSize: number): string {
  const value = hash(seed);
  const hue = value % 360;
  const hue2 = (hue + 30 + ((value >>> 9) % 90)) % 360;
  const shape = SHAPES[(value >>> 17) % SHAPES.length]!;
  const from = `hsl(${hue} 70% 42%)`;
  const to = `hsl(${hue2} 75% 22%)`;
  const light = `hsl(${hue} 90% 85%)`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="200" height="200" fill="url(#g)"/>${shape(light)}` +
    `<text x="100" y="100" dy=".35em" text-anchor="middle" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-weight="800" font-size="${fontSize}" fill="#fff">${escapeXml(label)}</text>` +
    `</svg>`
  );
}

export const renderGameArt = (game: { vendor: string; gameCode: string; name: string }): string =>
  picture(`${game.vendor}/${game.gameCode}`, initials(game.name), 64);

export const renderVendorLogo = (vendor: { code: string; name: string }): string =>
  picture(`vendor/${vendor.code}`, initials(vendor.name), 72);

/** Bump when the drawing changes, so long-cached pictures are fetched again. */
export const ART_VERSION = 1;
export const gameArtUrl = (vendor: string, gameCode: string) => `/wps/media/games/${vendor}/${gameCode}.svg?v=${ART_VERSION}`;
export const vendorLogoUrl = (vendor: string) => `/wps/media/vendors/${vendor}.svg?v=${ART_VERSION}`;
