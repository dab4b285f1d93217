import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { StartupGate } from '@/features/startup/components/startup-gate';
import { AppProvider } from '@/app/provider';
import type { AppRouter } from '@/app/router';

export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <AppProvider queryClient={queryClient}>
      <StartupGate>
        <RouterProvider router={router} />
      </StartupGate>
    </AppProvider>
  );
}
