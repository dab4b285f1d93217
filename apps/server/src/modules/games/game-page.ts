import { readFileSync } from 'node:fs';
import { toMajorUnits } from '@m/contract';
import { PLAY_MONEY_MINOR } from '../ledger/service.ts';

/** What the in-house game pages (slots, fishing) share: their HTML shell and how they write text and money. */

export const FREE_PLAY_BALANCE = toMajorUnits(PLAY_MONEY_MINOR);
/** The sign amounts in the game's messages carry, as the app writes money (`₱1.00`). */
export const CURRENCY_SIGN = '₱';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
export const formatAmount = (amount: number) => amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

/** `textKey` → `data-text-key`: the page script reads its texts from the body's data attributes. */
export const textData = <K extends string>(keys: readonly K[], texts: Record<K, string>) =>
  Object.fromEntries(keys.map((key) => [`text-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`, texts[key]]));

const asset = (type: string, path: string) => ({ type, body: readFileSync(new URL(path, import.meta.url), 'utf8') });
export const gameAssets = <N extends string>(folder: string, name: N) => ({
  'game-page.js': asset('text/javascript; charset=utf-8', './game-page/game-page.js'),
  'game-page.css': asset('text/css; charset=utf-8', './game-page/game-page.css'),
  [`${name}.js`]: asset('text/javascript; charset=utf-8', `./${folder}/${name}.js`),
  [`${name}.css`]: asset('text/css; charset=utf-8', `./${folder}/${name}.css`),
}) as Record<'game-page.js' | 'game-page.css' | `${N}.js` | `${N}.css`, { type: string; body: string }>;

/**
 * A game page with no inline script: the shared stylesheet and script, then its own (`/wps/game/<path>/<file>?v=<version>`, as
 * `gameAssets` serves them), its data on the body.
 */
export const gamePageShell = (
  language: { lang: string; dir: string }, title: string, assets: { path: string; name: string; version: number }, content: string, data: Record<string, string> = {},
) => {
  const url = (file: string) => `/wps/game/${assets.path}/${file}?v=${assets.version}`;
  return `<!doctype html><html lang="${language.lang}" dir="${language.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
  `<title>${escapeHtml(title)}</title><link rel="stylesheet" href="${url('game-page.css')}"><link rel="stylesheet" href="${url(`${assets.name}.css`)}">` +
  `<script src="${url('game-page.js')}" defer></script><script src="${url(`${assets.name}.js`)}" defer></script></head>` +
  `<body ${Object.entries(data).map(([key, value]) => `data-${key}="${escapeHtml(value)}"`).join(' ')}>${content}</body></html>`;
};
