import { lazy, Suspense } from 'react';
import { useInstallStore } from '@/features/install/store/install-prompt';

const AppDownloadPopup = lazy(() => import('@/features/install/components/app-download-popup'));

/** Mounted once by the layout: the app-download popup, wherever it was asked for. */
export function AppDownloadHost() {
  const open = useInstallStore((state) => state.popupOpen);
  return open ? (
    <Suspense fallback={null}>
      <AppDownloadPopup />
    </Suspense>
  ) : null;
}
