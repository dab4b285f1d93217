import type { LanguageCode } from '@m/contract';

/** A text kept per language, read in `language`, else in English, else in the first language it has. */
export function inLanguage<T>(texts: Partial<Record<LanguageCode, T>>, language: LanguageCode): T | undefined {
  return texts[language] ?? texts.EN ?? Object.values(texts)[0];
}
