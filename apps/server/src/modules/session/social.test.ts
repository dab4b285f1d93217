import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { identityProviders, members, merchants } from '../../db/schema.ts';
import { demo, useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();

const ISSUER = 'https://accounts.google.example';
const AUDIENCE = 'demo-client-id';
let signingKey: CryptoKey;
let strangerKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256' };
  const [merchant] = await ctx.database.db.select().from(merchants).where(eq(merchants.code, 'DEMO'));
  for (const provider of ['google', 'telegram'] as const) {
    await ctx.database.db.insert(identityProviders).values({ merchantId: merchant!.id, provider, issuer: ISSUER, audience: AUDIENCE, jwks: { keys: [jwk] } });
  }
});

type TokenOptions = { sub?: string; issuer?: string; audience?: string; expires?: string | number; key?: CryptoKey; claims?: Record<string, unknown> };
function idToken(options: TokenOptions = {}) {
  return new SignJWT(options.claims ?? {})
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(options.issuer ?? ISSUER)
    .setAudience(options.audience ?? AUDIENCE)
    .setSubject(options.sub ?? 'subject-1')
    .setIssuedAt()
    .setExpirationTime(options.expires ?? '5m')
    .sign(options.key ?? signingKey);
}

const socialLogin = (provider: string, token: string, merchant = 'DEMO') =>
  ctx.app.inject({ method: 'POST', url: '/wps/session/login/social', headers: { merchant }, payload: { provider, idToken: token } });

describe('social sign-in', () => {
  it('creates a member on the first sign-in of a subject and signs the same member in afterwards', async () => {
    const first = await socialLogin('google', await idToken({ sub: 'alice', claims: { email: 'alice@example.com', email_verified: true } }));
    expect(first.json()).toMatchObject({ success: true, value: { type: 0, firstTimeLogin: true } });
    const second = await socialLogin('google', await idToken({ sub: 'alice' }));
    expect(second.json().value).toMatchObject({ id: first.json().value.id, firstTimeLogin: false });
    const [member] = await ctx.database.db.select().from(members).where(eq(members.id, first.json().value.id));
    expect(member!.email).toBe('alice@example.com');
    const info = await ctx.app.inject({ method: 'GET', url: '/wps/member/info', headers: { ...demo, authorization: second.json().value.token } });
    expect(info.statusCode).toBe(200);
  });

  it('keeps subjects of different providers apart', async () => {
    const google = await socialLogin('google', await idToken({ sub: 'bob' }));
    const telegram = await socialLogin('telegram', await idToken({ sub: 'bob' }));
    expect(google.json().value.id).not.toBe(telegram.json().value.id);
  });

  it.each<[string, () => Promise<string>]>([
    ['a wrong issuer', () => idToken({ issuer: 'https://evil.example' })],
    ['a wrong audience', () => idToken({ audience: 'someone-else' })],
    ['an expired token', () => idToken({ expires: Math.floor(Date.now() / 1000) - 120 })],
    ['a signature of another key', () => idToken({ key: strangerKey })],
    ['an unsigned token', async () => {
      const payload = (await idToken()).split('.')[1];
      return `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;
    }],
    ['garbage', async () => 'not.a.token'],
  ])('refuses %s with social.token.invalid and creates nobody', async (_case, make) => {
    const before = (await ctx.database.db.select().from(members)).length;
    const response = await socialLogin('google', await make());
    expect(response.json()).toMatchObject({ success: false, errorCode: 'social.token.invalid' });
    expect((await ctx.database.db.select().from(members)).length).toBe(before);
  });

  it('is refused for a provider the merchant has not configured, or has switched off', async () => {
    expect((await socialLogin('facebook', await idToken())).json().errorCode).toBe('function.not.available');
    expect((await socialLogin('google', await idToken(), 'ALT')).json().errorCode).toBe('function.not.available');
  });

  it('refuses an unknown provider with request_param_err', async () => {
    const response = await socialLogin('myspace', await idToken());
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('request_param_err');
  });
});

describe('development token minting', () => {
  it('configures a dev provider and signs tokens the sign-in accepts', async () => {
    const app = ctx.build({ devEndpoints: true });
    const minted = await app.inject({ method: 'POST', url: '/wps/dev/social/DEMO/google/token', payload: { sub: 'dev-user' } });
    const response = await app.inject({
      method: 'POST', url: '/wps/session/login/social', headers: demo, payload: { provider: 'google', idToken: minted.json().value.idToken },
    });
    expect(response.json().success).toBe(true);
  });

  it('is absent without dev endpoints', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/wps/dev/social/DEMO/google/token', payload: { sub: 'x' } });
    expect(response.statusCode).toBe(404);
  });
});
