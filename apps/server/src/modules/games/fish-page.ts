import { readFileSync } from 'node:fs';
import { findLanguage, FISH_KINDS, FISH_RTP, LANGUAGES, toMajorUnits } from '@m/contract';
import { gameArtUrl } from './art.ts';
import { FISH_ART } from './fish-art.ts';
import type { FishTable } from './fish-play.ts';
import { CURRENCY_SIGN, escapeHtml, fill, formatAmount, FREE_PLAY_BALANCE, gameAssets, gamePageShell, textData } from './game-page.ts';
import { SLOT_TEXTS, type SlotTexts } from './slot-page.ts';

/** The fishing page's own files, served next to it (the page has no inline script). */
export const FISH_ASSETS = gameAssets('fish-page', 'fish');
const FISH_ASSET_VERSION = 1;

/** The page's own texts in every interface language (fish-page/locales/<code>.json); the rest are the slot page's. */
const TEXT_KEYS = [
  'bet', 'caught', 'checkLastShot', 'commitment', 'error', 'escaped', 'fairExplain', 'hint', 'rules', 'ruleShot', 'sea', 'shootAt',
  'minnow', 'clownfish', 'pufferfish', 'turtle', 'lionfish', 'shark', 'whale',
] as const;
const SHARED_KEYS = ['balance', 'expired', 'fairTitle', 'freePlay', 'noFunds', 'retry', 'rtp', 'yourSeed'] as const satisfies readonly (keyof SlotTexts)[];
export type FishTexts = Record<(typeof TEXT_KEYS)[number], string>;
export const FISH_TEXTS: Readonly<Record<string, FishTexts>> = Object.fromEntries(
  LANGUAGES.map(({ code }) => [code, JSON.parse(readFileSync(new URL(`./fish-page/locales/${code}.json`, import.meta.url), 'utf8')) as FishTexts]),
);
export { TEXT_KEYS as FISH_TEXT_KEYS };

const fishPicture = (kind: string) => `<svg viewBox="0 0 64 40" class="fish-art" aria-hidden="true"><use href="#f-${kind}"/></svg>`;
const sprite = () =>
  `<svg class="sprite" aria-hidden="true">${FISH_KINDS.map((kind) => `<symbol id="f-${kind.id}" viewBox="0 0 64 40">${FISH_ART[kind.id]}</symbol>`).join('')}</svg>`;

export type FishPageInput = {
  game: { name: string; vendor: string; gameCode: string };
  table: FishTable;
  merchantCode: string;
  freePlay: boolean;
  /** The member's wallet; free play starts with play money. */
  balanceMinor: number | null;
  language: string | undefined;
};

export function renderFishPage(input: FishPageInput): string {
  const language = findLanguage(input.language) ?? LANGUAGES[0];
  const texts = { ...SLOT_TEXTS[language.code]!, ...FISH_TEXTS[language.code]! };
  const { table } = input;
  const balance = input.freePlay || input.balanceMinor === null ? FREE_PLAY_BALANCE : toMajorUnits(input.balanceMinor);
  const bets = table.betLevelsMinor.map(toMajorUnits);
  const kinds = FISH_KINDS.map((kind) => ({ ...kind, name: texts[kind.id], label: fill(texts.shootAt, { fish: texts[kind.id], multiplier: kind.multiplier }) }));
  const fairness = table.next
    ? `<section class="fair" data-testid="fish-fairness"><h2>${texts.fairTitle}</h2><p>${texts.fairExplain}</p>` +
      `<p><span>${texts.commitment}</span> <code id="commitment" data-testid="fish-commitment">${table.next.commitment}</code></p>` +
      `<p><span>${texts.yourSeed}</span> <code id="client-seed" data-testid="fish-client-seed"></code></p>` +
      `<p><a id="verify" data-testid="fish-verify" target="_top"${table.lastFairRoundId ? ` href="/m/fair?id=${table.lastFairRoundId}"` : ' hidden'}>${texts.checkLastShot}</a></p></section>`
    : '';
  const content =
    sprite() +
    `<main class="fishing" data-testid="fish-game">` +
    `<header class="top"><img src="${gameArtUrl(input.game.vendor, input.game.gameCode)}" alt="" width="44" height="44">` +
    `<h1>${escapeHtml(input.game.name)}</h1>${input.freePlay ? `<span class="mode" data-testid="fish-free-play">${texts.freePlay}</span>` : ''}</header>` +
    `<p class="balance"><span>${texts.balance}</span> <output id="balance" data-testid="fish-balance">${formatAmount(balance)}</output></p>` +
    `<div id="sea" class="sea" role="group" aria-label="${escapeHtml(texts.sea)}" data-testid="fish-sea"><div class="cannon" aria-hidden="true"></div></div>` +
    `<p id="result" class="result" role="status" data-testid="fish-result">${texts.hint}</p>` +
    `<fieldset class="bets" data-testid="fish-bets"><legend>${texts.bet}</legend>` +
    bets.map((bet, index) => `<label><input type="radio" name="bet" value="${bet}"${index === 0 ? ' checked' : ''}><span>${formatAmount(bet)}</span></label>`).join('') +
    `</fieldset>` +
    `<details class="help" data-testid="fish-rules"><summary>${texts.rules}</summary>` +
    `<p class="rtp" data-testid="fish-rtp">${fill(texts.rtp, { rtp: FISH_RTP.toFixed(2) })}</p><p>${texts.ruleShot}</p>` +
    `<ul class="kinds">${kinds.map((kind) => `<li>${fishPicture(kind.id)}<span>${escapeHtml(kind.name)}</span><b dir="ltr">×${kind.multiplier}</b></li>`).join('')}</ul>` +
    `</details>` +
    fairness +
    `</main>`;
  return gamePageShell(
    { lang: language.htmlLang, dir: language.dir }, input.game.name,
    { path: 'fish', name: 'fish', version: FISH_ASSET_VERSION },
    content,
    {
      merchant: input.merchantCode,
      language: language.code,
      free: input.freePlay ? '1' : '0',
      balance: String(balance),
      currency: CURRENCY_SIGN,
      kinds: JSON.stringify(kinds.map(({ id, multiplier, weight, name, label }) => ({ id, multiplier, weight, name, label }))),
      ...textData(TEXT_KEYS, texts),
      ...textData(SHARED_KEYS, texts),
    },
  );
}
