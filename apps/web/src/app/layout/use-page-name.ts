import { useLocation, useMatches } from 'react-router';
import { findExtraRoute, type PageName } from '@/config/paths';

export type RouteHandle = { name: PageName };

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && 'name' in handle;

/** The page on screen: the matched route's name, else the extra route of the path, else not-found. */
export function usePageName(): PageName {
  const matches = useMatches();
  const { pathname } = useLocation();
  const handle = matches.at(-1)?.handle;
  if (isRouteHandle(handle)) return handle.name;
  return findExtraRoute(pathname)?.name ?? 'not-found';
}
