import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { StartupGate } from '@/features/startup/components/startup-gate';
import { AppProvider } from '@/app/provider';
import { createAppRouter } from '@/app/router';

export function App() {
  return (
    <AppProvider>
      <GatedRouter />
    </AppProvider>
  );
}

/** The router starts at once (loading the page's code and data) while the gate waits for startup. */
function GatedRouter() {
  const client = useQueryClient();
  const [router] = useState(() => createAppRouter(client));
  return (
    <StartupGate>
      <RouterProvider router={router} />
    </StartupGate>
  );
}
