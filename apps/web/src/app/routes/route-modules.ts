import type { ComponentType } from 'react';
import type { Feature, FeaturePageName, PageName } from '@/config/paths';

type PagesModule<F extends Feature> = { pages: Record<FeaturePageName<F>, ComponentType> };

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

export const loadPage = async (feature: Exclude<Feature, 'i18n'>, name: PageName): Promise<ComponentType> => {
  const module = await routeModules[feature]();
  return (module.pages as Partial<Record<PageName, ComponentType>>)[name]!;
};
