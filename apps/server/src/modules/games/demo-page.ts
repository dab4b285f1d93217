import { readFileSync } from 'node:fs';
import { DEMO_STAKES, toMajorUnits } from '@m/contract';
import { PLAY_MONEY_MINOR } from '../ledger/service.ts';
import { gameArtUrl } from './art.ts';
import { SLOT_SYMBOLS } from './demo-slot.ts';

/** The demo game's own files, served next to its page (the page has no inline script). */
export const DEMO_ASSETS = {
  'slot.js': { type: 'text/javascript; charset=utf-8', body: readFileSync(new URL('./demo-page/slot.js', import.meta.url), 'utf8') },
  'slot.css': { type: 'text/css; charset=utf-8', body: readFileSync(new URL('./demo-page/slot.css', import.meta.url), 'utf8') },
} as const;
export const DEMO_ASSET_VERSION = 3;

const TEXTS = {
  EN: {
    balance: 'Balance', stake: 'Stake', spin: 'Spin', freePlay: 'Free play',
    win: 'You won {gain}! Paid {payout}.', stakeBack: 'Your stake of {payout} came back.', lose: 'No win this time.',
    noFunds: 'Not enough play money for this stake.', retry: 'Connection problem, trying again…', error: 'The spin did not go through. Please try again.',
    expired: 'This game session has ended. Go back and open the game again.',
  },
  TY: {
    balance: 'Balanse', stake: 'Taya', spin: 'Paikutin', freePlay: 'Libreng laro',
    win: 'Nanalo ka ng {gain}! Bayad: {payout}.', stakeBack: 'Naibalik ang taya mong {payout}.', lose: 'Walang panalo ngayon.',
    noFunds: 'Kulang ang play money para sa tayang ito.', retry: 'May problema sa koneksyon, sinusubukang muli…', error: 'Hindi natuloy ang spin. Pakisubukang muli.',
    expired: 'Tapos na ang session ng larong ito. Bumalik at buksan muli ang laro.',
  },
} as const;
type Texts = (typeof TEXTS)[keyof typeof TEXTS];

export const FREE_PLAY_BALANCE = toMajorUnits(PLAY_MONEY_MINOR);
/** The sign amounts in the game's messages carry, as the app writes money (`₱1.00`). */
const CURRENCY_SIGN = '₱';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
const formatAmount = (amount: number) => amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const textsFor = (language: string | undefined): { lang: string; texts: Texts } =>
  language?.toUpperCase() === 'TY' ? { lang: 'fil', texts: TEXTS.TY } : { lang: 'en', texts: TEXTS.EN };

const SYMBOL_ART: Record<string, string> = {
  CHERRY: '<path d="M22 40c-8 0-12 6-12 11s5 9 11 9 11-4 11-9-3-11-10-11Zm22-4c-7 0-11 6-11 11s5 9 11 9 11-4 11-9-4-11-11-11Z" fill="#e53946"/><path d="M22 41c4-14 12-24 24-30M44 36c-2-10 0-18 2-25" stroke="#2f9e44" stroke-width="3" fill="none"/>',
  LEMON: '<ellipse cx="32" cy="34" rx="22" ry="16" fill="#ffd43b"/><circle cx="10" cy="34" r="3" fill="#fab005"/><circle cx="54" cy="34" r="3" fill="#fab005"/>',
  BELL: '<path d="M32 8c-11 0-16 9-16 20v12l-6 8h44l-6-8V28c0-11-5-20-16-20Z" fill="#fcc419"/><circle cx="32" cy="53" r="5" fill="#e8590c"/>',
  STAR: '<path d="M32 6l7 17 18 1-14 12 5 18-16-10-16 10 5-18L7 24l18-1Z" fill="#ffe066" stroke="#f59f00" stroke-width="2"/>',
  SEVEN: '<path d="M14 10h36v8L30 56H19l20-38H14Z" fill="#e03131"/>',
  DIAMOND: '<path d="M32 56 6 24l10-14h32l10 14Z" fill="#4dabf7"/><path d="M6 24h52M16 10l16 46 16-46" stroke="#d0ebff" stroke-width="2" fill="none"/>',
};

const sprite = () =>
  `<svg class="sprite" aria-hidden="true">${SLOT_SYMBOLS.map(({ symbol }) => `<symbol id="s-${symbol}" viewBox="0 0 64 64">${SYMBOL_ART[symbol]}</symbol>`).join('')}</svg>`;

const page = (lang: string, title: string, content: string, data: Record<string, string> = {}) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
  `<title>${escapeHtml(title)}</title><link rel="stylesheet" href="/wps/game/demo/slot.css?v=${DEMO_ASSET_VERSION}">` +
  `<script src="/wps/game/demo/slot.js?v=${DEMO_ASSET_VERSION}" defer></script></head>` +
  `<body ${Object.entries(data).map(([key, value]) => `data-${key}="${escapeHtml(value)}"`).join(' ')}>${content}</body></html>`;

/** Stakes offered: the standard steps at or above the game's minimum bet, the minimum itself first. */
export function stakeOptions(minBet: number): number[] {
  return [...new Set([minBet, ...DEMO_STAKES.filter((stake) => stake >= minBet)])].sort((a, b) => a - b);
}

export type DemoPageInput = {
  game: { name: string; vendor: string; gameCode: string; minBetMinor: number };
  merchantCode: string;
  freePlay: boolean;
  /** The member's wallet; free play starts with play money. */
  balanceMinor: number | null;
  language: string | undefined;
};

export function renderDemoPage(input: DemoPageInput): string {
  const { lang, texts } = textsFor(input.language);
  const balance = input.freePlay || input.balanceMinor === null ? FREE_PLAY_BALANCE : toMajorUnits(input.balanceMinor);
  const stakes = stakeOptions(toMajorUnits(input.game.minBetMinor));
  const reel = (symbol: string) => `<div class="reel" data-symbol="${symbol}"><svg viewBox="0 0 64 64"><use href="#s-${symbol}"/></svg></div>`;
  const content =
    sprite() +
    `<main class="slot" data-testid="demo-slot">` +
    `<header class="top"><img src="${gameArtUrl(input.game.vendor, input.game.gameCode)}" alt="" width="44" height="44">` +
    `<h1>${escapeHtml(input.game.name)}</h1>${input.freePlay ? `<span class="mode" data-testid="demo-free-play">${texts.freePlay}</span>` : ''}</header>` +
    `<p class="balance"><span>${texts.balance}</span> <output id="balance" data-testid="demo-balance">${formatAmount(balance)}</output></p>` +
    `<div class="reels" data-testid="demo-reels">${['SEVEN', 'SEVEN', 'SEVEN'].map(reel).join('')}</div>` +
    `<p id="result" class="result" role="status" data-testid="demo-result"></p>` +
    `<div class="controls"><label for="stake">${texts.stake}</label>` +
    `<select id="stake" data-testid="demo-stake">${stakes.map((stake) => `<option value="${stake}">${formatAmount(stake)}</option>`).join('')}</select>` +
    `<button id="spin" type="button" data-testid="demo-spin">${texts.spin}</button></div>` +
    `</main>`;
  return page(lang, input.game.name, content, {
    merchant: input.merchantCode,
    language: input.language?.toUpperCase() ?? 'EN',
    free: input.freePlay ? '1' : '0',
    balance: String(balance),
    currency: CURRENCY_SIGN,
    'text-win': texts.win,
    'text-stake-back': texts.stakeBack,
    'text-lose': texts.lose,
    'text-no-funds': texts.noFunds,
    'text-retry': texts.retry,
    'text-error': texts.error,
  });
}

export function renderExpiredPage(language: string | undefined): string {
  const { lang, texts } = textsFor(language);
  return page(lang, texts.expired, `<main class="slot expired" data-testid="demo-expired"><p class="result error">${texts.expired}</p></main>`);
}
