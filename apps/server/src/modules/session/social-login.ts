import { randomBytes } from 'node:crypto';
import { MEMBER_TYPE, type LoginResponse, type SocialLoginRequest, type SocialProvider } from '@m/contract';
import { and, eq } from 'drizzle-orm';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import type { AppDatabase } from '../../db/client.ts';
import { identityProviders, MEMBER_STATUS, memberIdentities, type Merchant } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { merchantFlag } from '../../lib/merchant-flags.ts';
import { hashPassword } from '../../lib/password-hash.ts';
import type { RequestOrigin } from '../../lib/request-context.ts';
import { uniqueViolation } from '../../lib/unique-violation.ts';
import type { MemberAccounts } from './member-accounts.ts';
import type { SignIn } from './sign-in.ts';

const ACCEPTED_ALGORITHMS = ['RS256', 'PS256', 'ES256', 'EdDSA'];
const CLOCK_TOLERANCE_SECONDS = 30;
const USERNAME_ATTEMPTS = 5;

export function createIdentityRepository(db: AppDatabase) {
  return {
    async findProvider(merchantId: number, provider: SocialProvider) {
      const [row] = await db
        .select()
        .from(identityProviders)
        .where(and(eq(identityProviders.merchantId, merchantId), eq(identityProviders.provider, provider)))
        .limit(1);
      return row ?? null;
    },

    async findMemberId(merchantId: number, provider: SocialProvider, subject: string): Promise<number | null> {
      const [row] = await db
        .select({ memberId: memberIdentities.memberId })
        .from(memberIdentities)
        .where(and(eq(memberIdentities.merchantId, merchantId), eq(memberIdentities.provider, provider), eq(memberIdentities.subject, subject)))
        .limit(1);
      return row?.memberId ?? null;
    },

    async link(identity: typeof memberIdentities.$inferInsert): Promise<void> {
      await db.insert(memberIdentities).values(identity);
    },
  };
}

export type IdentityRepository = ReturnType<typeof createIdentityRepository>;

function providerEnabled(merchant: Merchant, provider: SocialProvider): boolean {
  switch (provider) {
    case 'google': return merchantFlag(merchant, 'GOOGLELOGIN3');
    case 'facebook': return merchantFlag(merchant, 'FACEBOOKLOGIN3');
    case 'telegram': return merchant.telegramLogin;
  }
}

/**
 * Social sign-in: an OpenID Connect id token, verified against the merchant's configured keys
 * (signature, issuer, audience, expiry), signs in the member linked to its subject; the first
 * sign-in of a subject creates a player account.
 */
export function createSocialLogin(deps: { identities: IdentityRepository; members: MemberAccounts; signIn: SignIn }) {
  const { identities, members, signIn } = deps;

  async function verifiedClaims(merchant: Merchant, body: SocialLoginRequest): Promise<JWTPayload & { sub: string }> {
    const config = await identities.findProvider(merchant.id, body.provider);
    if (!config) throw new AppError('function.not.available');
    try {
      const { payload } = await jwtVerify(body.idToken, createLocalJWKSet(config.jwks as JSONWebKeySet), {
        issuer: config.issuer,
        audience: config.audience,
        algorithms: ACCEPTED_ALGORITHMS,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      return payload as JWTPayload & { sub: string };
    } catch (error) {
      throw new AppError('social.token.invalid', { cause: error });
    }
  }

  async function createMember(merchant: Merchant, provider: SocialProvider, claims: JWTPayload & { sub: string }) {
    const email = claims.email_verified === true && typeof claims.email === 'string' && claims.email.length <= 254 ? claims.email : null;
    const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
    for (let attempt = 0; attempt < USERNAME_ATTEMPTS; attempt++) {
      try {
        const member = await members.insert({
          merchantId: merchant.id,
          username: `${provider.slice(0, 2)}${randomBytes(5).toString('hex')}`,
          passwordHash,
          email,
          type: MEMBER_TYPE.PLAYER,
          registerMethod: 'H5',
        });
        await identities.link({ merchantId: merchant.id, provider, subject: claims.sub, memberId: member.id });
        return member;
      } catch (error) {
        if (uniqueViolation(error) === null) throw error;
        // Another request may have linked this subject a moment ago.
        const linked = await identities.findMemberId(merchant.id, provider, claims.sub);
        if (linked !== null) return members.findById(linked);
      }
    }
    throw new Error('No free username for a social sign-in');
  }

  return async (merchant: Merchant, body: SocialLoginRequest, origin: RequestOrigin): Promise<LoginResponse> => {
    if (!providerEnabled(merchant, body.provider)) throw new AppError('function.not.available');
    const claims = await verifiedClaims(merchant, body);
    const memberId = await identities.findMemberId(merchant.id, body.provider, claims.sub);
    const member = memberId === null ? await createMember(merchant, body.provider, claims) : await members.findById(memberId);
    if (!member || member.status !== MEMBER_STATUS.ACTIVE) throw new AppError('user.not.exist');
    return signIn(member, origin);
  };
}
