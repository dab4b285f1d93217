import { SOCIAL_PROVIDERS } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { parseInput } from '../../lib/endpoint-route.ts';

const outboxQuerySchema = z.object({ to: z.string().min(1).max(255), limit: z.coerce.number().int().min(1).max(50).default(10) }).strict();
const socialParamsSchema = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/), provider: z.enum(SOCIAL_PROVIDERS) });
const socialTokenBodySchema = z.object({ sub: z.string().min(1).max(255), email: z.string().max(254).optional() }).strict();

export const DEV_IDENTITY_ISSUER = 'https://id.dev.localhost';
export const DEV_IDENTITY_AUDIENCE = 'm-dev-client';

/**
 * Development-only account switches for browser tests: read the outbox (SMS codes, e-mails),
 * get a captcha with its answer, forget failed logins and locks, mint social id tokens.
 */
export async function accountDevRoutes(app: FastifyInstance) {
  const { captchas, loginGuard, dev } = app.services;
  let signingKey: Promise<{ privateKey: CryptoKey; jwk: Record<string, unknown> }> | null = null;

  app.get('/wps/dev/outbox', async (request) => {
    const { to, limit } = parseInput(outboxQuerySchema, request.query);
    return ok({ messages: await dev.recentMessagesTo(to, limit) });
  });

  app.get('/wps/dev/captcha', async () => ok(await captchas.create()));

  app.delete('/wps/dev/login-guards', async () => {
    await loginGuard.forgetAll();
    return ok(null);
  });

  app.post('/wps/dev/social/:code/:provider/token', async (request) => {
    const { code, provider } = parseInput(socialParamsSchema, request.params);
    const { sub, email } = parseInput(socialTokenBodySchema, request.body);
    const merchant = await app.services.merchants.findByCode(code);
    if (!merchant) throw new AppError('not.found');
    signingKey ??= generateKeyPair('ES256').then(async ({ privateKey, publicKey }) => ({
      privateKey,
      jwk: { ...(await exportJWK(publicKey)), kid: 'dev', alg: 'ES256', use: 'sig' },
    }));
    const { privateKey, jwk } = await signingKey;
    const config = { issuer: DEV_IDENTITY_ISSUER, audience: DEV_IDENTITY_AUDIENCE, jwks: { keys: [jwk] } };
    await dev.saveIdentityProvider(merchant.id, provider, config);
    const idToken = await new SignJWT({ ...(email ? { email, email_verified: true } : {}) })
      .setProtectedHeader({ alg: 'ES256', kid: 'dev' })
      .setIssuer(DEV_IDENTITY_ISSUER)
      .setAudience(DEV_IDENTITY_AUDIENCE)
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    return ok({ idToken });
  });
}
