import { create } from 'zustand';
import { isLanguageCode, type LanguageCode } from '@m/contract';
import type { DictionaryPart } from '@/config/dictionary-parts';
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
let loads = 0;
let latestLoad: Promise<void> = Promise.resolve();
/** The parts pages asked for: every language loaded from then on comes with them. */
const loadedParts = new Set<DictionaryPart>();

/** A language's core dictionary with the parts loaded so far, as one. */
const loadWithParts = async (code: LanguageCode): Promise<Dictionary> => {
  const dictionaries = await Promise.all([loadDictionary(code), ...[...loadedParts].map((part) => loadDictionary(code, part))]);
  return Object.assign({}, ...dictionaries) as Dictionary;
};

/** Loads the dictionaries and switches the page to `code`, without storing or announcing it. */
export const applyLanguage = (code: LanguageCode): Promise<void> => {
  pending = code;
  const load = ++loads;
  latestLoad = (async () => {
    const [dictionary, fallback] = await Promise.all([
      loadWithParts(code),
      COMPLETE_LANGUAGES.includes(code) ? null : loadWithParts(FALLBACK_LANGUAGE),
    ]);
    // A later choice (or a later part) wins over a slower earlier load.
    if (load !== loads) return;
    applyHtmlLanguage(code);
    useLanguageStore.setState({ language: code, dictionary, fallback });
  })();
  return latestLoad;
};

/**
 * Adds a part of the dictionaries (the keys of one area's lazy pages) to the current language and
 * every later one; resolves once the language on screen has it. Before startup chose a language,
 * the first `applyLanguage` brings it.
 */
export const ensureDictionaryPart = (part: DictionaryPart): Promise<void> => {
  if (loadedParts.has(part)) return latestLoad;
  loadedParts.add(part);
  return pending ? applyLanguage(pending) : latestLoad;
};

/** The user's choice: switch, remember it, and tell listeners (debounced reloads, native shell). */
export const changeLanguage = async (code: LanguageCode): Promise<void> => {
  localStorage.setItem(STORAGE_KEYS.language, code);
  await applyLanguage(code);
  publishLanguageChange(code);
};
