import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { BackIcon, MenuIcon } from '@/components/icons';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { HOME_PATH, LOGIN_PATH, pageTitleKey, pathOf, type PageName } from '@/config/paths';
import { LanguageSwitch } from '@/features/i18n/components/language-switch';
import { useFlag } from '@/lib/flags';
import { useT } from '@/lib/i18n/use-t';
import { useSession } from '@/lib/session';
import { hasHistory } from '@/app/layout/history';
import type { HeaderRule } from '@/app/layout/layout-rules';

const SideMenu = lazy(() => import('@/app/layout/side-menu'));
// Members only: visitors' first paint does without it.
const HeaderAccount = lazy(() => import('@/app/layout/header-account'));

function HomeHeader() {
  const t = useT();
  const navigate = useNavigate();
  const session = useSession();
  const directRegistration = useFlag('DIRECTREG3');
  const [menuOpen, setMenuOpen] = useState(false);

  if (session) {
    return (
      <>
        <Suspense fallback={<span className="header-account" />}>
          <HeaderAccount session={session} />
        </Suspense>
        <div className="header-actions">
          <LanguageSwitch />
          <button type="button" className="icon-button" data-testid="header-menu" aria-label={t('header.menu')} onClick={() => setMenuOpen(true)}>
            <MenuIcon />
          </button>
        </div>
        {menuOpen && (
          <Suspense fallback={null}>
            <SideMenu onClose={() => setMenuOpen(false)} />
          </Suspense>
        )}
      </>
    );
  }
  return (
    <>
      <Logo alt={t('app.name')} testId="header-logo" />
      <div className="header-actions">
        <Button size="mini" color="primary" data-testid="header-login" onClick={() => navigate(LOGIN_PATH)}>
          {t('header.login')}
        </Button>
        {directRegistration && (
          <Button size="mini" color="warning" data-testid="header-register" onClick={() => navigate(pathOf('register'))}>
            {t('header.register')}
          </Button>
        )}
        <LanguageSwitch />
      </div>
    </>
  );
}

function BackHeader({ name, rule }: { name: PageName; rule: Extract<HeaderRule, { kind: 'back' }> }) {
  const t = useT();
  const navigate = useNavigate();
  const goBack = () => {
    if (rule.target === 'history' && hasHistory()) void navigate(-1);
    else void navigate(rule.target === 'history' && rule.withoutHistory === 'agent' ? pathOf('agent') : HOME_PATH);
  };
  return (
    <>
      <button type="button" className="icon-button" data-testid="header-back" aria-label={t('header.back')} onClick={goBack}>
        <BackIcon className="flip-rtl" />
      </button>
      <h2 className="header-title">{t(pageTitleKey(name))}</h2>
      <span className="icon-button" aria-hidden="true" />
    </>
  );
}

export function AppHeader({ name, rule }: { name: PageName; rule: Exclude<HeaderRule, { kind: 'hidden' }> }) {
  return (
    <header className="app-header" data-testid="app-header">
      {rule.kind === 'logo' ? <HomeHeader /> : <BackHeader name={name} rule={rule} />}
    </header>
  );
}
