import type { Feature, PageName } from '@/config/paths';

/**
 * Pages in a chunk of their own rather than their feature's: first screens of a visit (sign-in) and
 * pages whose code the rest of their feature does not share (the game launcher checks its URL with
 * the contract, so its chunk brings zod, which the game list's first paint does without).
 * The value names the module under `app/routes/`.
 */
export const OWN_PAGE_MODULES = { login: 'login', launchGame: 'launch-game' } as const satisfies Partial<Record<PageName, string>>;

export type OwnPageModule = (typeof OWN_PAGE_MODULES)[keyof typeof OWN_PAGE_MODULES];

/** The module under `app/routes/` that holds a route's page: its own, else its feature's. */
export const routeModuleOf = (route: { name: string; feature: Feature }): OwnPageModule | Feature =>
  (OWN_PAGE_MODULES as Partial<Record<string, OwnPageModule>>)[route.name] ?? route.feature;
