import type { LanguageCode } from '@m/contract';

export type Dictionary = Readonly<Record<string, string>>;

/** One lazily loaded chunk per language. */
const loaders = import.meta.glob<Dictionary>('../../locales/*.json', { import: 'default' });

const cache = new Map<LanguageCode, Promise<Dictionary>>();

export const loadDictionary = (code: LanguageCode): Promise<Dictionary> => {
  const cached = cache.get(code);
  if (cached) return cached;
  const loader = loaders[`../../locales/${code}.json`];
  const loading = loader ? loader() : Promise.resolve({});
  loading.catch(() => cache.delete(code));
  cache.set(code, loading);
  return loading;
};
