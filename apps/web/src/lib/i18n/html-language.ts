import { findLanguage, type LanguageCode } from '@m/contract';

export const applyHtmlLanguage = (code: LanguageCode, root: HTMLElement = document.documentElement) => {
  const language = findLanguage(code);
  if (!language) return;
  root.lang = language.htmlLang;
  root.dir = language.dir;
};
