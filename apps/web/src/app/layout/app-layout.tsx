import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { DotLoading } from '@/components/ui/dot-loading';
import { AppFooter } from '@/app/layout/footer';
import { AppHeader } from '@/app/layout/header';
import { LAYOUT_RULES } from '@/app/layout/layout-rules';
import { PageTransition } from '@/app/layout/page-transition';
import { TabBar } from '@/app/layout/tab-bar';
import { useDocumentTitle } from '@/app/layout/use-document-title';
import { useLiveBalance } from '@/app/layout/use-live-balance';
import { usePageName } from '@/app/layout/use-page-name';
import { AppDownloadHost } from '@/features/install/components/app-download-host';
import { SessionExpiredPrompt } from '@/features/auth/components/session-expired-prompt';

export function PageLoading() {
  return (
    <div className="page-loading" aria-busy="true">
      <DotLoading />
    </div>
  );
}

export function AppLayout() {
  const name = usePageName();
  const rule = LAYOUT_RULES[name];
  useDocumentTitle(name);
  useLiveBalance();
  return (
    <div className={`app-layout page-${name}-layout${rule.tabBar ? ' with-tab-bar' : ''}`}>
      {rule.header.kind !== 'hidden' && <AppHeader name={name} rule={rule.header} />}
      <main className="app-main">
        <PageTransition>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </PageTransition>
        {rule.footer && <AppFooter />}
      </main>
      {rule.tabBar && <TabBar />}
      <AppDownloadHost />
      <SessionExpiredPrompt />
    </div>
  );
}
