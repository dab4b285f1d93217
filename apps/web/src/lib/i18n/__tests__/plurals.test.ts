import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findLanguage, type LanguageCode } from '@m/contract';
import { createTranslate } from '@/lib/i18n/translate';

const localesDir = join(import.meta.dirname, '../../../locales');
const translateIn = (code: LanguageCode) =>
  createTranslate([
    { dictionary: JSON.parse(readFileSync(join(localesDir, `${code}.json`), 'utf8')), locale: findLanguage(code)!.htmlLang },
    { dictionary: JSON.parse(readFileSync(join(localesDir, 'EN.json'), 'utf8')), locale: 'en' },
  ]);

describe('counted texts pick the form of their language', () => {
  it.each([
    ['EN', 0, '0 games'],
    ['EN', 1, '1 game'],
    ['EN', 2, '2 games'],
    ['EN', 823, '823 games'],
    ['TY', 1, '1 laro'],
    ['TY', 4, '4 laro'],
    ['AR', 0, 'لا ألعاب'],
    ['AR', 1, 'لعبة واحدة'],
    ['AR', 2, 'لعبتان'],
    ['AR', 3, '3 ألعاب'],
    ['AR', 10, '10 ألعاب'],
    ['AR', 11, '11 لعبة'],
    ['AR', 99, '99 لعبة'],
    ['AR', 100, '100 لعبة'],
    ['AR', 103, '103 ألعاب'],
    ['RU', 1, '1 игра'],
    ['RU', 21, '21 игра'],
    ['RU', 3, '3 игры'],
    ['RU', 24, '24 игры'],
    ['RU', 5, '5 игр'],
    ['RU', 11, '11 игр'],
    ['RU', 1.5, '1.5 игры'],
    ['JA', 1, '1ゲーム'],
    ['JA', 823, '823ゲーム'],
  ] as const)('%s, %s → %s', (code, count, text) => {
    expect(translateIn(code)('games.vendors.count', { count })).toBe(text);
  });

  it('reads a form the dictionary lacks as its "other" form, and a plain text as it is', () => {
    const t = createTranslate([{ dictionary: { 'x.other': '{count} things', plain: '{count} left' }, locale: 'ar' }]);
    expect(t('x', { count: 2 })).toBe('2 things');
    expect(t('plain', { count: 1 })).toBe('1 left');
  });

  it('falls back to English forms under English rules when the language lacks the text', () => {
    const t = createTranslate([
      { dictionary: {}, locale: 'ar' },
      { dictionary: { 'x.one': '{count} thing', 'x.other': '{count} things' }, locale: 'en' },
    ]);
    expect(t('x', { count: 1 })).toBe('1 thing');
    expect(t('x', { count: 2 })).toBe('2 things');
  });

  it('uses the plain text for a count given as a string', () => {
    const t = createTranslate([{ dictionary: { x: 'n = {count}', 'x.one': 'one' }, locale: 'en' }]);
    expect(t('x', { count: '1' })).toBe('n = 1');
  });
});
