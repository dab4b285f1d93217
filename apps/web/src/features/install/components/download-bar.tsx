import { useState } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { downloadBarHidden } from '@/features/install/download-links';
import { needsOldIosTip, readInstallEnvironment } from '@/features/install/environment';
import { useDownloadLinks } from '@/features/install/hooks/use-download-links';
import { useInstallAction } from '@/features/install/hooks/use-install-action';
import { closeDownloadBar, useInstallStore } from '@/features/install/store/install-prompt';
import '@/features/install/components/install.css';

const FALLBACK_ICON = '/m/icons/icon-192.png';

/** Spec §2/§4 download bar: app icon, what installing gives (no bonus: none is paid for it), install and close (remembered). */
export function DownloadBar() {
  const t = useT();
  const [environment] = useState(readInstallEnvironment);
  const links = useDownloadLinks();
  const closed = useInstallStore((state) => state.barClosed);
  const install = useInstallAction();
  const hidden = downloadBarHidden(environment, links, closed);
  if (hidden) return null;
  return (
    <aside className="download-bar" data-testid="download-bar" aria-label={t('install.title')}>
      <img className="download-bar-icon" src={links.icon ?? FALLBACK_ICON} alt="" width={40} height={40} />
      <div className="download-bar-text">
        <strong>{t('install.title')}</strong>
        <span data-testid="download-bar-benefit">{t('install.benefit')}</span>
        {needsOldIosTip(environment.userAgent) && <span className="download-bar-tip" data-testid="download-bar-tip">{t('install.oldIosTip')}</span>}
      </div>
      <button type="button" className="download-bar-install" data-testid="download-bar-install" onClick={() => void install()}>
        {t('install.install')}
      </button>
      <button type="button" className="download-bar-close" data-testid="download-bar-close" aria-label={t('common.close')} onClick={closeDownloadBar}>
        ×
      </button>
    </aside>
  );
}
