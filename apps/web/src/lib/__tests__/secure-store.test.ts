import { describe, expect, it } from 'vitest';
import { fromBase64Url, toBase64Url } from '@m/contract';
import { createSecureStore, type KeyStore } from '@/lib/secure-store';

/** The IndexedDB key store's contract, in memory. */
const memoryKeyStore = (): KeyStore & { keys: Map<string, CryptoKey> } => {
  const keys = new Map<string, CryptoKey>();
  return {
    keys,
    get: async (id) => keys.get(id),
    async putIfAbsent(id, key) {
      if (!keys.has(id)) keys.set(id, key);
      return keys.get(id)!;
    },
    delete: async (id) => {
      keys.delete(id);
    },
  };
};

/** Flips one bit of the ciphertext itself: editing base64 text could touch only padding bits. */
const flipOneCiphertextBit = (sealed: string): string => {
  const bytes = fromBase64Url(sealed.slice('v1.'.length));
  bytes[bytes.length - 20]! ^= 0x01;
  return `v1.${toBase64Url(bytes)}`;
};

describe('secure store', () => {
  it('opens what it sealed, and the sealed text does not show the secret', async () => {
    const store = createSecureStore(memoryKeyStore());
    const sealed = await store.seal('demo1234');
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('demo1234');
    expect(sealed).not.toContain(btoa('demo1234').replace(/=+$/, ''));
    expect(await store.open(sealed)).toBe('demo1234');
  });

  it('uses a fresh IV each time', async () => {
    const store = createSecureStore(memoryKeyStore());
    expect(await store.seal('same')).not.toBe(await store.seal('same'));
  });

  it('keeps one non-extractable AES-GCM key', async () => {
    const keys = memoryKeyStore();
    const store = createSecureStore(keys);
    await store.seal('a');
    await store.seal('b');
    expect(keys.keys.size).toBe(1);
    const [key] = [...keys.keys.values()];
    expect(key!.extractable).toBe(false);
    expect(key!.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    await expect(crypto.subtle.exportKey('raw', key!)).rejects.toThrow();
  });

  it.each([
    ['an altered value', flipOneCiphertextBit],
    ['a value of another format', () => 'ZGVtbzEyMzQ=!'],
    ['garbage after the prefix', () => 'v1.***'],
  ])('answers null for %s', async (_name, tamper) => {
    const store = createSecureStore(memoryKeyStore());
    expect(await store.open(tamper(await store.seal('secret')))).toBeNull();
  });

  it('cannot open anything once the key is forgotten, nor what another device sealed', async () => {
    const store = createSecureStore(memoryKeyStore());
    const sealed = await store.seal('secret');
    expect(await createSecureStore(memoryKeyStore()).open(sealed)).toBeNull();
    await store.forgetKey();
    expect(await store.open(sealed)).toBeNull();
  });
});
