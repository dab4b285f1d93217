import type { LanguageCode } from '@m/contract';
import type { DictionaryPart } from '@/config/dictionary-parts';

export type Dictionary = Readonly<Record<string, string>>;

/** One lazily loaded chunk per language. */
const coreLoaders = import.meta.glob<Dictionary>('../../locales/*.json', { import: 'default' });

type PartLoaders = { loaders: Record<string, () => Promise<Dictionary>> };

/**
 * Each part's chunks per language are listed in a module of their own (`part-loaders/<part>.ts`),
 * imported when the part is first needed: a page carries the list of its own part's files only,
 * and the first paint none.
 */
const partLoaderModules: Record<DictionaryPart, () => Promise<PartLoaders>> = {
  auth: () => import('@/lib/i18n/part-loaders/auth'),
  member: () => import('@/lib/i18n/part-loaders/member'),
  wallet: () => import('@/lib/i18n/part-loaders/wallet'),
  promotions: () => import('@/lib/i18n/part-loaders/promotions'),
  agent: () => import('@/lib/i18n/part-loaders/agent'),
  messages: () => import('@/lib/i18n/part-loaders/messages'),
  fairness: () => import('@/lib/i18n/part-loaders/fairness'),
  lottery: () => import('@/lib/i18n/part-loaders/lottery'),
  sportsbook: () => import('@/lib/i18n/part-loaders/sportsbook'),
  'live-tables': () => import('@/lib/i18n/part-loaders/live-tables'),
  pvp: () => import('@/lib/i18n/part-loaders/pvp'),
};

const cache = new Map<string, Promise<Dictionary>>();

export const loadDictionary = (code: LanguageCode, part?: DictionaryPart): Promise<Dictionary> => {
  const file = part ? `${part}/${code}` : code;
  const cached = cache.get(file);
  if (cached) return cached;
  const loading = part
    ? partLoaderModules[part]().then(({ loaders }) => loaders[`../../../locales/${file}.json`]?.() ?? {})
    : (coreLoaders[`../../locales/${file}.json`]?.() ?? Promise.resolve({}));
  loading.catch(() => cache.delete(file));
  cache.set(file, loading);
  return loading;
};
