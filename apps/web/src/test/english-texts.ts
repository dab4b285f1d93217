import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DictionaryPart } from '@/config/dictionary-parts';
import { useLanguageStore } from '@/lib/i18n/language-store';

const localesDir = join(import.meta.dirname, '../locales');
const readJson = (...path: string[]) => JSON.parse(readFileSync(join(localesDir, ...path), 'utf8')) as Record<string, string>;

/**
 * Shows the English texts (the core and the given parts) instead of the keys, for a test that reads
 * a sentence with its details filled in. The setup file clears them after each test.
 */
export function useEnglishTexts(...parts: DictionaryPart[]): void {
  const dictionary = Object.assign(readJson('EN.json'), ...parts.map((part) => readJson(part, 'EN.json')));
  useLanguageStore.setState({ language: 'EN', dictionary, fallback: dictionary });
}
