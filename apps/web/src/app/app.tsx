import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { StartupGate } from '@/features/startup/components/startup-gate';
import { AppProvider } from '@/app/provider';
import { createAppRouter } from '@/app/router';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProvider>
      <StartupGate>
        <RouterProvider router={router} />
      </StartupGate>
    </AppProvider>
  );
}
