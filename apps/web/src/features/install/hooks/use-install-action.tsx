import { useCallback } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { isIos, isIosSafari } from '@/features/install/environment';
import { openAppDownload, promptInstall } from '@/features/install/store/install-prompt';

/** Spec §4: on iOS outside Safari a notice says to download with Safari. */
export async function alertUseSafari(text: string, confirmText: string) {
  const { Dialog } = await import('@/components/ui/feedback');
  await Dialog.alert({ content: <span data-testid="ios-safari-alert">{text}</span>, confirmText });
}

/**
 * The download bar's install button: iOS outside Safari is told to use Safari; a browser that
 * offers to install the web app shows its prompt; otherwise the app-download popup opens.
 */
export function useInstallAction() {
  const t = useT();
  return useCallback(async () => {
    const userAgent = navigator.userAgent;
    if (isIos(userAgent) && !isIosSafari(userAgent)) {
      await alertUseSafari(t('install.useSafari'), t('common.gotIt'));
      return;
    }
    if (!(await promptInstall())) openAppDownload();
  }, [t]);
}
