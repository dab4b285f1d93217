import { ENCRYPTION, encryptPayload, envelopeSchema, fromBase64Url, rsaKeySchema, toBase64Url, type EndpointDefinition, type RsaKey } from '@m/contract';
import { count, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requestNonces } from '../../db/schema.ts';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { demo, useTestApp } from '../../test/test-app.ts';
import { createEncryptionRepository } from './repository.ts';
import { createEncryptionService } from './service.ts';

const loginProbe = {
  method: 'POST', path: '/wps/test/encrypted', encrypted: true, session: false,
  body: z.object({ username: z.string(), password: z.string() }).strict(),
  response: z.object({ username: z.string() }),
} as const satisfies EndpointDefinition;

const ctx = useTestApp({}, (app) => {
  app.register(async (scope) => registerEndpoint(scope, loginProbe, async ({ body }) => ({ username: body.username })));
});

async function fetchKey(app: FastifyInstance): Promise<RsaKey> {
  const response = await app.inject({ method: 'GET', url: '/wps/session/key/rsa', headers: demo });
  return envelopeSchema(rsaKeySchema).parse(response.json()).value!;
}

const send = (sealed: { header: string; body: unknown }) =>
  ctx.app.inject({
    method: 'POST', url: '/wps/test/encrypted', headers: { ...demo, encryption: sealed.header }, payload: sealed.body as object,
  });

const credentials = { username: 'player1', password: 'secret123' };
let key: RsaKey;
beforeAll(async () => {
  key = await fetchKey(ctx.app);
});

describe('encrypted bodies', () => {
  it('serves an RSA-2048 public key', () => {
    expect(key.kid).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(key.spki, 'base64').length).toBeGreaterThan(290);
  });

  it('hands the decrypted fields, without ts and nonce, to the handler', async () => {
    const response = await send(await encryptPayload(key, credentials));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, value: { username: 'player1' } });
  });

  it('refuses the same body a second time (replay)', async () => {
    const sealed = await encryptPayload(key, credentials);
    expect((await send(sealed)).statusCode).toBe(200);
    const replay = await send(sealed);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errorCode).toBe('request_param_err');
  });

  const tamper = (value: string) => {
    const bytes = fromBase64Url(value);
    bytes[bytes.length - 20]! ^= 1;
    return toBase64Url(bytes);
  };

  it.each<[string, () => Promise<{ header: string; body: unknown }>]>([
    ['a stale ts', () => encryptPayload(key, credentials, Date.now() - ENCRYPTION.maxAgeMs - 1000)],
    ['a future ts', () => encryptPayload(key, credentials, Date.now() + ENCRYPTION.maxFutureMs + 5000)],
    ['an unknown kid', async () => encryptPayload({ ...key, kid: 'unknownKid' }, credentials)],
    ['tampered ciphertext', async () => {
      const sealed = await encryptPayload(key, credentials);
      return { ...sealed, body: { value: tamper(sealed.body.value) } };
    }],
    ['a wrapped key for another body', async () => {
      const [first, second] = await Promise.all([encryptPayload(key, credentials), encryptPayload(key, credentials)]);
      return { header: first.header, body: second.body };
    }],
    ['a garbage header', async () => ({ header: 'not a header', body: (await encryptPayload(key, credentials)).body })],
    ['a garbage wrapped key', async () => ({ header: `${key.kid}.${'A'.repeat(342)}`, body: (await encryptPayload(key, credentials)).body })],
    ['a missing header', async () => ({ header: '', body: (await encryptPayload(key, credentials)).body })],
    ['a plain body', async () => ({ header: (await encryptPayload(key, credentials)).header, body: credentials })],
    ['a short value', async () => ({ header: (await encryptPayload(key, credentials)).header, body: { value: 'AAAA' } })],
    ['fields the schema does not allow', () => encryptPayload(key, { ...credentials, admin: true })],
  ])('refuses %s with 400 request_param_err', async (_case, make) => {
    const response = await send(await make());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });

  it('keeps one key across app instances on the same database', async () => {
    const second = ctx.build();
    expect(await fetchKey(second)).toEqual(key);
  });
});

describe('nonce store', () => {
  it('forgets nonces once their timestamp window has passed', async () => {
    const sentAt = Date.now();
    let now = sentAt;
    const service = createEncryptionService(createEncryptionRepository(ctx.database.db), () => now);
    const sealed = await encryptPayload(key, credentials, sentAt);
    await service.decrypt(sealed.header, sealed.body);
    await expect(service.decrypt(sealed.header, sealed.body)).rejects.toMatchObject({ errorCode: 'request_param_err' });
    now = sentAt + ENCRYPTION.maxAgeMs + 1;
    await service.purgeExpiredNonces();
    const [remaining] = await ctx.database.db.select({ total: count() }).from(requestNonces).where(lt(requestNonces.expiresAt, new Date(now)));
    expect(remaining?.total).toBe(0);
  });
});
