import type { Dictionary } from '@/lib/i18n/dictionaries';

export type TranslationParams = Readonly<Record<string, string | number>>;
export type Translate = (key: string, params?: TranslationParams) => string;

/** Looks the key up in each dictionary in turn and fills `{name}` placeholders; unknown keys show as themselves. */
export const createTranslate =
  (dictionaries: ReadonlyArray<Dictionary | null>): Translate =>
  (key, params) => {
    let text = key;
    for (const dictionary of dictionaries) {
      const found = dictionary?.[key];
      if (found !== undefined) {
        text = found;
        break;
      }
    }
    if (!params) return text;
    return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
  };
