import '@/components/ui/bootstrap';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { applyDeviceClasses } from '@/lib/device';
import { createQueryClient } from '@/lib/query-client';
import { persistQueries } from '@/lib/query-persistence';
import { seedBootStatus } from '@/lib/site-status';
import { yieldToMain } from '@/lib/yield-to-main';
import { App } from '@/app/app';
import { startPage } from '@/app/router';
import { tableRouteAt } from '@/app/routes/route-names';
import '@/styles/global.css';
import '@/styles/accessibility.css';

// Each step is its own task (validating the page's status, starting the page, the first render),
// so none of them blocks input for long; the first page's code and data start before React renders.
async function start() {
  applyDeviceClasses();
  // The CSP forbids eval: without this zod tries `new Function` once (a CSP violation) before parsing without it.
  // zod reads this global when it loads (it loads later, with the first schema a page needs), so the app sets it without importing zod.
  const zodGlobal = globalThis as { __zod_globalConfig?: object };
  Object.assign((zodGlobal.__zod_globalConfig ??= {}), { jitless: true });
  const client = persistQueries(createQueryClient());
  await yieldToMain();
  seedBootStatus(client);
  await yieldToMain();
  const firstPage = tableRouteAt(window.location.pathname);
  if (firstPage) void startPage(firstPage, client, new URL(window.location.href)).catch(() => undefined);
  await yieldToMain();
  const root = createRoot(document.getElementById('root')!);
  // A transition lets React yield to the browser while it builds the first screen.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={client} />
      </StrictMode>,
    );
  });
}

void start();
