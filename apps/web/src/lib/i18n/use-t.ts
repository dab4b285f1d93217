import { useMemo } from 'react';
import { findLanguage } from '@m/contract';
import { FALLBACK_LANGUAGE, useLanguageStore } from '@/lib/i18n/language-store';
import { createTranslate, type Translate } from '@/lib/i18n/translate';

const localeOf = (code: string | null) => findLanguage(code ?? FALLBACK_LANGUAGE)!.htmlLang;

export const useT = (): Translate => {
  const language = useLanguageStore((state) => state.language);
  const dictionary = useLanguageStore((state) => state.dictionary);
  const fallback = useLanguageStore((state) => state.fallback);
  return useMemo(
    () =>
      createTranslate([
        { dictionary, locale: localeOf(language) },
        { dictionary: fallback, locale: localeOf(FALLBACK_LANGUAGE) },
      ]),
    [language, dictionary, fallback],
  );
};

export const useLanguage = () => useLanguageStore((state) => state.language);
