import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { ErrorBoundary } from '@/components/layout/error-boundary';
import { DotLoading } from '@/components/ui/dot-loading';
import { AppFooter } from '@/app/layout/footer';
import { AppHeader } from '@/app/layout/header';
import { LAYOUT_RULES } from '@/app/layout/layout-rules';
import { PageTransition } from '@/app/layout/page-transition';
import { TabBar } from '@/app/layout/tab-bar';
import { useDocumentTitle } from '@/app/layout/use-document-title';
import { useMemberEvents } from '@/app/layout/use-member-events';
import { usePageName } from '@/app/layout/use-page-name';
import { AppDownloadHost } from '@/features/install/components/app-download-host';
import { ReferralDialogHost } from '@/features/promotions/components/referral-dialog-host';
import { SessionExpiredPrompt } from '@/features/auth/components/session-expired-prompt';
import { useSession } from '@/lib/session';

export function PageLoading() {
  return (
    <div className="page-loading" aria-busy="true">
      <DotLoading />
    </div>
  );
}

const reloadPage = () => window.location.reload();

/** Loaded once the page has settled, as the member event stream is: nothing of it is needed for the first paint. */
const RealityCheck = lazy(() => import('@/features/wallet/components/reality-check'));
const REALITY_CHECK_DELAY_MS = 2_000;

/** The reality check (features/wallet), for a signed-in member, a moment after the page has painted. */
function RealityCheckLater() {
  const signedIn = useSession() !== null;
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(true), REALITY_CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return signedIn && settled ? <Suspense fallback={null}><RealityCheck /></Suspense> : null;
}

export function AppLayout() {
  const name = usePageName();
  const rule = LAYOUT_RULES[name];
  useDocumentTitle(name);
  useMemberEvents();
  return (
    <div className={`app-layout page-${name}-layout${rule.tabBar ? ' with-tab-bar' : ''}`}>
      {rule.header.kind !== 'hidden' && <AppHeader name={name} rule={rule.header} />}
      <main className="app-main">
        <PageTransition>
          {/* A page that failed (e.g. its chunk gone after a deploy) offers a reload; the next page starts afresh. */}
          <ErrorBoundary key={name} onReset={reloadPage}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </PageTransition>
        {rule.footer && <AppFooter />}
      </main>
      {rule.tabBar && <TabBar />}
      <AppDownloadHost />
      <ReferralDialogHost />
      <SessionExpiredPrompt />
      <RealityCheckLater />
    </div>
  );
}
