import { HOME_PATH, LOGIN_PATH } from '@/config/paths';

export const REDIRECT_PARAM = 'redirect';

/** Where a login returns to: an in-app path under /m/ (never another site, never the login itself), else home. */
export const loginReturnPath = (target: unknown): string => {
  if (typeof target !== 'string' || !target.startsWith('/m/') || target.startsWith(LOGIN_PATH)) return HOME_PATH;
  return /[\\\s]/.test(target) ? HOME_PATH : target;
};

/** The login page that comes back to `path` afterwards. */
export const loginPathReturningTo = (path: string) => `${LOGIN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(path)}`;
