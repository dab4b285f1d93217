import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { loginFailures, loginLocks } from '../../db/schema.ts';

export const LOGIN_GUARD = {
  /** Failed logins of a username, or from an address, after which the captcha is required. */
  captchaAfter: 3,
  /** Failed logins of a username within the window that lock it ... */
  lockAfter: 10,
  windowMs: 15 * 60_000,
  /** ... for this long. */
  lockMs: 15 * 60_000,
} as const;

export function createLoginGuardRepository(db: AppDatabase) {
  return {
    async insertFailure(failure: { merchantId: number; usernameKey: string; ip: string; createdAt: Date }): Promise<void> {
      await db.insert(loginFailures).values(failure);
    },

    async countByUsername(merchantId: number, usernameKey: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(loginFailures)
        .where(and(eq(loginFailures.merchantId, merchantId), eq(loginFailures.usernameKey, usernameKey), gt(loginFailures.createdAt, since)));
      return row?.total ?? 0;
    },

    async countByIp(merchantId: number, ip: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(loginFailures)
        .where(and(eq(loginFailures.merchantId, merchantId), eq(loginFailures.ip, ip), gt(loginFailures.createdAt, since)));
      return row?.total ?? 0;
    },

    async clearUsername(merchantId: number, usernameKey: string): Promise<void> {
      await db.delete(loginFailures).where(and(eq(loginFailures.merchantId, merchantId), eq(loginFailures.usernameKey, usernameKey)));
    },

    async lockedUntil(merchantId: number, usernameKey: string): Promise<Date | null> {
      const [row] = await db
        .select({ lockedUntil: loginLocks.lockedUntil })
        .from(loginLocks)
        .where(and(eq(loginLocks.merchantId, merchantId), eq(loginLocks.usernameKey, usernameKey)))
        .limit(1);
      return row?.lockedUntil ?? null;
    },

    async lock(merchantId: number, usernameKey: string, lockedUntil: Date): Promise<void> {
      await db
        .insert(loginLocks)
        .values({ merchantId, usernameKey, lockedUntil })
        .onConflictDoUpdate({ target: [loginLocks.merchantId, loginLocks.usernameKey], set: { lockedUntil } });
    },

    /** Drops failures and locks that no rule looks at any more. */
    async deleteStale(failuresBefore: Date, locksBefore: Date): Promise<void> {
      await db.delete(loginFailures).where(lt(loginFailures.createdAt, failuresBefore));
      await db.delete(loginLocks).where(lt(loginLocks.lockedUntil, locksBefore));
    },

    /** Forgets every failure and lock (development switch for browser tests). */
    async clearAll(): Promise<void> {
      await db.delete(loginFailures);
      await db.delete(loginLocks);
    },
  };
}

export type LoginGuardRepository = ReturnType<typeof createLoginGuardRepository>;

/**
 * Brute-force rules of the login: the captcha becomes necessary after 3 failures for a username or
 * from an address; 10 failures of a username within 15 minutes lock it for 15 minutes.
 * Usernames are keyed lower-cased, whether or not such an account exists.
 */
export function createLoginGuard(repository: LoginGuardRepository, clock: () => number = Date.now) {
  const windowStart = () => new Date(clock() - LOGIN_GUARD.windowMs);

  return {
    async isLocked(merchantId: number, usernameKey: string): Promise<boolean> {
      const until = await repository.lockedUntil(merchantId, usernameKey);
      return until !== null && until.getTime() > clock();
    },

    async captchaRequired(merchantId: number, usernameKey: string, ip: string): Promise<boolean> {
      const [byUsername, byIp] = await Promise.all([
        repository.countByUsername(merchantId, usernameKey, windowStart()),
        repository.countByIp(merchantId, ip, windowStart()),
      ]);
      return byUsername >= LOGIN_GUARD.captchaAfter || byIp >= LOGIN_GUARD.captchaAfter;
    },

    /** Records a failed login; true when it locked the username. */
    async recordFailure(merchantId: number, usernameKey: string, ip: string): Promise<boolean> {
      await repository.deleteStale(windowStart(), new Date(clock()));
      await repository.insertFailure({ merchantId, usernameKey, ip, createdAt: new Date(clock()) });
      const failures = await repository.countByUsername(merchantId, usernameKey, windowStart());
      if (failures < LOGIN_GUARD.lockAfter) return false;
      await repository.lock(merchantId, usernameKey, new Date(clock() + LOGIN_GUARD.lockMs));
      return true;
    },

    recordSuccess: (merchantId: number, usernameKey: string) => repository.clearUsername(merchantId, usernameKey),

    /** Forgets every failure and lock (development switch for browser tests). */
    forgetAll: () => repository.clearAll(),
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
