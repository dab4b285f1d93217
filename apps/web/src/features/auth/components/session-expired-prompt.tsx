import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LOGIN_PATH } from '@/config/paths';
import { APP_EVENTS } from '@/lib/events';
import { useT } from '@/lib/i18n/use-t';
import { loginPathReturningTo } from '@/features/auth/redirect';

/**
 * Spec §8: a call answered 401 `login.not.session` has cleared the session (lib/api-client);
 * this asks the user to log in again and brings them back to where they were afterwards.
 * Several calls failing at once open one dialog.
 */
export function SessionExpiredPrompt() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const open = useRef(false);

  const onExpired = useEffectEvent(async () => {
    if (open.current || here.startsWith(LOGIN_PATH)) return;
    open.current = true;
    const from = here;
    // The dialog code loads only when a session actually expires, not with the first paint.
    const { Dialog } = await import('@/components/ui/feedback');
    const logIn = await Dialog.confirm({
      content: <span data-testid="session-expired">{t('error.login.not.session')}</span>,
      confirmText: t('common.login'),
      cancelText: t('common.cancel'),
    });
    open.current = false;
    if (logIn) await navigate(loginPathReturningTo(from));
  });

  useEffect(() => {
    const listener = () => void onExpired();
    window.addEventListener(APP_EVENTS.sessionExpired, listener);
    return () => window.removeEventListener(APP_EVENTS.sessionExpired, listener);
  }, []);

  return null;
}
