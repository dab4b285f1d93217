import type { WhitelabelFlag } from '@m/contract';
import { ROUTE_FLAGS, routeNamedSwitchedOn, type ExtraRouteName, type RouteFlags, type RouteName } from '@/config/paths';
import { useWhitelabel } from '@/lib/site-status';

/** Whether the merchant's whitelabel switches `name` on; off until the site status is known. */
export const useFlag = (name: WhitelabelFlag): boolean => useWhitelabel()?.[name] === true;

/** Several switches at once, for a table of flag-gated entries (each off until the site status is known). */
export function useFlags<F extends WhitelabelFlag>(names: readonly F[]): Partial<Record<F, boolean>> {
  const whitelabel = useWhitelabel();
  return Object.fromEntries(names.map((name) => [name, whitelabel?.[name] === true])) as Partial<Record<F, boolean>>;
}

/** The switches of the route table's pages (config/paths.ts `flag`), for the gate and for menus of entries. */
export const useRouteFlags = (): RouteFlags => useFlags(ROUTE_FLAGS);

/** Whether the merchant has the page `name` (its route-table flag is on): an entry to it shows only then. */
export const useRouteSwitchedOn = (name: RouteName | ExtraRouteName): boolean => routeNamedSwitchedOn(name, useRouteFlags());
