import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { LoadFailed } from '@/components/layout/load-failed';
import { DotLoading } from '@/components/ui/dot-loading';
import { resolveInitialLanguage } from '@/lib/i18n/initial-language';
import { applyLanguage, readStoredLanguage, useLanguageStore } from '@/lib/i18n/language-store';
import { useSiteStatus } from '@/lib/site-status';
import { MaintenanceScreen } from '@/features/startup/components/maintenance-screen';
import { RegionBlockedScreen } from '@/features/startup/components/region-blocked-screen';

/**
 * Spec §4 startup: language, then site status; maintenance wins over the region block,
 * and only a site that is neither reaches the app.
 */
export function StartupGate({ children }: { children: ReactNode }) {
  const status = useSiteStatus();
  const languageReady = useLanguageStore((state) => state.dictionary !== null);
  const info = status.data?.info;

  useEffect(() => {
    const stored = readStoredLanguage();
    if (info) void applyLanguage(resolveInitialLanguage(stored, info));
    // Without the merchant's settings there is still a retry message to translate.
    else if (status.isError) void applyLanguage(stored ?? 'EN');
  }, [info, status.isError]);

  const verdict = !languageReady || status.isPending ? 'loading' : status.isError ? 'failed' : status.data.maintenance ? 'maintenance' : status.data.regionRestriction ? 'region' : 'open';
  // The app behind the gate is built in the background (a transition React can pause), so its
  // first render is not one long task that holds the page still.
  const shown = useDeferredValue(verdict);

  if (shown === 'loading') {
    return (
      <div className="startup-loading" aria-busy="true">
        <DotLoading />
      </div>
    );
  }
  if (shown === 'failed') return <LoadFailed onRetry={() => void status.refetch()} />;
  if (shown === 'maintenance') return <MaintenanceScreen />;
  if (shown === 'region') return <RegionBlockedScreen />;
  return children;
}
