import type { Feature } from './paths';

/**
 * Features whose lazy pages use keys nothing else does: those keys live in `locales/<part>/<LANG>.json`
 * rather than the first-paint dictionary, and the feature's pages load (and preload) that part.
 */
export const FEATURE_DICTIONARY_PARTS = { wallet: 'wallet' } as const satisfies Partial<Record<Feature, string>>;

export type DictionaryPart = (typeof FEATURE_DICTIONARY_PARTS)[keyof typeof FEATURE_DICTIONARY_PARTS];

export const dictionaryPartOf = (feature: Feature): DictionaryPart | undefined =>
  (FEATURE_DICTIONARY_PARTS as Partial<Record<Feature, DictionaryPart>>)[feature];
