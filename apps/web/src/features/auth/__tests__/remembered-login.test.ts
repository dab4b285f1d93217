import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSecureStore, type KeyStore } from '@/lib/secure-store';
import type * as SecureStoreModule from '@/lib/secure-store';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import {
  forgetLogin, loadRememberedLogin, rememberLogin, rememberPreference, rememberedPasswordOf, resealRememberedPassword, setRememberPreference,
} from '@/features/auth/remembered-login';

const keys = new Map<string, CryptoKey>();
const memoryKeyStore: KeyStore = {
  get: async (id) => keys.get(id),
  async putIfAbsent(id, key) {
    if (!keys.has(id)) keys.set(id, key);
    return keys.get(id)!;
  },
  delete: async (id) => {
    keys.delete(id);
  },
};
const store = createSecureStore(memoryKeyStore);

// jsdom has no IndexedDB: the page's store is the same store over memory.
vi.mock('@/lib/secure-store', async (importOriginal) => ({
  ...(await importOriginal<typeof SecureStoreModule>()),
  secureStore: () => store,
}));

const saved = () => localStorage.getItem(STORAGE_KEYS.savedCredentials) ?? '';

describe('remembered logins', () => {
  beforeEach(() => keys.clear());

  it('keeps the spec fields per method with the password sealed, and opens it again', async () => {
    await rememberLogin('username', { username: 'demo', password: 'demo1234' });
    await rememberLogin('sms', { username: '9170000000', countryDialingCode: '+63' });
    const stored = JSON.parse(saved()) as Record<string, Record<string, string>>;
    expect(stored.username).toMatchObject({ type: 'username', username: 'demo' });
    expect(stored.username!.password).toMatch(/^v1\./);
    expect(saved()).not.toContain('demo1234');
    expect(saved()).not.toContain(btoa('demo1234').replace(/=+$/, ''));
    expect(stored.sms).toEqual({ type: 'sms', username: '9170000000', countryDialingCode: '+63' });
    expect(await loadRememberedLogin('username')).toEqual({ username: 'demo', password: 'demo1234' });
    expect(await loadRememberedLogin('sms')).toEqual({ username: '9170000000', countryDialingCode: '+63' });
  });

  it('forgets one method and leaves the other', async () => {
    await rememberLogin('username', { username: 'demo', password: 'demo1234' });
    await rememberLogin('sms', { username: '9170000000', countryDialingCode: '+63' });
    forgetLogin('username');
    expect(await loadRememberedLogin('username')).toBeNull();
    expect(await loadRememberedLogin('sms')).not.toBeNull();
    forgetLogin('sms');
    expect(localStorage.getItem(STORAGE_KEYS.savedCredentials)).toBeNull();
  });

  it('answers the remembered password of the same account only, and re-seals it after a change', async () => {
    await rememberLogin('username', { username: 'Demo', password: 'demo1234' });
    expect(await rememberedPasswordOf('demo')).toBe('demo1234');
    expect(await rememberedPasswordOf('someone')).toBeNull();
    const before = saved();
    await resealRememberedPassword('someone', 'other123');
    expect(saved()).toBe(before);
    await resealRememberedPassword('demo', 'newpass99');
    expect(await rememberedPasswordOf('demo')).toBe('newpass99');
    expect(saved()).not.toContain('newpass99');
  });

  it('does not open a password once the key is gone', async () => {
    await rememberLogin('username', { username: 'demo', password: 'demo1234' });
    await store.forgetKey();
    expect(await loadRememberedLogin('username')).toEqual({ username: 'demo' });
  });

  it('ignores a stored value of another shape', async () => {
    localStorage.setItem(STORAGE_KEYS.savedCredentials, '{"username":{"type":"x"}}');
    expect(await loadRememberedLogin('username')).toBeNull();
    localStorage.setItem(STORAGE_KEYS.savedCredentials, 'not json');
    expect(await loadRememberedLogin('username')).toBeNull();
  });

  it('remembers the checkbox, on by default', () => {
    expect(rememberPreference()).toBe(true);
    setRememberPreference(false);
    expect(rememberPreference()).toBe(false);
    setRememberPreference(true);
    expect(rememberPreference()).toBe(true);
  });
});
