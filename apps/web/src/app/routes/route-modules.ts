import type { ComponentType } from 'react';
import type { Feature, FeaturePageName, PageName } from '@/config/paths';
import type { PagePrefetch } from '@/app/routes/page-prefetch';

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
  const module = (await routeModules[feature]()) as {
    pages: Partial<Record<PageName, ComponentType>>;
    prefetch?: Partial<Record<PageName, PagePrefetch>>;
  };
  return { Component: module.pages[name]!, prefetch: module.prefetch?.[name] };
};
