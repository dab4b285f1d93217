import { lazy, Suspense, useState } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { useSiteInfo } from '@/lib/site-status';

const ServiceList = lazy(() => import('@/components/service/service-list'));

/** Spec §2 floating customer-service panel (live chat, Telegram, Facebook from the site status). */
export function ServicePanel() {
  const t = useT();
  const entries = useSiteInfo()?.customerService ?? [];
  const [open, setOpen] = useState(false);
  if (entries.length === 0) return null;
  return (
    <div className="service-panel" data-testid="service-panel" data-open={open}>
      {open && (
        <Suspense fallback={null}>
          <ServiceList entries={entries} onDone={() => setOpen(false)} />
        </Suspense>
      )}
      <button
        type="button"
        className="service-toggle"
        data-testid="service-toggle"
        aria-expanded={open}
        aria-label={t('service.title')}
        onClick={() => setOpen(!open)}
      >
        <svg className="icon" viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" aria-hidden="true">
          <path d="M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1zm16 0h-3v5h2a1 1 0 0 0 1-1zM17 19c0 1.5-2 2.5-5 2.5" />
        </svg>
      </button>
    </div>
  );
}
