import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { findExtraRoute, type PageName } from '@/config/paths';
import { tableRouteAt } from '@/app/routes/route-names';

/** The page on screen: the route table's page at the path, else the extra route of the path, else not-found. */
export function usePageName(): PageName {
  const { pathname } = useLocation();
  return useMemo(() => tableRouteAt(pathname)?.name ?? findExtraRoute(pathname)?.name ?? 'not-found', [pathname]);
}
