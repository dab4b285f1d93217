import type { LanguageCode } from '@m/contract';
import type { DictionaryPart } from '@/config/dictionary-parts';

export type Dictionary = Readonly<Record<string, string>>;

/** One lazily loaded chunk per language (parts: `dictionary-part-loaders.ts`). */
const coreLoaders = import.meta.glob<Dictionary>('../../locales/*.json', { import: 'default' });

const cache = new Map<string, Promise<Dictionary>>();

export const loadDictionary = (code: LanguageCode, part?: DictionaryPart): Promise<Dictionary> => {
  const file = part ? `${part}/${code}` : code;
  const cached = cache.get(file);
  if (cached) return cached;
  const path = `../../locales/${file}.json`;
  const loading = part
    ? import('@/lib/i18n/dictionary-part-loaders').then(({ partLoaders }) => partLoaders[path]?.() ?? {})
    : (coreLoaders[path]?.() ?? Promise.resolve({}));
  loading.catch(() => cache.delete(file));
  cache.set(file, loading);
  return loading;
};
