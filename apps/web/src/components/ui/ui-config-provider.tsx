import { useEffect, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import type { LanguageCode } from '@m/contract';

type UiLocale = typeof enUS;

/** antd-mobile ships these; other languages keep its English texts (our own texts come from i18n). */
const uiLocales: Partial<Record<LanguageCode, () => Promise<{ default: UiLocale }>>> = {
  CN: () => import('antd-mobile/es/locales/zh-CN'),
  TW: () => import('antd-mobile/es/locales/zh-TW'),
  JA: () => import('antd-mobile/es/locales/ja-JP'),
  TH: () => import('antd-mobile/es/locales/th-TH'),
  VI: () => import('antd-mobile/es/locales/vi-VN'),
  ES: () => import('antd-mobile/es/locales/es-ES'),
  ID: () => import('antd-mobile/es/locales/id-ID'),
  KO: () => import('antd-mobile/es/locales/ko-KR'),
  MS: () => import('antd-mobile/es/locales/ms-MY'),
  'PT-BR': () => import('antd-mobile/es/locales/pt-BR'),
  TR: () => import('antd-mobile/es/locales/tr-TR'),
  AR: () => import('antd-mobile/es/locales/ar-SA'),
  FA: () => import('antd-mobile/es/locales/fa-IR'),
  RU: () => import('antd-mobile/es/locales/ru-RU'),
  KK: () => import('antd-mobile/es/locales/kk-KZ'),
  FR: () => import('antd-mobile/es/locales/fr-FR'),
};

export function UiConfigProvider({ language, children }: { language: LanguageCode | null; children: ReactNode }) {
  const [loaded, setLoaded] = useState<{ language: LanguageCode; locale: UiLocale } | null>(null);
  useEffect(() => {
    const load = language ? uiLocales[language] : undefined;
    if (!language || !load) return;
    let active = true;
    void load().then((module) => {
      if (active) setLoaded({ language, locale: module.default });
    });
    return () => {
      active = false;
    };
  }, [language]);
  const locale = loaded && loaded.language === language ? loaded.locale : enUS;
  return <ConfigProvider locale={locale}>{children}</ConfigProvider>;
}
