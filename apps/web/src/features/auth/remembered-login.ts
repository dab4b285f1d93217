import { secureStore } from '@/lib/secure-store';
import { STORAGE_KEYS } from '@/lib/storage-keys';

export type LoginMethod = 'username' | 'sms';

/**
 * Remembered logins (spec §3 keys): `sass` holds one entry per login method with the spec's
 * fields (type, username, countryDialingCode, password); the password is sealed by the secure
 * store (AES-GCM, non-extractable key in IndexedDB), never kept readable. `remPass` keeps the
 * remember-password checkbox ('0' when the user turned it off; on by default).
 */
type Entry = { type: LoginMethod; username: string; countryDialingCode?: string; password?: string };
type Entries = { username?: Entry; sms?: Entry };

/** The contract's dialing code (`dialingCodeSchema`): `+` and 1 to 4 digits. */
const DIALING_CODE = /^\+\d{1,4}$/;

const asEntry = (value: unknown): Entry | null => {
  if (typeof value !== 'object' || value === null) return null;
  const { type, username, countryDialingCode, password } = value as Record<string, unknown>;
  if ((type !== 'username' && type !== 'sms') || typeof username !== 'string') return null;
  if (countryDialingCode !== undefined && (typeof countryDialingCode !== 'string' || !DIALING_CODE.test(countryDialingCode))) return null;
  if (password !== undefined && typeof password !== 'string') return null;
  return { type, username, ...(countryDialingCode === undefined ? {} : { countryDialingCode }), ...(password === undefined ? {} : { password }) };
};

/** What this app wrote, or nothing: an entry of another shape voids them all. */
const asEntries = (value: unknown): Entries => {
  if (typeof value !== 'object' || value === null) return {};
  const entries: Entries = {};
  for (const method of ['username', 'sms'] as const) {
    const raw = (value as Record<string, unknown>)[method];
    if (raw === undefined) continue;
    const entry = asEntry(raw);
    if (!entry) return {};
    entries[method] = entry;
  }
  return entries;
};

export type RememberedLogin = { username: string; countryDialingCode?: string; password?: string };

const readEntries = (): Entries => {
  try {
    return asEntries(JSON.parse(localStorage.getItem(STORAGE_KEYS.savedCredentials) ?? '{}'));
  } catch {
    return {};
  }
};

const writeEntries = (entries: Entries) => {
  if (!entries.username && !entries.sms) localStorage.removeItem(STORAGE_KEYS.savedCredentials);
  else localStorage.setItem(STORAGE_KEYS.savedCredentials, JSON.stringify(entries));
};

export const rememberPreference = (): boolean => localStorage.getItem(STORAGE_KEYS.rememberPassword) !== '0';

export const setRememberPreference = (on: boolean) => localStorage.setItem(STORAGE_KEYS.rememberPassword, on ? '1' : '0');

/** The remembered credentials of a method, password opened (absent when it cannot be). */
export async function loadRememberedLogin(method: LoginMethod): Promise<RememberedLogin | null> {
  const entry = readEntries()[method];
  if (!entry) return null;
  const password = entry.password ? await secureStore()?.open(entry.password) : null;
  return { username: entry.username, countryDialingCode: entry.countryDialingCode, ...(password ? { password } : {}) };
}

export async function rememberLogin(method: LoginMethod, login: RememberedLogin): Promise<void> {
  const store = secureStore();
  const password = login.password && store ? await store.seal(login.password).catch(() => undefined) : undefined;
  writeEntries({
    ...readEntries(),
    [method]: { type: method, username: login.username, countryDialingCode: login.countryDialingCode, ...(password ? { password } : {}) },
  });
}

export const forgetLogin = (method: LoginMethod) => {
  const entries = readEntries();
  delete entries[method];
  writeEntries(entries);
};

const sameAccount = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The remembered password of `userName` (a username login of that account), if any. */
export async function rememberedPasswordOf(userName: string): Promise<string | null> {
  const entry = readEntries().username;
  if (!entry?.password || !sameAccount(entry.username, userName)) return null;
  return (await secureStore()?.open(entry.password)) ?? null;
}

/** After a password change: the remembered login of that account keeps the new password. */
export async function resealRememberedPassword(userName: string, newPassword: string): Promise<void> {
  const entry = readEntries().username;
  if (!entry?.password || !sameAccount(entry.username, userName)) return;
  await rememberLogin('username', { ...entry, password: newPassword });
}
