import { encryptPayload, envelopeSchema, rsaKeySchema, type RsaKey } from '@m/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

const keys = new WeakMap<FastifyInstance, Promise<RsaKey>>();

/** The app's served RSA key (fetched once per app). */
export function servedKey(app: FastifyInstance): Promise<RsaKey> {
  let key = keys.get(app);
  if (!key) {
    key = app
      .inject({ method: 'GET', url: '/wps/session/key/rsa', headers: { merchant: 'DEMO' } })
      .then((response) => envelopeSchema(rsaKeySchema).parse(response.json()).value!);
    keys.set(app, key);
  }
  return key;
}

/** Sends `payload` in the encryption envelope, as the web app does for encrypted calls. */
export async function injectEncrypted(
  app: FastifyInstance,
  request: { method: 'POST' | 'PUT' | 'DELETE'; url: string; headers?: Record<string, string>; payload: Record<string, unknown>; remoteAddress?: string },
): Promise<LightMyRequestResponse> {
  const sealed = await encryptPayload(await servedKey(app), request.payload);
  const options: InjectOptions = {
    method: request.method,
    url: request.url,
    headers: { merchant: 'DEMO', ...request.headers, encryption: sealed.header },
    payload: sealed.body,
    ...(request.remoteAddress ? { remoteAddress: request.remoteAddress } : {}),
  };
  return app.inject(options);
}
