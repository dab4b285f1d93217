import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { ALIAS_REDIRECTS, ROUTES } from '@/config/paths';
import { AppLayout } from '@/app/layout/app-layout';
import { AccessGate } from '@/app/routes/access-gate';
import { loadPage } from '@/app/routes/route-modules';
import type { TableRoute } from '@/app/routes/route-names';

/**
 * The app's routes in React Router's declarative mode: the data router (loaders, actions,
 * fetchers, revalidation) would add about 17 KB gzip to every first paint for features the app
 * does not use. Pages load lazily (React.lazy inside the layout's Suspense, kept on screen by the
 * router's transitions until the next one is ready); a page's prefetch starts its calls at once.
 */

function AliasRedirect({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

/**
 * A route's page behind the gate, loaded on its first render (React.lazy keeps it once loaded). The
 * gate decides once the page's code and texts are here, so a refusal shows in the page's words.
 */
const lazyPage = (route: TableRoute): LazyExoticComponent<ComponentType> =>
  lazy(async () => {
    const { Component: Page } = await loadPage(route.feature, route.name);
    return {
      default: () => (
        <AccessGate route={route}>
          <Page />
        </AccessGate>
      ),
    };
  });

/** Starts a page's code and first calls for `url`: at start for the first page, on each entry after. */
export async function startPage(route: TableRoute, client: QueryClient, url: URL) {
  const { prefetch } = await loadPage(route.feature, route.name);
  prefetch?.(client, url);
}

function RoutePage({ route, page: Page }: { route: TableRoute; page: LazyExoticComponent<ComponentType> }) {
  const client = useQueryClient();
  const location = useLocation();
  // Each entry starts the page's calls for its URL (prefetches already under way or fresh are not repeated).
  useEffect(() => {
    void startPage(route, client, new URL(window.location.href)).catch(() => undefined);
  }, [client, location.key, route]);
  return <Page />;
}

const UnknownPath = lazy(async () => ({ default: (await import('@/app/routes/unknown-path')).Component }));

/** Every path of the route table (matched as `tableRouteAt` matches them), the aliases and the rest. */
const APP_ROUTES: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...ALIAS_REDIRECTS.map(({ from, to }) => ({ path: from, element: <AliasRedirect to={to} /> })),
      ...ROUTES.flatMap((route: TableRoute) => {
        const page = lazyPage(route);
        return route.paths.map((path) => ({ path, element: <RoutePage route={route} page={page} /> }));
      }),
      { path: '*', element: <UnknownPath /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(APP_ROUTES);
}
