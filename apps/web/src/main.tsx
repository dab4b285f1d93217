import '@/components/ui/bootstrap';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyDeviceClasses } from '@/lib/device';
import { App } from '@/app/app';
import '@/styles/global.css';

applyDeviceClasses();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
