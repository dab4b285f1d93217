import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { accessVerdict } from '@/config/access';
import { HOME_PATH, accessRuleOf, type RouteDefinition } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { useSession } from '@/lib/session';
import { hasHistory } from '@/app/layout/history';
import { loginPathReturningTo } from '@/features/auth/redirect';

const useHere = () => {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
};

/** Spec §6 free_reject: the message, then home. */
function FreeReject() {
  const t = useT();
  const navigate = useNavigate();
  useEffect(() => {
    // The message code loads only when a trial account is refused, not with the first paint.
    void import('@/components/ui/feedback').then(({ Toast }) =>
      Toast.show({ content: <span data-testid="free-reject">{t('auth.freeReject')}</span> }));
    void navigate(HOME_PATH, { replace: true });
  }, [navigate, t]);
  return null;
}

/** Spec §2 member centre: a guest gets the login dialog; logging in comes back here, cancelling goes back (home without history). */
function LoginDialog() {
  const t = useT();
  const navigate = useNavigate();
  const loginPath = loginPathReturningTo(useHere());
  useEffect(() => {
    let open = true;
    let close: (() => void) | undefined;
    void import('@/components/ui/feedback').then(({ Dialog }) => {
      if (!open) return;
      close = Dialog.show({
        content: <span data-testid="login-dialog">{t('common.pleaseLogin')}</span>,
        closeOnAction: true,
        actions: [[
          { key: 'cancel', text: <span data-testid="login-dialog-cancel">{t('common.cancel')}</span>, onClick: () => void (hasHistory() ? navigate(-1) : navigate(HOME_PATH, { replace: true })) },
          { key: 'login', text: <span data-testid="login-dialog-login">{t('common.login')}</span>, bold: true, onClick: () => void navigate(loginPath, { replace: true }) },
        ]],
      }).close;
    });
    return () => {
      open = false;
      close?.();
    };
  }, [loginPath, navigate, t]);
  return (
    <section className="page" data-testid="login-required">
      <EmptyState description={t('common.pleaseLogin')}>
        <Button color="primary" onClick={() => void navigate(loginPath, { replace: true })}>{t('common.login')}</Button>
      </EmptyState>
    </section>
  );
}

/**
 * The one guard of the app: the route table says who may open a page (config/paths.ts), this
 * shows the page or the refusal. The verdict is taken when the page is entered; a session that
 * ends while the page is open is the session-expired prompt's business.
 */
export function AccessGate({ route, children }: { route: RouteDefinition; children: ReactNode }) {
  const location = useLocation();
  const memberType = useSession()?.type ?? null;
  const here = useHere();
  const [entry, setEntry] = useState({ key: location.key, memberType });
  if (entry.key !== location.key) setEntry({ key: location.key, memberType });

  switch (accessVerdict(accessRuleOf(route, new URLSearchParams(location.search)), entry.memberType)) {
    case 'allow':
      return children;
    case 'guest-login':
      return <Navigate to={loginPathReturningTo(here)} replace />;
    case 'guest-login-dialog':
      return <LoginDialog />;
    case 'guest-home':
    case 'not-agent':
      return <Navigate to={HOME_PATH} replace />;
    case 'free-reject':
      return <FreeReject />;
  }
}
