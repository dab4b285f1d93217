import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SiteStatus } from '@m/contract';
import { AppProvider } from '@/app/provider';
import { siteStatusQueryOptions } from '@/lib/site-status';

export const createTestQueryClient = (status?: SiteStatus) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (status) client.setQueryData(siteStatusQueryOptions().queryKey, status);
  return client;
};

/** Renders `ui` inside the app's providers, with an empty query cache unless a status is given. */
export function renderWithProviders(ui: ReactElement, { status }: { status?: SiteStatus } = {}) {
  const queryClient = createTestQueryClient(status);
  return { queryClient, ...render(<AppProvider queryClient={queryClient}>{ui}</AppProvider>) };
}

/** Renders `ui` inside the app's providers and a memory router at `path`. */
export function renderWithApp(ui: ReactElement, { path = '/m/home', status }: { path?: string; status?: SiteStatus } = {}) {
  const queryClient = createTestQueryClient(status);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return { queryClient, router, ...render(<AppProvider queryClient={queryClient}><RouterProvider router={router} /></AppProvider>) };
}
