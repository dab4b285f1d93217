import type { LanguageCode, SiteInfo } from '@m/contract';

/** Spec §4: the stored language when the merchant supports it, else the merchant's default. */
export const resolveInitialLanguage = (
  stored: LanguageCode | null,
  info: Pick<SiteInfo, 'languages' | 'defaultLanguage'>,
): LanguageCode => (stored && info.languages.includes(stored) ? stored : info.defaultLanguage);
