import { fromBase64Url, toBase64Url } from '@m/contract';

/**
 * Seals small secrets (a remembered password) for browser storage. The AES-256-GCM key is a
 * non-extractable WebCrypto key kept in IndexedDB: script on the page can use it to open what
 * this device sealed, but nobody can read the key out, and a copied storage dump stays opaque.
 */

const SEALED_PREFIX = 'v1.';
const IV_BYTES = 12;
const KEY_ID = 'remembered-credentials';

export type KeyStore = {
  get(id: string): Promise<CryptoKey | undefined>;
  /** Stores `key` unless one is there already; answers the stored key. */
  putIfAbsent(id: string, key: CryptoKey): Promise<CryptoKey>;
  delete(id: string): Promise<void>;
};

const DATABASE = 'm-secure-store';
const OBJECT_STORE = 'keys';

const request = <T>(operation: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    operation.onsuccess = () => resolve(operation.result);
    operation.onerror = () => reject(operation.error ?? new Error('IndexedDB request failed'));
  });

const openDatabase = (): Promise<IDBDatabase> => {
  const opening = indexedDB.open(DATABASE, 1);
  opening.onupgradeneeded = () => opening.result.createObjectStore(OBJECT_STORE);
  return request(opening);
};

/** The browser's IndexedDB, which keeps CryptoKey objects as they are (non-extractable included). */
export const indexedDbKeyStore = (): KeyStore => {
  const withStore = async <T>(mode: IDBTransactionMode, operate: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    const database = await openDatabase();
    try {
      return await request(operate(database.transaction(OBJECT_STORE, mode).objectStore(OBJECT_STORE)));
    } finally {
      database.close();
    }
  };
  return {
    get: (id) => withStore('readonly', (store) => store.get(id) as IDBRequest<CryptoKey | undefined>),
    async putIfAbsent(id, key) {
      try {
        await withStore('readwrite', (store) => store.add(key, id));
        return key;
      } catch {
        // Another tab stored its key first: use that one.
        const stored = await withStore('readonly', (store) => store.get(id) as IDBRequest<CryptoKey | undefined>);
        if (!stored) throw new Error('No sealing key could be stored');
        return stored;
      }
    },
    delete: async (id) => {
      await withStore('readwrite', (store) => store.delete(id));
    },
  };
};

export function createSecureStore(keys: KeyStore = indexedDbKeyStore()) {
  const sealingKey = async (): Promise<CryptoKey> => {
    const stored = await keys.get(KEY_ID);
    if (stored) return stored;
    const fresh = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    return keys.putIfAbsent(KEY_ID, fresh);
  };

  return {
    /** `v1.` + base64url(iv || ciphertext-with-tag); a fresh IV every time. */
    async seal(secret: string): Promise<string> {
      const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
      const ciphertext = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await sealingKey(), new TextEncoder().encode(secret));
      const sealed = new Uint8Array(IV_BYTES + ciphertext.byteLength);
      sealed.set(iv);
      sealed.set(new Uint8Array(ciphertext), IV_BYTES);
      return SEALED_PREFIX + toBase64Url(sealed);
    },

    /** The secret, or null when the value is not ours, was altered, or its key is gone. */
    async open(sealed: string): Promise<string | null> {
      if (!sealed.startsWith(SEALED_PREFIX)) return null;
      try {
        const key = await keys.get(KEY_ID);
        if (!key) return null;
        const bytes = fromBase64Url(sealed.slice(SEALED_PREFIX.length));
        const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES) }, key, bytes.slice(IV_BYTES));
        return new TextDecoder().decode(plain);
      } catch {
        return null;
      }
    },

    /** Drops the key: everything sealed so far can no longer be opened. */
    async forgetKey(): Promise<void> {
      await keys.delete(KEY_ID);
    },
  };
}

export type SecureStore = ReturnType<typeof createSecureStore>;

let browserStore: SecureStore | null = null;

/** The page's store over IndexedDB; null where IndexedDB or WebCrypto is missing (nothing is remembered then). */
export const secureStore = (): SecureStore | null => {
  if (typeof indexedDB === 'undefined' || !globalThis.crypto?.subtle) return null;
  browserStore ??= createSecureStore();
  return browserStore;
};
