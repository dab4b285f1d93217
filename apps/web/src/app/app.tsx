import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { StartupGate } from '@/features/startup/components/startup-gate';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient}>
      <StartupGate>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </StartupGate>
    </AppProvider>
  );
}
