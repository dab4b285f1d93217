import { Dialog, Toast } from '@/components/ui/feedback';
import type { Translate } from '@/lib/i18n/translate';
import { logout, type LogoutOptions } from '@/lib/logout';

/** Logout loading message: shown until the page reloads, at most this long. */
const LOGOUT_LOADING_MS = 10_000;

/** Spec §4 logout: 'Are you sure you want to logout?' with cancel and confirm; on confirm a loading message. */
export async function confirmLogout(t: Translate, options: LogoutOptions = {}): Promise<void> {
  const confirmed = await Dialog.confirm({
    content: t('logout.confirm'),
    cancelText: t('common.cancel'),
    confirmText: t('common.confirm'),
  });
  if (!confirmed) return;
  Toast.show({ icon: 'loading', content: t('common.pleaseWait'), duration: LOGOUT_LOADING_MS, maskClickable: false });
  await logout(options);
}
