import { createHmac, timingSafeEqual } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { SigningKeySource } from '../signing-keys/service.ts';

/**
 * What a game page may do: play one game for one member (or free play) of one merchant, for as
 * long as the session that launched it lives. Guests' free play has no session.
 */
export type LaunchGrant = { memberId: number | null; merchantCode: string; gameId: number; freePlay: boolean; sessionId: number | null };

/** The session a launch was made in, as it is now: null once it is revoked, expired or its member inactive. */
export type LaunchSessionLookup = (sessionId: number, now: Date) => Promise<{ memberId: number; passwordHash: string } | null>;

export const LAUNCH_TOKEN_TTL_SECONDS = 2 * 60 * 60;
const AUDIENCE = 'demo-game';
/** Tokens whose signature and claims are kept verified at most (the oldest go first; they are verified again). */
const VERIFIED_TOKENS_KEPT = 50_000;

/** What a token's signature vouches for; it never changes, unlike whether its session still holds. */
type VerifiedClaims = { grant: LaunchGrant; expiresAtMs: number; stamp: unknown };

/**
 * Short-lived launch tokens for the in-house game pages (HS256 under the stored launch key).
 * A member's token names its session and a stamp of the member's password hash, so it dies
 * with a logout, any other end of the session, and a password change.
 */
export function createLaunchTokens(key: SigningKeySource, lookupSession: LaunchSessionLookup, now: () => number = Date.now) {
  async function passwordStamp(passwordHash: string): Promise<string> {
    return createHmac('sha256', await key()).update(`password:${passwordHash}`).digest('base64url').slice(0, 22);
  }

  async function sessionStillHolds(sessionId: number, memberId: number | null, stamp: unknown): Promise<boolean> {
    const session = await lookupSession(sessionId, new Date(now()));
    if (!session || typeof stamp !== 'string' || (memberId !== null && session.memberId !== memberId)) return false;
    const expected = Buffer.from(await passwordStamp(session.passwordHash));
    const given = Buffer.from(stamp);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  async function verifiedClaims(token: string): Promise<VerifiedClaims | null> {
    try {
      const { payload } = await jwtVerify(token, await key(), {
        audience: AUDIENCE, algorithms: ['HS256'], currentDate: new Date(now()),
      });
      const memberId = payload.sub === 'guest' ? null : Number(payload.sub);
      if (typeof payload.mc !== 'string' || typeof payload.g !== 'number' || typeof payload.f !== 'boolean' || typeof payload.exp !== 'number') return null;
      if (memberId !== null && !Number.isSafeInteger(memberId)) return null;
      const sessionId = payload.sid === undefined ? null : payload.sid;
      if (sessionId !== null && (typeof sessionId !== 'number' || !Number.isSafeInteger(sessionId))) return null;
      if (sessionId === null && memberId !== null) return null;
      return { grant: { memberId, merchantCode: payload.mc, gameId: payload.g, freePlay: payload.f, sessionId }, expiresAtMs: payload.exp * 1000, stamp: payload.pw };
    } catch {
      return null;
    }
  }

  const verified = new Map<string, VerifiedClaims>();

  return {
    /** A token for the grant; null when its session has ended meanwhile. */
    async sign(grant: LaunchGrant): Promise<string | null> {
      let binding = {};
      if (grant.sessionId !== null) {
        const session = await lookupSession(grant.sessionId, new Date(now()));
        if (!session) return null;
        binding = { sid: grant.sessionId, pw: await passwordStamp(session.passwordHash) };
      } else if (grant.memberId !== null) {
        return null;
      }
      return new SignJWT({ mc: grant.merchantCode, g: grant.gameId, f: grant.freePlay, ...binding })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(grant.memberId === null ? 'guest' : String(grant.memberId))
        .setAudience(AUDIENCE)
        .setIssuedAt(Math.floor(now() / 1000))
        .setExpirationTime(Math.floor(now() / 1000) + LAUNCH_TOKEN_TTL_SECONDS)
        .sign(await key());
    },

    /**
     * The grant of a valid, unexpired token whose session still holds; null for anything else. The
     * signature of a token is checked once: its claims are kept, its expiry and session checked on every use.
     */
    async verify(token: string): Promise<LaunchGrant | null> {
      let claims = verified.get(token);
      if (!claims) {
        const read = await verifiedClaims(token);
        if (!read) return null;
        if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
        verified.set(token, (claims = read));
      }
      if (claims.expiresAtMs <= now()) {
        verified.delete(token);
        return null;
      }
      const { grant } = claims;
      if (grant.sessionId === null) return grant;
      return (await sessionStillHolds(grant.sessionId, grant.memberId, claims.stamp).catch(() => false)) ? grant : null;
    },
  };
}

export type LaunchTokens = ReturnType<typeof createLaunchTokens>;
