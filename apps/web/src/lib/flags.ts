import type { WhitelabelFlag } from '@m/contract';
import { ROUTE_FLAGS, SITE_SWITCHES, routeNamedSwitchedOn, siteSwitchesOf, type ExtraRouteName, type RouteFlags, type RouteName, type SiteSwitch } from '@/config/paths';
import { useSiteInfo, useWhitelabel } from '@/lib/site-status';

/** Whether the merchant's whitelabel switches `name` on; off until the site status is known. */
export const useFlag = (name: WhitelabelFlag): boolean => useWhitelabel()?.[name] === true;

/** Several switches at once, for a table of flag-gated entries (each off until the site status is known). */
export function useFlags<F extends WhitelabelFlag>(names: readonly F[]): Partial<Record<F, boolean>> {
  const whitelabel = useWhitelabel();
  return Object.fromEntries(names.map((name) => [name, whitelabel?.[name] === true])) as Partial<Record<F, boolean>>;
}

const isSiteSwitch = (flag: string): flag is SiteSwitch => (SITE_SWITCHES as readonly string[]).includes(flag);
const WHITELABEL_ROUTE_FLAGS = ROUTE_FLAGS.filter((flag): flag is WhitelabelFlag => !isSiteSwitch(flag));

/** Whether the merchant has the site-settings switch `key` on (REFERRAL: invite friends); off until the site status is known. */
export const useSiteSwitch = (key: SiteSwitch): boolean => {
  const info = useSiteInfo();
  return info ? siteSwitchesOf(info)[key] : false;
};

/** The switches of the route table's pages (config/paths.ts `flag`), for the gate and for menus of entries. */
export function useRouteFlags(): RouteFlags {
  const whitelabel = useFlags(WHITELABEL_ROUTE_FLAGS);
  const info = useSiteInfo();
  return { ...whitelabel, ...(info ? siteSwitchesOf(info) : {}) };
}

/** Whether the merchant has the page `name` (its route-table flag is on): an entry to it shows only then. */
export const useRouteSwitchedOn = (name: RouteName | ExtraRouteName): boolean => routeNamedSwitchedOn(name, useRouteFlags());
