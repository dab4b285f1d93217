import { z } from 'zod';
import { dialingCodeSchema } from '@m/contract';
import { secureStore } from '@/lib/secure-store';
import { STORAGE_KEYS } from '@/lib/storage-keys';

export type LoginMethod = 'username' | 'sms';

/**
 * Remembered logins (spec §3 keys): `sass` holds one entry per login method with the spec's
 * fields (type, username, countryDialingCode, password); the password is sealed by the secure
 * store (AES-GCM, non-extractable key in IndexedDB), never kept readable. `remPass` keeps the
 * remember-password checkbox ('0' when the user turned it off; on by default).
 */
const entrySchema = z.object({
  type: z.enum(['username', 'sms']),
  username: z.string(),
  countryDialingCode: dialingCodeSchema.optional(),
  password: z.string().optional(),
});
const entriesSchema = z.object({ username: entrySchema.optional(), sms: entrySchema.optional() });

type Entries = z.infer<typeof entriesSchema>;
export type RememberedLogin = { username: string; countryDialingCode?: string; password?: string };

const readEntries = (): Entries => {
  try {
    const parsed = entriesSchema.safeParse(JSON.parse(localStorage.getItem(STORAGE_KEYS.savedCredentials) ?? '{}'));
    return parsed.success ? parsed.data : {};
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
