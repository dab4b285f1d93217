import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, useNavigate, type RouteObject } from 'react-router';
import { LoadFailed } from '@/components/layout/load-failed';
import { ALIAS_REDIRECTS, ROUTES } from '@/config/paths';
import { AppLayout, PageLoading } from '@/app/layout/app-layout';
import type { RouteHandle } from '@/app/layout/use-page-name';
import { AccessGate } from '@/app/routes/access-gate';
import { loadPage } from '@/app/routes/route-modules';

/** A route module that failed to load (e.g. a chunk gone after a deploy): log it, offer a retry. */
function RouteError() {
  const navigate = useNavigate();
  return <LoadFailed onRetry={() => void navigate(0)} />;
}

const aliasRoutes: RouteObject[] = ALIAS_REDIRECTS.map(({ from, to }) => ({
  path: from,
  loader: ({ request }) => redirect(`${to}${new URL(request.url).search}`),
}));

const pageRoutes = (client: QueryClient): RouteObject[] =>
  ROUTES.flatMap((route) =>
    route.paths.map((path) => ({
      path,
      handle: { name: route.name } satisfies RouteHandle,
      lazy: async () => {
        const { Component: Page, prefetch } = await loadPage(route.feature, route.name);
        const Component = () => (
          <AccessGate route={route}>
            <Page />
          </AccessGate>
        );
        // The loader only starts the page's calls; the page renders without waiting for them.
        return { Component, loader: prefetch && (({ request }) => (prefetch(client, new URL(request.url)), null)) };
      },
    })),
  );

export const appRoutes = (client: QueryClient): RouteObject[] => [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [...aliasRoutes, ...pageRoutes(client), { path: '*', lazy: () => import('@/app/routes/unknown-path') }],
  },
];

export const createAppRouter = (client: QueryClient) => createBrowserRouter(appRoutes(client));
export type AppRouter = ReturnType<typeof createAppRouter>;
