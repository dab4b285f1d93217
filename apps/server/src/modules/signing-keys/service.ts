import { randomBytes } from 'node:crypto';
import type { SigningKeyRepository } from './repository.ts';

export type SigningKeyPurpose = 'launch-token' | 'proof-of-work' | 'payment-gateway-simulator' | 'game-vendor-inhouse';
export type SigningKeySource = () => Promise<Uint8Array>;

/** 256-bit HMAC keys per purpose, read from the database once per process. */
export function createSigningKeys(repository: SigningKeyRepository) {
  const loaded = new Map<SigningKeyPurpose, Promise<Uint8Array>>();
  return {
    source(purpose: SigningKeyPurpose): SigningKeySource {
      return () => {
        let key = loaded.get(purpose);
        if (!key) {
          key = repository.findOrCreate(purpose, randomBytes(32).toString('base64url')).then((secret) => Buffer.from(secret, 'base64url'));
          key.catch(() => loaded.delete(purpose));
          loaded.set(purpose, key);
        }
        return key;
      };
    },
  };
}
