import { LANGUAGES, type LanguageCode } from '@m/contract';

const primaryOf = (tag: string) => tag.split('-')[0]!;
/** Tags browsers send that name one of the languages under another code: Tagalog is the Filipino of the platform. */
const ALIASES: Readonly<Record<string, LanguageCode>> = { tl: 'TY', 'zh-hk': 'TW', 'zh-mo': 'TW', 'zh-hant': 'TW' };

/** One accepted tag as a language: the exact BCP 47 tag, an alias, else the first language of the same primary tag. */
function languageOfTag(tag: string): LanguageCode | undefined {
  const exact = LANGUAGES.find((language) => language.htmlLang.toLowerCase() === tag);
  if (exact) return exact.code;
  const alias = ALIASES[tag] ?? ALIASES[primaryOf(tag)];
  if (alias) return alias;
  return LANGUAGES.find((language) => primaryOf(language.htmlLang.toLowerCase()) === primaryOf(tag))?.code;
}

/**
 * The device's language from its `Accept-Language` header (`fil-PH,en;q=0.8`): the accepted tag of
 * the highest weight that is one of the interface languages, else English. For pages a device opens
 * without a session or a chosen language (a payment made by scanning a QR code on another phone).
 */
export function languageOfAcceptHeader(header: string | undefined): LanguageCode {
  const accepted = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().toLowerCase().split(';');
      const weight = parameters.map((parameter) => /^\s*q=([01](?:\.\d{1,3})?)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: weight === undefined ? 1 : Number(weight), index };
    })
    .filter((entry) => /^[a-z]{2,3}(-[a-z0-9]{1,8})*$/.test(entry.tag) && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of accepted) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return 'EN';
}
