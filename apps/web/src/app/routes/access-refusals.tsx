import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Dialog, Toast } from '@/components/ui/feedback';
import { HOME_PATH } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { hasHistory } from '@/app/layout/history';

/** Spec §6 free_reject: the message, then home. */
export function FreeReject() {
  const t = useT();
  const navigate = useNavigate();
  useEffect(() => {
    Toast.show({ content: <span data-testid="free-reject">{t('auth.freeReject')}</span> });
    void navigate(HOME_PATH, { replace: true });
  }, [navigate, t]);
  return null;
}

/** Spec §2 member centre: a guest gets the login dialog; logging in comes back here, cancelling goes back (home without history). */
export function LoginDialog({ loginPath }: { loginPath: string }) {
  const t = useT();
  const navigate = useNavigate();
  useEffect(() => {
    const { close } = Dialog.show({
      content: <span data-testid="login-dialog">{t('common.pleaseLogin')}</span>,
      closeOnAction: true,
      actions: [[
        { key: 'cancel', text: <span data-testid="login-dialog-cancel">{t('common.cancel')}</span>, onClick: () => void (hasHistory() ? navigate(-1) : navigate(HOME_PATH, { replace: true })) },
        { key: 'login', text: <span data-testid="login-dialog-login">{t('common.login')}</span>, bold: true, onClick: () => void navigate(loginPath, { replace: true }) },
      ]],
    });
    return close;
  }, [loginPath, navigate, t]);
  return (
    <section className="page" data-testid="login-required">
      <EmptyState description={t('common.pleaseLogin')}>
        <Button color="primary" onClick={() => void navigate(loginPath, { replace: true })}>{t('common.login')}</Button>
      </EmptyState>
    </section>
  );
}
