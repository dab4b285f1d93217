import { readFileSync } from 'node:fs';
import { DEMO_STAKES, findLanguage, LANGUAGES, SLOT_THEMES, toMajorUnits, type SlotThemeId } from '@m/contract';
import { gameArtUrl } from './art.ts';
import { CURRENCY_SIGN, escapeHtml, fill, formatAmount, FREE_PLAY_BALANCE, gameAssets, gamePageShell, textData } from './game-page.ts';
import { SYMBOL_ART } from './slot-art.ts';
import type { SlotTable } from './slot-play.ts';

/** The slot page's own files, served next to it (the page has no inline script). */
export const SLOT_ASSETS = gameAssets('slot-page', 'slot');
export const SLOT_ASSET_VERSION = 5;

/** The page's texts in every interface language (slot-page/locales/<code>.json). */
const TEXT_KEYS = [
  'balance', 'checkLastSpin', 'commitment', 'error', 'expired', 'fairExplain', 'fairTitle', 'freePlay', 'freeSpin', 'freeSpinsAward',
  'freeSpinsLeft', 'freeSpinsWon', 'lineWin', 'lose', 'noFunds', 'paytable', 'retry', 'rtp', 'ruleExtraWilds', 'ruleLines',
  'ruleMultiplier', 'ruleRetrigger', 'ruleScatter', 'ruleWild', 'ruleWildAll', 'spin', 'stake', 'stakeBack', 'win', 'winSmall', 'yourSeed',
] as const;
export type SlotTexts = Record<(typeof TEXT_KEYS)[number], string>;
export const SLOT_TEXTS: Readonly<Record<string, SlotTexts>> = Object.fromEntries(
  LANGUAGES.map(({ code }) => [code, JSON.parse(readFileSync(new URL(`./slot-page/locales/${code}.json`, import.meta.url), 'utf8')) as SlotTexts]),
);
export { TEXT_KEYS as SLOT_TEXT_KEYS };

function languageOf(code: string | undefined) {
  const language = findLanguage(code) ?? LANGUAGES[0];
  return { code: language.code, lang: language.htmlLang, dir: language.dir, texts: SLOT_TEXTS[language.code]! };
}

const symbolPicture = (name: string, label = '') =>
  `<svg viewBox="0 0 64 64" class="symbol"${label ? ` role="img" aria-label="${escapeHtml(label)}"` : ' aria-hidden="true"'}><use href="#s-${name}"/></svg>`;

const sprite = (names: readonly string[]) =>
  `<svg class="sprite" aria-hidden="true">${names.map((name) => `<symbol id="s-${name}" viewBox="0 0 64 64">${SYMBOL_ART[name]}</symbol>`).join('')}</svg>`;

const page = (language: { lang: string; dir: string }, title: string, content: string, data: Record<string, string> = {}) =>
  gamePageShell(language, title, { path: 'demo', name: 'slot', version: SLOT_ASSET_VERSION }, content, data);

/** Stakes offered: the standard steps at or above the game's minimum bet that split into whole minor units per line. */
export function stakeOptions(theme: SlotThemeId, minBetMinor: number): number[] {
  const lines = SLOT_THEMES[theme].lines.length;
  const minimumMinor = Math.ceil(Math.max(minBetMinor, lines) / lines) * lines;
  const steps = DEMO_STAKES.map((stake) => Math.round(stake * 100)).filter((stake) => stake >= minimumMinor && stake % lines === 0);
  return [...new Set([minimumMinor, ...steps])].sort((a, b) => a - b).map(toMajorUnits);
}

/** The paytable and rules of a theme, drawn from the same tables the engine pays by. */
function paytable(themeId: SlotThemeId, texts: SlotTexts): string {
  const theme = SLOT_THEMES[themeId];
  const reelCount = theme.reels.length;
  const row = (letter: string, pays: readonly number[]) => {
    const counts = pays.map((pay, index) => ({ count: index + 1, pay })).filter(({ pay }) => pay > 0).reverse();
    return `<li>${symbolPicture(theme.symbols[letter]!)}<span class="pays">${counts.map(({ count, pay }) => `<span><b>${count}</b> ${pay}</span>`).join('')}</span></li>`;
  };
  const lineSymbols = theme.letters.filter((letter) => letter !== theme.scatter).reverse();
  const rules = [
    fill(texts.ruleLines, { lines: theme.lines.length }),
    theme.wild ? `${symbolPicture(theme.symbols[theme.wild]!)} ${theme.scatter ? texts.ruleWild : texts.ruleWildAll}` : '',
    theme.scatter ? `${symbolPicture(theme.symbols[theme.scatter]!)} ${texts.ruleScatter}` : '',
    theme.freeSpins && theme.freeSpins.multiplier > 1 ? fill(texts.ruleMultiplier, { multiplier: theme.freeSpins.multiplier }) : '',
    theme.freeSpins?.reels ? texts.ruleExtraWilds : '',
    theme.freeSpins?.retrigger ? texts.ruleRetrigger : '',
  ].filter(Boolean);
  const scatter = theme.scatter;
  const scatterRows = scatter
    ? row(scatter, theme.scatterPays.slice(1, reelCount + 1)) + (theme.freeSpins?.awards ?? [])
      .map((spins, count) => (spins > 0 ? `<li>${symbolPicture(theme.symbols[scatter]!)}<span class="pays"><span><b>${count}</b> ${fill(texts.freeSpinsAward, { count: spins })}</span></span></li>` : ''))
      .join('')
    : '';
  return (
    `<details class="help" data-testid="slot-paytable"><summary>${texts.paytable}</summary>` +
    `<p class="rtp" data-testid="slot-rtp">${fill(texts.rtp, { rtp: theme.rtp.toFixed(2) })}</p>` +
    `<ul class="rules">${rules.map((rule) => `<li>${rule}</li>`).join('')}</ul>` +
    `<ul class="paytable">${lineSymbols.map((letter) => row(letter, theme.pays[letter] ?? [])).join('')}${scatterRows}</ul>` +
    `</details>`
  );
}

export type SlotPageInput = {
  game: { name: string; vendor: string; gameCode: string; minBetMinor: number };
  table: SlotTable;
  merchantCode: string;
  freePlay: boolean;
  /** The member's wallet; free play starts with play money. */
  balanceMinor: number | null;
  language: string | undefined;
};

export function renderSlotPage(input: SlotPageInput): string {
  const language = languageOf(input.language);
  const { texts } = language;
  const { table } = input;
  const theme = SLOT_THEMES[table.theme];
  const balance = input.freePlay || input.balanceMinor === null ? FREE_PLAY_BALANCE : toMajorUnits(input.balanceMinor);
  const stakes = stakeOptions(table.theme, input.game.minBetMinor);
  const firstWindow = theme.reels.map((strip) => Array.from({ length: theme.rows }, (_, row) => theme.symbols[strip[row]!]!));
  const reels = firstWindow.map((column, reel) =>
    `<div class="reel">${column.map((name, row) => `<div class="cell" data-reel="${reel}" data-row="${row}">${symbolPicture(name)}</div>`).join('')}</div>`).join('');
  const fairness = table.next
    ? `<section class="fair" data-testid="slot-fairness"><h2>${texts.fairTitle}</h2><p>${texts.fairExplain}</p>` +
      `<p><span>${texts.commitment}</span> <code id="commitment" data-testid="slot-commitment">${table.next.commitment}</code></p>` +
      `<p><span>${texts.yourSeed}</span> <code id="client-seed" data-testid="slot-client-seed"></code></p>` +
      `<p><a id="verify" data-testid="slot-verify" target="_top"${table.lastFairRoundId ? ` href="/m/fair?id=${table.lastFairRoundId}"` : ' hidden'}>${texts.checkLastSpin}</a></p></section>`
    : '';
  const content =
    sprite(Object.values(theme.symbols)) +
    `<main class="slot theme-${table.theme}" data-testid="demo-slot">` +
    `<header class="top"><img src="${gameArtUrl(input.game.vendor, input.game.gameCode)}" alt="" width="44" height="44">` +
    `<h1>${escapeHtml(input.game.name)}</h1>${input.freePlay ? `<span class="mode" data-testid="demo-free-play">${texts.freePlay}</span>` : ''}</header>` +
    `<p class="balance"><span>${texts.balance}</span> <output id="balance" data-testid="demo-balance">${formatAmount(balance)}</output></p>` +
    `<div class="reels reels-${theme.reels.length}" data-testid="demo-reels">${reels}</div>` +
    `<p id="free-spins" class="free-spins" data-testid="slot-free-spins"${table.freeSpinsLeft > 0 ? '' : ' hidden'}>${fill(texts.freeSpinsLeft, { count: table.freeSpinsLeft })}</p>` +
    `<p id="result" class="result" role="status" data-testid="demo-result"></p>` +
    `<ul id="wins" class="wins" data-testid="slot-wins"></ul>` +
    `<div class="controls"><label for="stake">${texts.stake}</label>` +
    `<select id="stake" data-testid="demo-stake"${table.freeSpinsLeft > 0 ? ' disabled' : ''}>${stakes.map((stake) => `<option value="${stake}">${formatAmount(stake)}</option>`).join('')}</select>` +
    `<button id="spin" type="button" data-testid="demo-spin">${table.freeSpinsLeft > 0 ? texts.freeSpin : texts.spin}</button></div>` +
    paytable(table.theme, texts) +
    fairness +
    `</main>`;
  return page(language, input.game.name, content, {
    merchant: input.merchantCode,
    language: language.code,
    free: input.freePlay ? '1' : '0',
    balance: String(balance),
    currency: CURRENCY_SIGN,
    lines: JSON.stringify(theme.lines),
    scatter: theme.scatter ? theme.symbols[theme.scatter]! : '',
    'free-spins': String(table.freeSpinsLeft),
    ...textData(TEXT_KEYS, texts),
  });
}

export function renderExpiredPage(language: string | undefined): string {
  const chosen = languageOf(language);
  return page(chosen, chosen.texts.expired, `<main class="slot expired" data-testid="demo-expired"><p class="result error">${chosen.texts.expired}</p></main>`);
}
