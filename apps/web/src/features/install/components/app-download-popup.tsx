import { Popup } from '@/components/ui/popup';
import { useT } from '@/lib/i18n/use-t';
import { AppDownloadEntries } from '@/features/install/components/app-download-entries';
import { closeAppDownload } from '@/features/install/store/install-prompt';
import '@/features/install/components/install.css';

/** Spec §2 app-download popup (Android, iOS, profile). */
export default function AppDownloadPopup() {
  const t = useT();
  return (
    <Popup visible position="bottom" onMaskClick={closeAppDownload} onClose={closeAppDownload} bodyClassName="app-download-popup" aria-label={t('install.title')}>
      <div data-testid="app-download-popup">
        <h2 className="app-download-title">{t('install.title')}</h2>
        <AppDownloadEntries />
      </div>
    </Popup>
  );
}
