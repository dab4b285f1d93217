/**
 * The encrypted-body scheme of the wire contract, written once against WebCrypto so the
 * browser, the server's tests and the end-to-end tests share it:
 * AES-256-GCM payload, its key wrapped with RSA-OAEP-SHA256, `ts` and `nonce` against replay.
 */
export const ENCRYPTION = {
  maxAgeMs: 5 * 60_000,
  maxFutureMs: 60_000,
  ivBytes: 12,
  nonceBytes: 16,
} as const;

export type RsaPublicKey = { kid: string; spki: string };
export type EncryptedRequest = { header: string; body: { value: string } };

const subtle = () => globalThis.crypto.subtle;

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const fromBase64 = (text: string) => fromBase64Url(text);

export async function importRsaPublicKey(spki: string): Promise<CryptoKey> {
  return subtle().importKey('spki', fromBase64(spki), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
}

/** Encrypts `payload` plus a fresh `ts` and `nonce` for the key `publicKey`. */
export async function encryptPayload(
  publicKey: RsaPublicKey,
  payload: Record<string, unknown>,
  now: number = Date.now(),
): Promise<EncryptedRequest> {
  const random = (n: number) => globalThis.crypto.getRandomValues(new Uint8Array(n));
  const aesKey = await subtle().generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = random(ENCRYPTION.ivBytes);
  const plaintext = new TextEncoder().encode(
    JSON.stringify({ ...payload, ts: now, nonce: toBase64Url(random(ENCRYPTION.nonceBytes)) }),
  );
  const ciphertext = new Uint8Array(await subtle().encrypt({ name: 'AES-GCM', iv }, aesKey, plaintext));
  const rawKey = new Uint8Array(await subtle().exportKey('raw', aesKey));
  const rsa = await importRsaPublicKey(publicKey.spki);
  const wrappedKey = new Uint8Array(await subtle().encrypt({ name: 'RSA-OAEP' }, rsa, rawKey));
  const sealed = new Uint8Array(iv.length + ciphertext.length);
  sealed.set(iv);
  sealed.set(ciphertext, iv.length);
  return { header: `${publicKey.kid}.${toBase64Url(wrappedKey)}`, body: { value: toBase64Url(sealed) } };
}

/** Splits the `Encryption` header into its key id and wrapped AES key; null when malformed. */
export function parseEncryptionHeader(header: string | undefined): { kid: string; wrappedKey: Uint8Array<ArrayBuffer> } | null {
  if (!header) return null;
  const match = /^([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{16,2048})$/.exec(header);
  if (!match) return null;
  return { kid: match[1]!, wrappedKey: fromBase64Url(match[2]!) };
}

/** Whether a decrypted `ts` is inside the accepted window. */
export const isFreshTimestamp = (ts: unknown, now: number = Date.now()): ts is number =>
  typeof ts === 'number' && ts >= now - ENCRYPTION.maxAgeMs && ts <= now + ENCRYPTION.maxFutureMs;
