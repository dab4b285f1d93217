import { constants, createDecipheriv, createPrivateKey, generateKeyPair, privateDecrypt, randomBytes, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import { ENCRYPTION, isFreshTimestamp, parseEncryptionHeader, type RsaKey } from '@m/contract';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { EncryptionRepository } from './repository.ts';

const AES_KEY_BYTES = 32;
const AUTH_TAG_BYTES = 16;
const encryptedBodySchema = z.object({ value: z.string().regex(/^[A-Za-z0-9_-]+$/).max(96_000) }).strict();
const nonceSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);
const generateRsaKeyPair = promisify(generateKeyPair);

const refuse = (reason: string): never => {
  throw new AppError('request_param_err', { cause: `encrypted body refused: ${reason}` });
};

/**
 * The encryption envelope of the wire contract: one RSA-2048 key pair created on first need and
 * kept in the database (so every instance and restart serves the same key), AES-256-GCM bodies,
 * and a replay guard on `ts` and `nonce`.
 */
export function createEncryptionService(repository: EncryptionRepository, clock: () => number = Date.now) {
  const privateKeys = new Map<string, KeyObject>();
  let servedKey: Promise<RsaKey> | null = null;

  async function createKeyOnce(): Promise<RsaKey> {
    let row = await repository.findOldestKey();
    if (!row) {
      const { publicKey, privateKey } = await generateRsaKeyPair('rsa', { modulusLength: 2048 });
      await repository.insertKey({
        kid: randomBytes(9).toString('base64url'),
        privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        publicSpki: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
      });
      // Another instance may have created one at the same moment: everyone serves the oldest.
      row = await repository.findOldestKey();
    }
    if (!row) throw new Error('The RSA key could not be stored');
    return { kid: row.kid, spki: row.publicSpki };
  }

  async function privateKeyFor(kid: string): Promise<KeyObject | null> {
    const known = privateKeys.get(kid);
    if (known) return known;
    const row = await repository.findKey(kid);
    if (!row) return null;
    const key = createPrivateKey(row.privateKeyPem);
    privateKeys.set(kid, key);
    return key;
  }

  function openSealedBox(privateKey: KeyObject, wrappedKey: Uint8Array, sealed: Buffer): unknown {
    try {
      const aesKey = privateDecrypt(
        { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        wrappedKey,
      );
      if (aesKey.length !== AES_KEY_BYTES) return refuse('AES key size');
      const iv = sealed.subarray(0, ENCRYPTION.ivBytes);
      const tag = sealed.subarray(sealed.length - AUTH_TAG_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', aesKey, iv, { authTagLength: AUTH_TAG_BYTES });
      decipher.setAuthTag(tag);
      const plaintext = Buffer.concat([decipher.update(sealed.subarray(ENCRYPTION.ivBytes, sealed.length - AUTH_TAG_BYTES)), decipher.final()]);
      return JSON.parse(plaintext.toString('utf8'));
    } catch (error) {
      if (error instanceof AppError) throw error;
      return refuse('cannot decrypt');
    }
  }

  return {
    publicKey(): Promise<RsaKey> {
      servedKey ??= createKeyOnce().catch((error: unknown) => {
        servedKey = null;
        throw error;
      });
      return servedKey;
    },

    /** Opens an encrypted body and returns its fields without `ts` and `nonce`. */
    async decrypt(header: string | undefined, body: unknown): Promise<Record<string, unknown>> {
      const parsedHeader = parseEncryptionHeader(header) ?? refuse('malformed header');
      const parsedBody = encryptedBodySchema.safeParse(body);
      if (!parsedBody.success) return refuse('malformed body');
      const privateKey = (await privateKeyFor(parsedHeader.kid)) ?? refuse('unknown kid');
      const sealed = Buffer.from(parsedBody.data.value, 'base64url');
      if (sealed.length <= ENCRYPTION.ivBytes + AUTH_TAG_BYTES) return refuse('body too short');

      const payload = openSealedBox(privateKey, parsedHeader.wrappedKey, sealed);
      if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return refuse('not an object');
      const { ts, nonce, ...fields } = payload as Record<string, unknown>;
      if (!isFreshTimestamp(ts, clock())) return refuse('stale or future ts');
      const validNonce = nonceSchema.safeParse(nonce);
      if (!validNonce.success) return refuse('malformed nonce');
      // A nonce must be remembered for as long as its timestamp would still be accepted.
      const claimed = await repository.claimNonce(validNonce.data, new Date(ts + ENCRYPTION.maxAgeMs));
      if (!claimed) return refuse('replayed nonce');
      return fields;
    },

    purgeExpiredNonces: () => repository.deleteExpiredNonces(new Date(clock())),
  };
}

export type EncryptionService = ReturnType<typeof createEncryptionService>;
