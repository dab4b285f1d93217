import { FISH_KINDS, LANGUAGES } from '@m/contract';
import { describe, expect, it } from 'vitest';
import { FISH_TEXT_KEYS, FISH_TEXTS, renderFishPage, type FishPageInput } from './fish-page.ts';

const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();

const input = (language: string, extra: Partial<FishPageInput> = {}): FishPageInput => ({
  game: { name: 'Reef <Hunter>', vendor: 'DEEPTIDE', gameCode: 'DEE001_FISH' },
  table: { betLevelsMinor: [50, 100, 200], next: { fairRoundId: 7, commitment: 'c'.repeat(64), round: '1.2.3' }, lastFairRoundId: 6 },
  merchantCode: 'DEMO', freePlay: false, balanceMinor: 12_345, language, ...extra,
});

describe('the fishing page', () => {
  it('has every text in every language, translated, with the same placeholders as English', () => {
    for (const { code } of LANGUAGES) {
      const texts = FISH_TEXTS[code]!;
      expect(Object.keys(texts).sort(), code).toEqual([...FISH_TEXT_KEYS].sort());
      for (const key of FISH_TEXT_KEYS) expect(placeholders(texts[key]), `${code} ${key}`).toEqual(placeholders(FISH_TEXTS.EN![key]));
      if (code !== 'EN') expect(FISH_TEXT_KEYS.filter((key) => texts[key] === FISH_TEXTS.EN![key]), code).toEqual([]);
    }
  });

  it('shows the balance, the cannon levels, every kind with its multiplier and the stated return, and the next shot’s commitment', () => {
    const html = renderFishPage(input('EN'));
    expect(html).toContain('<h1>Reef &lt;Hunter&gt;</h1>');
    expect(html).toContain('data-testid="fish-balance">123.45<');
    expect([...html.matchAll(/name="bet" value="([\d.]+)"/g)].map((match) => match[1])).toEqual(['0.5', '1', '2']);
    for (const kind of FISH_KINDS) expect(html).toContain(`<span>${FISH_TEXTS.EN![kind.id]}</span><b dir="ltr">×${kind.multiplier}</b>`);
    expect(html).toContain('Return to player: 96.00%');
    expect(html).toContain(`data-testid="fish-commitment">${'c'.repeat(64)}<`);
    expect(html).toContain('href="/m/fair?id=6"');
  });

  it('is right to left in Arabic, and shows play money and no fairness panel in free play', () => {
    const html = renderFishPage(input('AR', { freePlay: true, balanceMinor: null, table: { betLevelsMinor: [10], next: null, lastFairRoundId: null } }));
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('data-testid="fish-free-play"');
    expect(html).not.toContain('fish-fairness');
    expect(html).toContain(FISH_TEXTS.AR!.hint);
  });
});
