import type { ComponentType } from 'react';
import type { Feature, FeaturePageName, PageName } from '@/config/paths';
import type { PagePrefetch } from '@/app/routes/page-prefetch';
import { dictionaryPartOf } from '@/config/dictionary-parts';
import { ensureDictionaryPart } from '@/lib/i18n/language-store';

type PagesModule<F extends Feature> = {
  pages: Record<FeaturePageName<F>, ComponentType>;
  prefetch?: Partial<Record<FeaturePageName<F>, PagePrefetch>>;
};

/** One lazily loaded chunk per feature, holding that feature's pages. */
const routeModules: { [F in Exclude<Feature, 'i18n'>]: () => Promise<PagesModule<F>> } = {
  startup: () => import('@/app/routes/startup'),
  auth: () => import('@/app/routes/auth'),
  home: () => import('@/app/routes/home'),
  games: () => import('@/app/routes/games'),
  lottery: () => import('@/app/routes/lottery'),
  wallet: () => import('@/app/routes/wallet'),
  member: () => import('@/app/routes/member'),
  promotions: () => import('@/app/routes/promotions'),
  messages: () => import('@/app/routes/messages'),
  agent: () => import('@/app/routes/agent'),
  install: () => import('@/app/routes/install'),
};

export type LoadedPage = { Component: ComponentType; prefetch?: PagePrefetch };

export const loadPage = async (feature: Exclude<Feature, 'i18n'>, name: PageName): Promise<LoadedPage> => {
  const part = dictionaryPartOf(feature);
  const [module] = (await Promise.all([routeModules[feature](), part && ensureDictionaryPart(part)])) as [
    { pages: Partial<Record<PageName, ComponentType>>; prefetch?: Partial<Record<PageName, PagePrefetch>> },
    unknown,
  ];
  return { Component: module.pages[name]!, prefetch: module.prefetch?.[name] };
};
