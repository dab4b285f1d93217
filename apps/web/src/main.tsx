import '@/components/ui/bootstrap';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { applyDeviceClasses } from '@/lib/device';
import { App } from '@/app/app';
import '@/styles/global.css';

applyDeviceClasses();

const root = createRoot(document.getElementById('root')!);
// A transition lets React yield to the browser while it builds the first screen (no long task).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
