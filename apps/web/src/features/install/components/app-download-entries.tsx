import { useState } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { useFlag } from '@/lib/flags';
import { appDownloadEntries, type AppDownloadEntry } from '@/features/install/download-links';
import { isIos, isIosSafari } from '@/features/install/environment';
import { useDownloadLinks } from '@/features/install/hooks/use-download-links';
import { alertUseSafari } from '@/features/install/hooks/use-install-action';
import { IosGuide } from '@/features/install/components/ios-guide';

const LABEL: Record<AppDownloadEntry, { title: string; hint: string }> = {
  android: { title: 'install.android', hint: 'install.androidHint' },
  ios: { title: 'install.ios', hint: 'install.iosHint' },
  profile: { title: 'install.profile', hint: 'install.profileHint' },
};

/** The download choices of spec §2 "App-download popup"; the profile is followed by its install guide. */
export function AppDownloadEntries() {
  const t = useT();
  const links = useDownloadLinks();
  const webClip = useFlag('WEBCLIP');
  const [guide, setGuide] = useState<'profile' | 'homeScreen' | null>(null);
  const userAgent = navigator.userAgent;
  const entries = appDownloadEntries({ userAgent }, links, webClip);

  const open = async (entry: AppDownloadEntry) => {
    if (entry !== 'android' && isIos(userAgent) && !isIosSafari(userAgent)) {
      await alertUseSafari(t('install.useSafari'), t('common.gotIt'));
      return;
    }
    const link = links[entry];
    if (!link) return;
    window.location.assign(link);
    if (entry === 'profile') setGuide('profile');
  };

  if (guide) return <IosGuide kind={guide} onDone={() => setGuide(null)} />;
  return (
    <>
      <ul className="app-download-entries">
        {entries.map((entry) => (
          <li key={entry}>
            <button type="button" className="app-download-entry" data-testid={`app-download-${entry}`} onClick={() => void open(entry)}>
              <strong>{t(LABEL[entry].title)}</strong>
              <span>{t(LABEL[entry].hint)}</span>
            </button>
          </li>
        ))}
      </ul>
      {entries.length === 0 && <p className="app-download-none">{t('install.noDownload')}</p>}
      {isIosSafari(userAgent) && (
        <button type="button" className="app-download-guide-link" data-testid="app-download-guide" onClick={() => setGuide('homeScreen')}>
          {t('install.guideLink')}
        </button>
      )}
    </>
  );
}
