/**
 * The 31 interface languages. `flag` is the flag-icons id (ISO 3166-1 alpha-2, lower case),
 * `htmlLang` the BCP 47 tag written to `<html lang>`.
 */
export const LANGUAGES = [
  { code: 'EN', nativeName: 'English', flag: 'gb', htmlLang: 'en', dir: 'ltr' },
  { code: 'CN', nativeName: '简体中文', flag: 'cn', htmlLang: 'zh-CN', dir: 'ltr' },
  { code: 'TW', nativeName: '繁體中文', flag: 'tw', htmlLang: 'zh-TW', dir: 'ltr' },
  { code: 'JA', nativeName: '日本語', flag: 'jp', htmlLang: 'ja', dir: 'ltr' },
  { code: 'TH', nativeName: 'ไทย', flag: 'th', htmlLang: 'th', dir: 'ltr' },
  { code: 'VI', nativeName: 'Tiếng Việt', flag: 'vn', htmlLang: 'vi', dir: 'ltr' },
  { code: 'MY', nativeName: 'မြန်မာ', flag: 'mm', htmlLang: 'my', dir: 'ltr' },
  { code: 'ES', nativeName: 'Español', flag: 'es', htmlLang: 'es', dir: 'ltr' },
  { code: 'HI', nativeName: 'हिन्दी', flag: 'in', htmlLang: 'hi', dir: 'ltr' },
  { code: 'ID', nativeName: 'Bahasa Indonesia', flag: 'id', htmlLang: 'id', dir: 'ltr' },
  { code: 'KM', nativeName: 'ខ្មែរ', flag: 'kh', htmlLang: 'km', dir: 'ltr' },
  { code: 'KO', nativeName: '한국어', flag: 'kr', htmlLang: 'ko', dir: 'ltr' },
  { code: 'MS', nativeName: 'Bahasa Melayu', flag: 'my', htmlLang: 'ms', dir: 'ltr' },
  { code: 'PT', nativeName: 'Português', flag: 'pt', htmlLang: 'pt', dir: 'ltr' },
  { code: 'PT-BR', nativeName: 'Português (Brasil)', flag: 'br', htmlLang: 'pt-BR', dir: 'ltr' },
  { code: 'TA', nativeName: 'தமிழ்', flag: 'lk', htmlLang: 'ta', dir: 'ltr' },
  { code: 'TY', nativeName: 'Filipino', flag: 'ph', htmlLang: 'fil', dir: 'ltr' },
  { code: 'UR', nativeName: 'اردو', flag: 'pk', htmlLang: 'ur', dir: 'rtl' },
  { code: 'UR-LA', nativeName: 'Urdu (Roman)', flag: 'pk', htmlLang: 'ur-Latn', dir: 'ltr' },
  { code: 'TR', nativeName: 'Türkçe', flag: 'tr', htmlLang: 'tr', dir: 'ltr' },
  { code: 'BN', nativeName: 'বাংলা', flag: 'bd', htmlLang: 'bn', dir: 'ltr' },
  { code: 'AR', nativeName: 'العربية', flag: 'sa', htmlLang: 'ar', dir: 'rtl' },
  { code: 'FA', nativeName: 'فارسی', flag: 'ir', htmlLang: 'fa', dir: 'rtl' },
  { code: 'RU', nativeName: 'Русский', flag: 'ru', htmlLang: 'ru', dir: 'ltr' },
  { code: 'KK', nativeName: 'Қазақ тілі', flag: 'kz', htmlLang: 'kk', dir: 'ltr' },
  { code: 'UZ', nativeName: 'Oʻzbekcha', flag: 'uz', htmlLang: 'uz', dir: 'ltr' },
  { code: 'LO', nativeName: 'ລາວ', flag: 'la', htmlLang: 'lo', dir: 'ltr' },
  { code: 'NE', nativeName: 'नेपाली', flag: 'np', htmlLang: 'ne', dir: 'ltr' },
  { code: 'FR', nativeName: 'Français', flag: 'fr', htmlLang: 'fr', dir: 'ltr' },
  { code: 'TE', nativeName: 'తెలుగు', flag: 'in', htmlLang: 'te', dir: 'ltr' },
  { code: 'SW', nativeName: 'Kiswahili', flag: 'tz', htmlLang: 'sw', dir: 'ltr' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];

export const findLanguage = (code: string | null | undefined): Language | undefined =>
  LANGUAGES.find((l) => l.code === code?.toUpperCase());

export const isLanguageCode = (code: unknown): code is LanguageCode =>
  typeof code === 'string' && LANGUAGES.some((l) => l.code === code);
