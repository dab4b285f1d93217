import { routeNamedReachable, type RouteFlags, type RouteName } from '@/config/paths';

/**
 * An entry of a menu: a page to open, or another action (`Action`, e.g. the app-download popup).
 * An entry to a page shows only while the page is switched on: its whitelabel flag is the route
 * table's (config/paths.ts), never a copy kept here. `when` adds a condition on the menu's context.
 */
export type GatedEntry<Context, Action extends string = never> = {
  id: string;
  /** Translation key of the label. */
  label: string;
  action: { route: RouteName } | Action;
  /** Shown only when this holds. */
  when?: (context: Context) => boolean;
};

/** What every menu's context carries: the merchant's switches of the route table's pages. */
export type FlagContext = { flags: RouteFlags };

/** Whether the page an entry opens (if it opens one) is switched on, or says what to do when off. */
const actionSwitchedOn = (action: { route: RouteName } | string, flags: RouteFlags): boolean =>
  typeof action !== 'object' || routeNamedReachable(action.route, flags);

/** The entries `context` shows, in the table's order. */
export const visibleEntries = <Context extends FlagContext, Entry extends GatedEntry<Context, string>>(
  entries: readonly Entry[],
  context: Context,
): Entry[] => entries.filter((entry) => actionSwitchedOn(entry.action, context.flags) && (!entry.when || entry.when(context)));
