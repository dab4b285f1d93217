import type { LanguageCode } from '@m/contract';

/** Window events the app publishes; other parts (and the native shell) may listen. */
export const APP_EVENTS = {
  languageChange: 'languagechange:m',
  sessionExpired: 'session-expired',
} as const;

export type LanguageChangeDetail = { language: LanguageCode };

export const publishLanguageChange = (language: LanguageCode) =>
  window.dispatchEvent(new CustomEvent<LanguageChangeDetail>(APP_EVENTS.languageChange, { detail: { language } }));

export const publishSessionExpired = () => window.dispatchEvent(new CustomEvent(APP_EVENTS.sessionExpired));
