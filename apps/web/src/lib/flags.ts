import type { WhitelabelFlag } from '@m/contract';
import { PROMOTION_SWITCHES, ROUTE_FLAGS, routeNamedSwitchedOn, type ExtraRouteName, type PromotionSwitch, type RouteFlags, type RouteName } from '@/config/paths';
import { useSiteInfo, useWhitelabel } from '@/lib/site-status';

/** Whether the merchant's whitelabel switches `name` on; off until the site status is known. */
export const useFlag = (name: WhitelabelFlag): boolean => useWhitelabel()?.[name] === true;

/** Several switches at once, for a table of flag-gated entries (each off until the site status is known). */
export function useFlags<F extends WhitelabelFlag>(names: readonly F[]): Partial<Record<F, boolean>> {
  const whitelabel = useWhitelabel();
  return Object.fromEntries(names.map((name) => [name, whitelabel?.[name] === true])) as Partial<Record<F, boolean>>;
}

const isPromotionSwitch = (flag: string): flag is PromotionSwitch => (PROMOTION_SWITCHES as readonly string[]).includes(flag);
const WHITELABEL_ROUTE_FLAGS = ROUTE_FLAGS.filter((flag): flag is WhitelabelFlag => !isPromotionSwitch(flag));

/** Whether the merchant has the promotion `key` of its site settings on (REFERRAL: invite friends); off until the site status is known. */
export const usePromotionSwitch = (key: PromotionSwitch): boolean =>
  useSiteInfo()?.promotions.some((promotion) => promotion.key === key && promotion.enabled) === true;

/** The switches of the route table's pages (config/paths.ts `flag`), for the gate and for menus of entries. */
export function useRouteFlags(): RouteFlags {
  const whitelabel = useFlags(WHITELABEL_ROUTE_FLAGS);
  const promotions = useSiteInfo()?.promotions;
  const switched = Object.fromEntries(PROMOTION_SWITCHES.map((key) => [key, promotions?.some((promotion) => promotion.key === key && promotion.enabled) === true]));
  return { ...whitelabel, ...switched };
}

/** Whether the merchant has the page `name` (its route-table flag is on): an entry to it shows only then. */
export const useRouteSwitchedOn = (name: RouteName | ExtraRouteName): boolean => routeNamedSwitchedOn(name, useRouteFlags());
