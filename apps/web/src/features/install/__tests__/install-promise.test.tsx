import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@m/contract';
import { renderWithProviders } from '@/test/render';
import { useEnglishTexts } from '@/test/english-texts';
import { DownloadPage } from '@/features/install/components/download-page';

const localesDir = join(import.meta.dirname, '../../../locales');
const readJson = (...path: string[]): Record<string, string> => JSON.parse(readFileSync(join(localesDir, ...path), 'utf8'));

/** How each language names a bonus, as the wallet's own texts do, and the words the earlier install promise used. */
const bonusWords = (code: string) => {
  const wallet = readJson('wallet', `${code}.json`);
  return [wallet['deposit.bonus']!, wallet['records.type.BONUS']!, '奖金', '獎金', 'free', 'gratis', 'libre', 'reward'];
};

/** Nothing pays a bonus for installing the app: the download bar and page say what installing gives, nothing more. */
describe('what installing the app is said to give', () => {
  it.each(LANGUAGES.map((language) => language.code))('promises no amount and no bonus in %s', (code) => {
    const texts = readJson(`${code}.json`);
    const sentence = texts['install.benefit'] ?? '';
    expect(sentence, code).toBeTruthy();
    expect(texts['install.bonus'], code).toBeUndefined();
    expect(sentence).not.toMatch(/\{|[\d₱$€%]|[\u0660-\u0669\u06F0-\u06F9\u0966-\u096F\u09E6-\u09EF]/);
    for (const word of bonusWords(code)) expect(sentence.toLowerCase()).not.toContain(word.toLowerCase());
  });

  it('the download page says it in words: one tap from the home screen, full screen', () => {
    useEnglishTexts();
    renderWithProviders(<DownloadPage />);
    expect(screen.getByTestId('download-page-benefit').textContent).toBe('Open it from your home screen in one tap, full screen, without the browser bar');
  });
});
