import { useMemo } from 'react';
import { useLanguageStore } from '@/lib/i18n/language-store';
import { createTranslate, type Translate } from '@/lib/i18n/translate';

export const useT = (): Translate => {
  const dictionary = useLanguageStore((state) => state.dictionary);
  const fallback = useLanguageStore((state) => state.fallback);
  return useMemo(() => createTranslate([dictionary, fallback]), [dictionary, fallback]);
};

export const useLanguage = () => useLanguageStore((state) => state.language);
