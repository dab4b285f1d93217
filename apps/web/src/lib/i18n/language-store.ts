import { create } from 'zustand';
import { isLanguageCode, type LanguageCode } from '@m/contract';
import { loadDictionary, type Dictionary } from '@/lib/i18n/dictionaries';
import { applyHtmlLanguage } from '@/lib/i18n/html-language';
import { publishLanguageChange } from '@/lib/events';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/** These two dictionaries are complete; every other language falls back to English per key. */
const COMPLETE_LANGUAGES: readonly LanguageCode[] = ['EN', 'TY'];
export const FALLBACK_LANGUAGE: LanguageCode = 'EN';

type LanguageState = {
  language: LanguageCode | null;
  dictionary: Dictionary | null;
  fallback: Dictionary | null;
};

export const useLanguageStore = create<LanguageState>(() => ({ language: null, dictionary: null, fallback: null }));

export const readStoredLanguage = (): LanguageCode | null => {
  const stored = localStorage.getItem(STORAGE_KEYS.language);
  return isLanguageCode(stored) ? stored : null;
};

/** The current language code for request headers; null only before startup chose one. */
export const currentLanguage = () => useLanguageStore.getState().language ?? readStoredLanguage();

let pending: LanguageCode | null = null;

/** Loads the dictionaries and switches the page to `code`, without storing or announcing it. */
export const applyLanguage = async (code: LanguageCode): Promise<void> => {
  pending = code;
  const [dictionary, fallback] = await Promise.all([
    loadDictionary(code),
    COMPLETE_LANGUAGES.includes(code) ? null : loadDictionary(FALLBACK_LANGUAGE),
  ]);
  // A later choice wins over a slower earlier load.
  if (pending !== code) return;
  applyHtmlLanguage(code);
  useLanguageStore.setState({ language: code, dictionary, fallback });
};

/** The user's choice: switch, remember it, and tell listeners (debounced reloads, native shell). */
export const changeLanguage = async (code: LanguageCode): Promise<void> => {
  localStorage.setItem(STORAGE_KEYS.language, code);
  await applyLanguage(code);
  publishLanguageChange(code);
};
