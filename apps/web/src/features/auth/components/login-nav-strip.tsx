import { Link } from 'react-router';
import { HOME_PATH, pathOf } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';

const LINKS = [
  { id: 'home', to: HOME_PATH, label: 'auth.nav.home' },
  { id: 'register', to: pathOf('register'), label: 'auth.nav.register' },
  { id: 'forget', to: pathOf('forget'), label: 'auth.nav.forgot' },
  { id: 'service', to: pathOf('service'), label: 'auth.nav.service' },
] as const;

/** Spec §2 Login: home, register, forgot password, customer service. */
export function LoginNavStrip() {
  const t = useT();
  return (
    <nav className="auth-nav-strip" aria-label={t('auth.nav.label')}>
      {LINKS.map((link) => (
        <Link key={link.id} to={link.to} data-testid={`login-nav-${link.id}`}>
          {t(link.label)}
        </Link>
      ))}
    </nav>
  );
}
