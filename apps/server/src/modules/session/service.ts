import { randomBytes } from 'node:crypto';
import { hashToken } from '../../lib/token-hash.ts';
import type { SessionVerifier } from '../../lib/request-context.ts';
import type { MemberSessionRepository } from './repository.ts';

/** A session lives this long after its last use. */
export const SESSION_IDLE_MS = 12 * 60 * 60_000;
/** Its expiry is pushed forward at most this often, not on every request. */
const SESSION_EXTEND_STEP_MS = 5 * 60_000;

/** Random 256-bit session tokens, stored hashed, with a sliding expiry; revoked on logout. */
export function createMemberSessions(repository: MemberSessionRepository, clock: () => number = Date.now) {
  return {
    /** Opens a session; with the merchant's single-session rule the member's other sessions end. */
    async issue(member: { id: number; merchantId: number }, device: string | null): Promise<{ token: string; sessionId: number }> {
      const token = randomBytes(32).toString('base64url');
      const sessionId = await repository.insert({
        tokenHash: hashToken(token), memberId: member.id, device, expiresAt: new Date(clock() + SESSION_IDLE_MS),
      });
      if (await repository.singleSession(member.merchantId)) await repository.revokeOthers(member.id, sessionId, new Date(clock()));
      return { token, sessionId };
    },

    verify: (async (token, merchant) => {
      const now = clock();
      const row = await repository.findLive(hashToken(token), merchant.id, new Date(now));
      if (!row) return null;
      if (row.expiresAt.getTime() - now < SESSION_IDLE_MS - SESSION_EXTEND_STEP_MS) {
        await repository.extend(row.sessionId, new Date(now + SESSION_IDLE_MS));
      }
      return { memberId: row.memberId, userName: row.userName, type: row.type, merchantId: row.merchantId, sessionId: row.sessionId };
    }) satisfies SessionVerifier,

    isFirstSession: (session: { memberId: number; sessionId: number }) => repository.isFirstSession(session.memberId, session.sessionId),
    revoke: (sessionId: number) => repository.revoke(sessionId, new Date(clock())),
    revokeAllOf: (memberId: number, keepSessionId: number | null = null) => repository.revokeOthers(memberId, keepSessionId, new Date(clock())),
  };
}

export type MemberSessions = ReturnType<typeof createMemberSessions>;

