import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app.ts';
import { buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';

let upstream: FastifyInstance;
let proxy: FastifyInstance;
let database: DatabaseHandle;

beforeAll(async () => {
  upstream = Fastify();
  upstream.all('/wps/*', async (request) => ({
    success: true,
    value: { method: request.method, url: request.url, headers: request.headers, body: request.body ?? null },
  }));
  const address = await upstream.listen({ port: 0, host: '127.0.0.1' });
  database = await createTestDatabase();
  proxy = buildApp({ db: database.db, driver: database.driver, notifications: database.notifications, defaultMerchant: 'DEMO', upstream: address, devEndpoints: true });
  await proxy.ready();
});

afterAll(async () => {
  await proxy?.close();
  await upstream?.close();
  await database?.close();
});

describe('proxy mode', () => {
  it('forwards /wps calls with their headers, query and body', async () => {
    const response = await proxy.inject({
      method: 'POST',
      url: '/wps/session/login?x=1',
      headers: { merchant: 'OTHER', authorization: 'token-1', language: 'TY', device: 'MOBILE', encryption: 'kid.abc' },
      payload: { value: 'sealed' },
    });
    expect(response.statusCode).toBe(200);
    const { value } = response.json();
    expect(value).toMatchObject({ method: 'POST', url: '/wps/session/login?x=1', body: { value: 'sealed' } });
    expect(value.headers).toMatchObject({ merchant: 'OTHER', authorization: 'token-1', language: 'TY', device: 'MOBILE', encryption: 'kid.abc' });
  });

  it('does not answer /wps locally, dev endpoints included', async () => {
    const status = await proxy.inject({ method: 'GET', url: '/wps/system/status' });
    expect(status.json().value.url).toBe('/wps/system/status');
    const dev = await proxy.inject({ method: 'PUT', url: '/wps/dev/merchants/DEMO/status', payload: { maintenance: true } });
    expect(dev.json().value.url).toBe('/wps/dev/merchants/DEMO/status');
  });

  it('keeps the security headers on proxied answers', async () => {
    const response = await proxy.inject({ method: 'GET', url: '/wps/system/status' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
