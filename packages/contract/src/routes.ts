/**
 * Alternative paths of the spec's route table that lead to a canonical route.
 * The server redirects them; the web router maps them too (for in-app links and the dev server).
 */
export const ROUTE_ALIASES: Readonly<Record<string, string>> = {
  '/': '/m/home',
  '/m': '/m/home',
  '/m/': '/m/home',
  '/m/index': '/m/home',
  '/m/index.html': '/m/home',
  '/register.html': '/m/register',
  '/m/register.html': '/m/register',
};

/** A page path as the router matches it: '/m/home/' is '/m/home' (the root stays '/'). */
export const trimTrailingSlash = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Home paths for the menu-click rule: a click elsewhere first goes home. */
export const HOME_PATHS: readonly string[] = ['/', '/m/', '/m/home', '/m/index', '/m/index.html'];
