import type { PromotionCategory } from '@m/contract';
import { hash } from '../games/art.ts';

/** A symbol per category, drawn in a 100×100 box: no words, so one picture serves every language. */
const SYMBOLS: Record<PromotionCategory, string> = {
  // A gift box.
  NEW_MEMBER: '<rect x="18" y="42" width="64" height="46" rx="4"/><rect x="12" y="30" width="76" height="16" rx="3"/><rect x="45" y="30" width="10" height="58" fill-opacity=".5"/><path d="M50 30c-8-16-26-16-22-4 2 5 14 4 22 4zm0 0c8-16 26-16 22-4-2 5-14 4-22 4z"/>',
  // A stack of coins.
  DEPOSIT: '<ellipse cx="50" cy="74" rx="30" ry="10"/><ellipse cx="50" cy="60" rx="30" ry="10" fill-opacity=".8"/><ellipse cx="50" cy="46" rx="30" ry="10" fill-opacity=".65"/><ellipse cx="50" cy="32" rx="30" ry="10"/>',
  // Three reels.
  SLOTS: '<rect x="10" y="24" width="80" height="54" rx="8" fill-opacity=".45"/><rect x="17" y="32" width="20" height="38" rx="3"/><rect x="40" y="32" width="20" height="38" rx="3"/><rect x="63" y="32" width="20" height="38" rx="3"/>',
  // A playing card.
  LIVE: '<rect x="30" y="16" width="40" height="62" rx="5" transform="rotate(-12 50 47)" fill-opacity=".5"/><rect x="30" y="20" width="40" height="62" rx="5"/>',
  // A ball.
  SPORTS: '<circle cx="50" cy="50" r="32"/><path d="M50 34l14 10-5 16H41l-5-16z" fill-opacity=".5"/>',
  // A crown.
  VIP: '<path d="M16 72 22 32l18 18 10-24 10 24 18-18 6 40z"/><rect x="16" y="74" width="68" height="8" rx="2"/>',
  // A star.
  OTHER: '<path d="M50 14l10 24 26 2-20 17 6 26-22-14-22 14 6-26-20-17 26-2z"/>',
};

/**
 * A promotion's banner (2:1), drawn from its seed like the game art: a gradient, soft circles and
 * the category's symbol, so no image host is needed and the same promotion always looks the same.
 */
export function renderPromotionArt(promotion: { imageSeed: string; category: PromotionCategory }): string {
  const value = hash(`promotion/${promotion.imageSeed}`);
  const hue = value % 360;
  const hue2 = (hue + 40 + ((value >>> 9) % 80)) % 360;
  const light = `hsl(${hue} 90% 88%)`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200" width="400" height="200">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 72% 44%)"/><stop offset="1" stop-color="hsl(${hue2} 76% 24%)"/></linearGradient></defs>` +
    `<rect width="400" height="200" fill="url(#g)"/>` +
    `<circle cx="${60 + (value >>> 3) % 80}" cy="40" r="70" fill="${light}" opacity=".12"/><circle cx="330" cy="${150 + (value >>> 5) % 40}" r="90" fill="${light}" opacity=".1"/>` +
    `<g transform="translate(130 30) scale(1.4)" fill="${light}" fill-opacity=".95">${SYMBOLS[promotion.category]}</g>` +
    `</svg>`
  );
}

/** Bump when the drawing changes, so long-cached pictures are fetched again. */
export const PROMOTION_ART_VERSION = 1;
export const promotionArtUrl = (id: number) => `/wps/media/promotions/${id}.svg?v=${PROMOTION_ART_VERSION}`;
