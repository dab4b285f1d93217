import { randomBytes } from 'node:crypto';
import type { OperatorLoginRequest, OperatorLoginResponse } from '@m/contract';
import { AppError } from '../../lib/app-error.ts';
import type { OperatorSession } from '../../lib/operator-context.ts';
import { UNUSABLE_PASSWORD_HASH, verifyPassword } from '../../lib/password-hash.ts';
import { hashToken } from '../../lib/token-hash.ts';
import type { LoginGuard, LoginGuardState } from '../session/login-guard.ts';
import type { OperatorRepository } from './repository.ts';

/** An operator session lasts one shift from its login, however busy: it does not slide like a member's. */
export const OPERATOR_SESSION_MS = 8 * 60 * 60_000;

/** The login guard keys failures per merchant; operators belong to none, so their failures live in a table of their own under this key. */
const NO_MERCHANT = 0;


const lockedOut = (waitMs: number) => new AppError('login.locked', { value: { captcha: false, retryAfter: Math.ceil(waitMs / 1000) } });
const waiting = (state: LoginGuardState): state is LoginGuardState & { waitMs: number } => state.waitMs !== null;

/**
 * Operator logins and sessions: passwords hashed like members', random 256-bit tokens stored as
 * their SHA-256. Failed logins go through the members' login guard (its waits per account and
 * address, so nobody locks an operator out from elsewhere); its captcha step is not asked of the
 * operator console, which has no page to draw one in.
 */
export function createOperatorSessions(repository: OperatorRepository, guard: LoginGuard, clock: () => number = Date.now) {
  return {
    async login(body: OperatorLoginRequest, ip: string): Promise<OperatorLoginResponse> {
      const attempt = await guard.reserve(NO_MERCHANT, body.username.toLowerCase(), ip);
      if (waiting(attempt.state)) {
        await guard.release(attempt);
        throw lockedOut(attempt.state.waitMs);
      }
      const operator = await repository.findByUsername(body.username);
      const matches = await verifyPassword(body.password, operator?.passwordHash ?? UNUSABLE_PASSWORD_HASH);
      if (!operator || !matches || operator.status !== 'ACTIVE') {
        const after = await guard.recordFailure(attempt);
        if (waiting(after)) throw lockedOut(after.waitMs);
        throw new AppError('login.failed', { value: { captcha: false } });
      }
      await guard.recordSuccess(attempt, { loginNames: [attempt.usernameKey], lastLogin: operator.lastLogin });
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(clock() + OPERATOR_SESSION_MS);
      await repository.insertSession({ tokenHash: hashToken(token), operatorId: operator.id, expiresAt });
      await repository.touchLogin(operator.id, new Date(clock()));
      return {
        token,
        operatorId: operator.id,
        username: operator.username,
        merchants: operator.merchantId === null ? null : [(await repository.merchantCode(operator.merchantId)) ?? ''],
        expiresAt: expiresAt.toISOString(),
      };
    },

    async verify(token: string): Promise<OperatorSession | null> {
      return repository.findLiveSession(hashToken(token), new Date(clock()));
    },

    revoke: (sessionId: number) => repository.revokeSession(sessionId, new Date(clock())),
  };
}

export type OperatorSessions = ReturnType<typeof createOperatorSessions>;
