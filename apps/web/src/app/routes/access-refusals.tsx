import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Dialog, Toast } from '@/components/ui/feedback';
import { HOME_PATH, pageTitleKey, pathOf } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { hasHistory } from '@/app/layout/history';
import { usePageName } from '@/app/layout/use-page-name';

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

/**
 * A page the merchant switched off (its whitelabel flag in the route table), opened from a typed
 * address, a bookmark or an old link: no menu leads here. It says so where the page would be,
 * under the page's own title, with the way home. Not a silent redirect home: the player asked for
 * this page and would take a sudden home page for a broken link; nor a login, which would not help.
 */
export function SwitchedOff() {
  const t = useT();
  const name = usePageName();
  const navigate = useNavigate();
  return (
    <section className="page" data-testid="page-unavailable">
      <h1 className="visually-hidden">{t(pageTitleKey(name))}</h1>
      <EmptyState description={t('common.unavailable')}>
        <Button color="primary" data-testid="unavailable-home" onClick={() => void navigate(HOME_PATH, { replace: true })}>
          {t('common.backHome')}
        </Button>
      </EmptyState>
    </section>
  );
}

/**
 * Spec §6: a page whose promotion the merchant has off (invite friends without REFERRAL) says
 * contact_service where the page would be, announced, with the way to customer service.
 */
export function ContactService() {
  const t = useT();
  const name = usePageName();
  const navigate = useNavigate();
  return (
    <section className="page" data-testid="page-contact-service">
      <h1 className="visually-hidden">{t(pageTitleKey(name))}</h1>
      <EmptyState description={<span role="status">{t('common.contactService')}</span>}>
        <Button color="primary" data-testid="contact-service-open" onClick={() => void navigate(pathOf('service'))}>
          {t('common.contactServiceButton')}
        </Button>
      </EmptyState>
    </section>
  );
}
