import { useNavigate } from 'react-router';
import { confirmLogout } from '@/components/logout-confirm';
import { Button } from '@/components/ui/button';
import { List } from '@/components/ui/list';
import { pathOf } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { useSession } from '@/lib/session';
import '@/features/member/components/settings.css';

/** Spec §2 Settings (members only, by the route table): change password and sign out. */
export function SettingsPage() {
  const t = useT();
  const navigate = useNavigate();
  const session = useSession();
  return (
    <section className="page settings-page" data-testid="page-set">
      <h1 className="visually-hidden">{t('page.set.title')}</h1>
      <List>
        <List.Item extra={<span className="settings-account" data-testid="settings-account">{session?.userName}</span>}>{t('settings.account')}</List.Item>
        <List.Item clickable data-testid="settings-change-password" onClick={() => void navigate(pathOf('changePsw'))}>
          {t('page.changePsw.title')}
        </List.Item>
      </List>
      <div className="settings-actions">
        <Button block color="danger" size="large" data-testid="settings-logout" onClick={() => void confirmLogout(t)}>
          {t('settings.signOut')}
        </Button>
      </div>
    </section>
  );
}
