import { api } from '@/lib/api-client';
import { HOME_PATH } from '@/config/paths';
import { forgetMemberQueries } from '@/lib/query-persistence';
import { secureStore } from '@/lib/secure-store';
import { clearSession } from '@/lib/session';
import { STORAGE_KEYS } from '@/lib/storage-keys';

export type LogoutOptions = {
  /** The header's sign-out also forgets saved auto-login, remembered passwords and the bank list. */
  forgetSavedLogin?: boolean;
  /** The server has ended the session already (a time-out or self-exclusion ends them all): no logout call. */
  sessionEnded?: boolean;
};

/**
 * Spec §4 logout after the confirmation: the server ends the session (a failure there still
 * logs out here), then token, trial user, member info and all session storage are cleared,
 * autoLogin is '0', and the page reloads at /m/home.
 */
export async function logout(options: LogoutOptions = {}): Promise<void> {
  if (!options.sessionEnded) await api.call('logout').catch(() => undefined);
  clearSession();
  sessionStorage.clear();
  forgetMemberQueries();
  localStorage.setItem(STORAGE_KEYS.autoLogin, '0');
  if (options.forgetSavedLogin) {
    for (const key of [STORAGE_KEYS.savedCredentials, STORAGE_KEYS.rememberPassword, STORAGE_KEYS.bankList]) localStorage.removeItem(key);
    // The key that sealed the remembered passwords goes too.
    await secureStore()?.forgetKey().catch(() => undefined);
  }
  window.location.assign(HOME_PATH);
}
