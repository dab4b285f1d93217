import { describe, expect, it } from 'vitest';
import { generateKeyPairSync, privateDecrypt, createDecipheriv, constants } from 'node:crypto';
import {
  LANGUAGES, WHITELABEL_FLAGS, encryptPayload, flattenWhitelabel, fromBase64Url, hasDividend, isAgent,
  isFreshTimestamp, isTrial, parseEncryptionHeader, toBase64Url, endpoints, ERROR_STATUS,
} from './index.ts';

describe('languages', () => {
  it('lists the 31 codes of the spec once each, with AR, FA and UR right-to-left', () => {
    const codes = LANGUAGES.map((l) => l.code);
    expect(codes).toHaveLength(31);
    expect(new Set(codes).size).toBe(31);
    expect(LANGUAGES.filter((l) => l.dir === 'rtl').map((l) => l.code).sort()).toEqual(['AR', 'FA', 'UR']);
  });
});

describe('member types', () => {
  it.each([
    [0, false, false, true], [4, false, true, false], [40, false, false, false],
    [1, true, false, true], [2, true, false, true], [41, true, false, false], [42, true, false, false],
  ])('type %i: agent %s, trial %s, dividend %s', (type, agent, trial, dividend) => {
    expect(isAgent(type)).toBe(agent);
    expect(isTrial(type)).toBe(trial);
    expect(hasDividend(type)).toBe(dividend);
  });
});

describe('whitelabel', () => {
  it('names every flag of the spec once', () => {
    expect(new Set(WHITELABEL_FLAGS).size).toBe(WHITELABEL_FLAGS.length);
    expect(WHITELABEL_FLAGS).toContain('DIRECTREG3');
    expect(WHITELABEL_FLAGS).toContain('MOBILEVERCODELOGIN3');
  });
  it('flattens a tree, a disabled parent disabling its children', () => {
    const map = flattenWhitelabel([
      { modId: 'REG3', enabled: '1', childrenNodes: [{ modId: 'DIRECTREG3', enabled: '1', childrenNodes: [] }] },
      { modId: 'FIN', enabled: '0', childrenNodes: [{ modId: 'DEPOSIT', enabled: '1', childrenNodes: [] }] },
    ]);
    expect(map).toEqual({ REG3: true, DIRECTREG3: true, FIN: false, DEPOSIT: false });
  });
});

describe('endpoint registry', () => {
  it('keeps every path under /wps (the lottery under /lgw, the operator API under /ops/api) and unique per method', () => {
    const keys = Object.values(endpoints).map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const e of Object.values(endpoints)) expect('operator' in e ? e.path.startsWith('/ops/api/') : /^\/(wps|lgw)\//.test(e.path)).toBe(true);
  });
  it('gives only unknown.error a 500 status', () => {
    const fiveHundreds = Object.entries(ERROR_STATUS).filter(([, status]) => status === 500).map(([code]) => code);
    expect(fiveHundreds).toEqual(['unknown.error']);
  });
});

describe('encryption', () => {
  it('round-trips base64url', () => {
    const bytes = new Uint8Array([0, 1, 250, 251, 252, 253, 254, 255]);
    expect([...fromBase64Url(toBase64Url(bytes))]).toEqual([...bytes]);
  });

  it('produces a body that RSA-OAEP + AES-GCM on node:crypto opens, with ts and nonce', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    const now = 1_700_000_000_000;
    const sealed = await encryptPayload({ kid: 'k1', spki }, { username: 'demo' }, now);
    const parsed = parseEncryptionHeader(sealed.header);
    expect(parsed?.kid).toBe('k1');
    const aesKey = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      parsed!.wrappedKey,
    );
    const data = fromBase64Url(sealed.body.value);
    const decipher = createDecipheriv('aes-256-gcm', aesKey, data.subarray(0, 12));
    decipher.setAuthTag(data.subarray(data.length - 16));
    const json = JSON.parse(Buffer.concat([decipher.update(data.subarray(12, data.length - 16)), decipher.final()]).toString());
    expect(json).toMatchObject({ username: 'demo', ts: now });
    expect(typeof json.nonce).toBe('string');
  });

  it('refuses malformed headers and stale or future timestamps', () => {
    expect(parseEncryptionHeader(undefined)).toBeNull();
    expect(parseEncryptionHeader('no-dot')).toBeNull();
    expect(parseEncryptionHeader('k.<script>')).toBeNull();
    const now = Date.now();
    expect(isFreshTimestamp(now, now)).toBe(true);
    expect(isFreshTimestamp(now - 5 * 60_000 - 1, now)).toBe(false);
    expect(isFreshTimestamp(now + 60_001, now)).toBe(false);
    expect(isFreshTimestamp('1', now)).toBe(false);
  });
});
