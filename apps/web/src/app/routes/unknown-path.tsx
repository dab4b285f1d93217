import { lazy } from 'react';
import { useLocation } from 'react-router';
import { EXTRA_ROUTES, findExtraRoute, type ExtraRouteName } from '@/config/paths';
import { AccessGate } from '@/app/routes/access-gate';
import { loadPage } from '@/app/routes/route-modules';
import { NotFoundPage } from '@/app/routes/not-found';

const extraPages = Object.fromEntries(
  EXTRA_ROUTES.map((route) => [route.name, lazy(async () => ({ default: (await loadPage(route.feature, route.name)).Component }))]),
) as Record<ExtraRouteName, ReturnType<typeof lazy>>;

/** Paths outside the route table: an extra route when listed, else not found. */
export function Component() {
  const { pathname } = useLocation();
  const extra = findExtraRoute(pathname);
  if (!extra) return <NotFoundPage />;
  const Page = extraPages[extra.name];
  return (
    <AccessGate route={extra}>
      <Page />
    </AccessGate>
  );
}
