import { useT } from '@/lib/i18n/use-t';
import { AppDownloadEntries } from '@/features/install/components/app-download-entries';
import '@/features/install/components/install.css';

/** /m/download: the app-download choices as a page. */
export function DownloadPage() {
  const t = useT();
  return (
    <section className="page download-page" data-testid="page-download">
      <h1 className="page-title">{t('page.download.title')}</h1>
      <img className="download-page-icon" src="/m/icons/icon-192.png" alt="" width={96} height={96} />
      <p className="download-page-benefit" data-testid="download-page-benefit">{t('install.benefit')}</p>
      <AppDownloadEntries />
    </section>
  );
}
