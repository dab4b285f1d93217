import { LANGUAGES, SLOT_THEME_IDS, SLOT_THEMES, isValidStake, toMinorUnits } from '@m/contract';
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../db/seed-data/games.ts';
import { SYMBOL_ART } from './slot-art.ts';
import { SLOT_TEXT_KEYS, SLOT_TEXTS, renderSlotPage, stakeOptions } from './slot-page.ts';
import { slotThemeOf } from './slot-themes.ts';

const game = (name: string, extra: Partial<Parameters<typeof slotThemeOf>[0]> = {}) =>
  ({ id: 1, vendor: 'STARFORGE', gameCode: 'STA001_RNG', name, subType: 'VIDEO_SLOT', vassalage: null, ...extra });

describe('the theme a game opens', () => {
  it('follows what the name (and so the art) suggests', () => {
    expect(slotThemeOf(game('Sweet Mango Deluxe'))).toBe('fruits');
    expect(slotThemeOf(game('Ancient Temple Riches'))).toBe('pharaoh');
    expect(slotThemeOf(game('Jade Dragon'))).toBe('dragon');
    expect(slotThemeOf(game('Coral Mermaid Rush'))).toBe('ocean');
    expect(slotThemeOf(game('Royal Crown Link'))).toBe('gems');
    expect(slotThemeOf(game('Shark Frenzy', { subType: 'FISHING' }))).toBe('ocean');
  });

  it('opens the fruits for a classic slot, and a fixed theme by code when the name says nothing', () => {
    expect(slotThemeOf(game('Brave Rocket', { subType: 'CLASSIC' }))).toBe('fruits');
    const picked = slotThemeOf(game('Brave Rocket'));
    expect(slotThemeOf(game('Brave Rocket'))).toBe(picked);
  });

  it('gives the in-house slots every theme', () => {
    const inHouse = buildCatalogue().filter((row) => row.vendor === 'MPLAY' && row.gameCategory === 'RNG')
      .map((row, index) => slotThemeOf({ id: index + 1, vendor: row.vendor, gameCode: row.gameCode, name: row.name, subType: row.subType, vassalage: 'MPLAY' }));
    expect(new Set(inHouse)).toEqual(new Set(SLOT_THEME_IDS));
  });
});

describe('the slot page', () => {
  it('has every text in every language, with the same placeholders as English', () => {
    for (const { code } of LANGUAGES) {
      const texts = SLOT_TEXTS[code]!;
      expect(Object.keys(texts).sort(), code).toEqual([...SLOT_TEXT_KEYS].sort());
      for (const key of SLOT_TEXT_KEYS) {
        const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();
        expect(placeholders(texts[key]), `${code} ${key}`).toEqual(placeholders(SLOT_TEXTS.EN![key]));
      }
    }
  });

  it('draws every symbol of every theme', () => {
    for (const id of SLOT_THEME_IDS) for (const name of Object.values(SLOT_THEMES[id].symbols)) expect(SYMBOL_ART[name], name).toBeTruthy();
  });

  it('offers only stakes that split into whole minor units per line, from the minimum bet', () => {
    for (const id of SLOT_THEME_IDS) {
      for (const minBetMinor of [1, 5, 10, 50, 75, 100, 200]) {
        const stakes = stakeOptions(id, minBetMinor);
        expect(stakes.length).toBeGreaterThan(0);
        for (const stake of stakes) {
          expect(isValidStake(SLOT_THEMES[id], toMinorUnits(stake)), `${id} ${stake}`).toBe(true);
          expect(toMinorUnits(stake)).toBeGreaterThanOrEqual(minBetMinor);
        }
      }
    }
    expect(stakeOptions('dragon', 1)).toEqual([0.25, 0.5, 1, 2, 5, 10, 50]);
  });

  it('shows the paytable with the stated return, the free spins left and the next commitment, right to left in Arabic', () => {
    const html = renderSlotPage({
      game: { name: 'Pharaoh & Co', vendor: 'MPLAY', gameCode: 'MPL001_RNG', minBetMinor: 100 },
      table: { theme: 'pharaoh', freeSpinsLeft: 3, betMinor: 200, next: { fairRoundId: 9, commitment: 'ab'.repeat(32), round: '1.2.3.free' }, lastFairRoundId: 8 },
      merchantCode: 'DEMO', freePlay: false, balanceMinor: 12_345, language: 'AR',
    });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('Pharaoh &amp; Co');
    expect(html).toContain('95.65%');
    expect(html).toContain('ab'.repeat(32));
    expect(html).toContain('href="/m/fair?id=8"');
    expect(html).toContain(SLOT_TEXTS.AR!.freeSpinsLeft.replace('{count}', '3'));
    expect(html).toContain('123.45');
  });
});
