import { LoginPage } from '@/features/auth/components/login-page';
import { LanguageSwitch } from '@/features/i18n/components/language-switch';

/** Sign-in hides the app header, so it carries the language block itself; a chunk of its own (see `config/route-modules.ts`). */
function Login() {
  return <LoginPage languageSwitch={<LanguageSwitch />} />;
}

export const pages = { login: Login };
