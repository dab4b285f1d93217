import type { PagePrefetch } from '@/app/routes/page-prefetch';
import { registerSettingsQueryOptions } from '@/lib/api/register-settings';
import { registrationAnnouncementsQueryOptions } from '@/features/auth/api/registration-announcements';
import { authPages } from '@/features/auth/components/auth-pages';
import { RegisterPage } from '@/features/auth/components/register-page';
import { TrailPage } from '@/features/games/components/trail-page';
import { LanguageSwitch } from '@/features/i18n/components/language-switch';

/** Registration hides the app header, so it carries the language block itself (sign-in is in `login.tsx`). */
function Register() {
  return <RegisterPage languageSwitch={<LanguageSwitch />} />;
}

/** Registration shows its form and banner together: both calls start with the page's code. */
export const prefetch: { register: PagePrefetch } = {
  register: (client) => {
    void client.prefetchQuery(registerSettingsQueryOptions());
    void client.prefetchQuery(registrationAnnouncementsQueryOptions());
  },
};

/** The free-trial page offers the games' free play, so the games feature draws it. */
export const pages = { ...authPages, register: Register, trail: TrailPage };
