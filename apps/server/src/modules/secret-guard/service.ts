import { setTimeout as sleep } from 'node:timers/promises';
import type { SecretGuardRepository } from './repository.ts';

/** `maxAttempts` wrong entries in a row lock the secret for `minutes`. */
export type SecretLock = { readonly maxAttempts: number; readonly minutes: number };

/**
 * How an entry went: right; wrong; or `locked`, either as the wrong entry that used up the
 * attempts (`checked`) or refused unchecked while the secret is locked.
 */
export type GuardedCheck =
  | { outcome: 'right' }
  | { outcome: 'wrong'; remainingAttempts: number }
  | { outcome: 'locked'; lockedUntil: Date; checked: boolean };

/**
 * How long the entries let through before a lock may still be being checked. A right one among
 * them lifts the lock, so an entry refused by a lock this young waits for them (polling) before it
 * answers `locked`: entries sent at once with the right secret are not turned away.
 */
const CHECKS_SETTLE_MS = 1_000;
const SETTLE_POLL_MS = 25;

/**
 * Bounds the guesses of a member's secret: each entry takes its place in the count of wrong
 * entries before it is checked, and none is checked while locked, so however many entries arrive
 * at once, and on however many processes, at most `maxAttempts` are checked per lock. No row
 * stays locked while the (slow) hash is checked.
 */
export function createSecretGuard(repository: SecretGuardRepository, clock: () => number = Date.now) {
  async function reserveAttempt(memberId: number, lock: SecretLock) {
    for (let waitedMs = 0; ; waitedMs += SETTLE_POLL_MS) {
      const now = clock();
      const reserved = await repository.reserveAttempt(memberId, { maxAttempts: lock.maxAttempts, now: new Date(now), lockUntil: new Date(now + lock.minutes * 60_000) });
      if (reserved) return reserved;
      const lockedUntil = await repository.lockedUntil(memberId);
      // Without a lock now, it ended or a right entry lifted it since the refusal: the entry tries again at once.
      if (lockedUntil && lockedUntil.getTime() > clock()) {
        const lockAgeMs = clock() - (lockedUntil.getTime() - lock.minutes * 60_000);
        if (lockAgeMs >= CHECKS_SETTLE_MS || waitedMs >= CHECKS_SETTLE_MS) return { lockedUntil, refused: true as const };
        await sleep(SETTLE_POLL_MS);
      }
    }
  }

  return {
    /** Checks an entry with `matches` (e.g. its hash against the stored one) unless the secret is locked under `lock`. */
    async check(memberId: number, lock: SecretLock, matches: () => Promise<boolean>): Promise<GuardedCheck> {
      const attempt = await reserveAttempt(memberId, lock);
      if ('refused' in attempt) return { outcome: 'locked', lockedUntil: attempt.lockedUntil, checked: false };
      if (await matches()) {
        await repository.clear(memberId);
        return { outcome: 'right' };
      }
      if (attempt.lockedUntil) return { outcome: 'locked', lockedUntil: attempt.lockedUntil, checked: true };
      return { outcome: 'wrong', remainingAttempts: lock.maxAttempts - attempt.failedAttempts };
    },
  };
}

export type SecretGuard = ReturnType<typeof createSecretGuard>;
