import type { Dictionary } from '@/lib/i18n/dictionaries';

export type TranslationParams = Readonly<Record<string, string | number>>;
export type Translate = (key: string, params?: TranslationParams) => string;

/** A dictionary and the BCP 47 locale whose plural rules its counted texts follow. */
export type DictionarySource = { readonly dictionary: Dictionary | null; readonly locale: string };

/**
 * Counted texts stay flat: `games.count.one`, `games.count.other` (Arabic also `.zero`, `.two`, `.few`, `.many`),
 * and `t` given the key `games.count` and a numeric `{ count }` picks the form `Intl.PluralRules` names for it.
 */
export const PLURAL_PARAM = 'count';

const pluralRules = new Map<string, Intl.PluralRules>();
/** Made on first use only: an Intl object costs milliseconds to create on a slow phone. */
export const pluralCategoryOf = (locale: string, count: number): Intl.LDMLPluralRule => {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
};

const lookUp = ({ dictionary, locale }: DictionarySource, key: string, count: number | undefined): string | undefined => {
  if (!dictionary) return undefined;
  if (count !== undefined) {
    const counted = dictionary[`${key}.${pluralCategoryOf(locale, count)}`] ?? dictionary[`${key}.other`];
    if (counted !== undefined) return counted;
  }
  return dictionary[key];
};

/**
 * Looks the key up in each dictionary in turn (a counted text in the form its language needs) and fills
 * `{name}` placeholders; unknown keys show as themselves.
 */
export const createTranslate =
  (sources: readonly DictionarySource[]): Translate =>
  (key, params) => {
    const count = params?.[PLURAL_PARAM];
    const numericCount = typeof count === 'number' ? count : undefined;
    let text = key;
    for (const source of sources) {
      const found = lookUp(source, key, numericCount);
      if (found !== undefined) {
        text = found;
        break;
      }
    }
    if (!params) return text;
    return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
  };
