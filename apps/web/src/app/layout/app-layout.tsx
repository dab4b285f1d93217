import { Suspense } from 'react';
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
import { SessionExpiredPrompt } from '@/features/auth/components/session-expired-prompt';
import { RealityCheck } from '@/features/wallet/components/reality-check';

export function PageLoading() {
  return (
    <div className="page-loading" aria-busy="true">
      <DotLoading />
    </div>
  );
}

const reloadPage = () => window.location.reload();

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
      <SessionExpiredPrompt />
      <RealityCheck />
    </div>
  );
}
