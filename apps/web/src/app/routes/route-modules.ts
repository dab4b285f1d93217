import type { ComponentType } from 'react';
import type { Feature, FeaturePageName, PageName } from '@/config/paths';
import type { PagePrefetch } from '@/app/routes/page-prefetch';
import { dictionaryPartOf } from '@/config/dictionary-parts';
import { routeModuleOf, type OwnPageModule } from '@/config/route-modules';
import { ensureDictionaryPart } from '@/lib/i18n/language-store';

type PagesModule<F extends Feature> = {
  pages: Partial<Record<FeaturePageName<F>, ComponentType>>;
  prefetch?: Partial<Record<FeaturePageName<F>, PagePrefetch>>;
};

/** One lazily loaded chunk per feature, holding that feature's pages (less those in a chunk of their own). */
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
  fairness: () => import('@/app/routes/fairness'),
  sportsbook: () => import('@/app/routes/sportsbook'),
  'live-tables': () => import('@/app/routes/live-tables'),
  pvp: () => import('@/app/routes/pvp'),
};

/** The pages in a chunk of their own (`config/route-modules.ts`). */
const ownPageModules: Record<OwnPageModule, () => Promise<PagesModule<Feature>>> = {
  login: () => import('@/app/routes/login'),
  'launch-game': () => import('@/app/routes/launch-game'),
};

export type LoadedPage = { Component: ComponentType; prefetch?: PagePrefetch };

export const loadPage = async (feature: Exclude<Feature, 'i18n'>, name: PageName): Promise<LoadedPage> => {
  const part = dictionaryPartOf(feature);
  const moduleName = routeModuleOf({ name, feature });
  const load = moduleName === feature ? routeModules[feature] : ownPageModules[moduleName as OwnPageModule];
  const [module] = (await Promise.all([load(), part && ensureDictionaryPart(part)])) as [
    { pages: Partial<Record<PageName, ComponentType>>; prefetch?: Partial<Record<PageName, PagePrefetch>> },
    unknown,
  ];
  return { Component: module.pages[name]!, prefetch: module.prefetch?.[name] };
};
