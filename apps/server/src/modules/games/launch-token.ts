import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** What a game page may do: play one game for one member (or free play) of one merchant. */
export type LaunchGrant = { memberId: number | null; merchantCode: string; gameId: number; freePlay: boolean };

export const LAUNCH_TOKEN_TTL_SECONDS = 2 * 60 * 60;
const AUDIENCE = 'demo-game';

/** Signs short-lived launch tokens for the in-house game pages (HS256 with a key of this process). */
export function createLaunchTokens(secret: Uint8Array = randomBytes(32), now: () => number = Date.now) {
  return {
    sign(grant: LaunchGrant): Promise<string> {
      return new SignJWT({ mc: grant.merchantCode, g: grant.gameId, f: grant.freePlay })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(grant.memberId === null ? 'guest' : String(grant.memberId))
        .setAudience(AUDIENCE)
        .setIssuedAt(Math.floor(now() / 1000))
        .setExpirationTime(Math.floor(now() / 1000) + LAUNCH_TOKEN_TTL_SECONDS)
        .sign(secret);
    },

    /** The grant of a valid, unexpired token; null for anything else. */
    async verify(token: string): Promise<LaunchGrant | null> {
      try {
        const { payload } = await jwtVerify(token, secret, {
          audience: AUDIENCE, algorithms: ['HS256'], currentDate: new Date(now()),
        });
        const memberId = payload.sub === 'guest' ? null : Number(payload.sub);
        if (typeof payload.mc !== 'string' || typeof payload.g !== 'number' || typeof payload.f !== 'boolean') return null;
        if (memberId !== null && !Number.isSafeInteger(memberId)) return null;
        return { memberId, merchantCode: payload.mc, gameId: payload.g, freePlay: payload.f };
      } catch {
        return null;
      }
    },
  };
}

export type LaunchTokens = ReturnType<typeof createLaunchTokens>;
