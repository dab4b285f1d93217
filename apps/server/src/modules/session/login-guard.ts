import { and, count, eq, gt, inArray, lt, max, ne } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { loginFailures } from '../../db/schema.ts';

const MINUTE_MS = 60_000;

export const LOGIN_GUARD = {
  /** Failed logins of an account, or from an address, within `captchaWindowMs` after which the captcha is required. */
  captchaAfter: 3,
  captchaWindowMs: 15 * MINUTE_MS,
  /** Failures of one account from one address that cost nothing but the captcha ... */
  freePairFailures: 5,
  /** ... or only this many while the account is under attack: `attackAfter` failures from all addresses within `attackWindowMs`. */
  freePairFailuresUnderAttack: 1,
  attackAfter: 10,
  attackWindowMs: 60 * MINUTE_MS,
  /** Each further failure of the pair makes that address wait for that account, twice as long each time, up to `maxWaitMs`. */
  firstWaitMs: MINUTE_MS,
  maxWaitMs: 60 * MINUTE_MS,
  /** How long failures are kept: the pairs' waits, and the count told to the member at their next login. */
  memoryMs: 7 * 24 * 60 * MINUTE_MS,
} as const;

export function createLoginGuardRepository(db: AppDatabase) {
  const ofAccount = (merchantId: number, usernameKey: string) =>
    and(eq(loginFailures.merchantId, merchantId), eq(loginFailures.usernameKey, usernameKey));
  const notThe = (besides: number | undefined) => (besides === undefined ? undefined : ne(loginFailures.id, besides));

  return {
    /** Answers the new failure's id. */
    async insertFailure(failure: { merchantId: number; usernameKey: string; ip: string; createdAt: Date }): Promise<number> {
      const [row] = await db.insert(loginFailures).values(failure).returning({ id: loginFailures.id });
      return row!.id;
    },

    async deleteFailure(id: number): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.id, id));
    },

    /** `besides`: a failure left out of the count. */
    async countByUsernames(merchantId: number, usernameKeys: string[], since: Date, besides?: number): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(loginFailures)
        .where(and(eq(loginFailures.merchantId, merchantId), inArray(loginFailures.usernameKey, usernameKeys), gt(loginFailures.createdAt, since), notThe(besides)));
      return row?.total ?? 0;
    },

    async countByIp(merchantId: number, ip: string, since: Date, besides?: number): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(loginFailures)
        .where(and(eq(loginFailures.merchantId, merchantId), eq(loginFailures.ip, ip), gt(loginFailures.createdAt, since), notThe(besides)));
      return row?.total ?? 0;
    },

    /** Failures of the account from the address since `since`, and when the last one was. */
    async pairFailures(merchantId: number, usernameKey: string, ip: string, since: Date, besides?: number): Promise<{ total: number; last: Date | null }> {
      const [row] = await db
        .select({ total: count(), last: max(loginFailures.createdAt) })
        .from(loginFailures)
        .where(and(ofAccount(merchantId, usernameKey), eq(loginFailures.ip, ip), gt(loginFailures.createdAt, since), notThe(besides)));
      return { total: row?.total ?? 0, last: row?.last ?? null };
    },

    async clearPair(merchantId: number, usernameKey: string, ip: string): Promise<void> {
      await db.delete(loginFailures).where(and(ofAccount(merchantId, usernameKey), eq(loginFailures.ip, ip)));
    },

    async deleteBefore(before: Date): Promise<void> {
      await db.delete(loginFailures).where(lt(loginFailures.createdAt, before));
    },

    /** Forgets every failure (development switch for browser tests). */
    async clearAll(): Promise<void> {
      await db.delete(loginFailures);
    },
  };
}

export type LoginGuardRepository = ReturnType<typeof createLoginGuardRepository>;

/** Where a login attempt stands: whether the captcha is owed, and how long this address must wait for this account. */
export type LoginGuardState = { captcha: boolean; waitMs: number | null };

/** A login attempt counted as failed until it proves right or is refused unchecked; `state`: where the attempts before it left it. */
export type LoginAttempt = { merchantId: number; usernameKey: string; ip: string; failureId: number; state: LoginGuardState };

/**
 * Brute-force rules of the login, which an attacker cannot turn against the member: failures are
 * counted per account, per address and per account-and-address pair. The captcha is required after
 * 3 failures of an account or from an address (15 minutes). Only the pair ever waits: after 5
 * failures (1 while the account is under attack from many addresses) each further failure makes
 * that address wait for that account 1, 2, 4 … 60 minutes, so the owner's right password from an
 * address that has not been failing is never refused. Usernames are keyed lower-cased, whether or
 * not such an account exists.
 *
 * Each attempt is recorded as a failure before its state is read, so attempts sent at once (to any
 * number of processes) see each other: of those that arrive together, no more pass a rule than it
 * allows (sometimes fewer).
 */
export function createLoginGuard(repository: LoginGuardRepository, clock: () => number = Date.now) {
  const ago = (ms: number) => new Date(clock() - ms);

  async function state(merchantId: number, usernameKey: string, ip: string, besides?: number): Promise<LoginGuardState> {
    const [byAccount, byAddress, byAccountRecently, pair] = await Promise.all([
      repository.countByUsernames(merchantId, [usernameKey], ago(LOGIN_GUARD.captchaWindowMs), besides),
      repository.countByIp(merchantId, ip, ago(LOGIN_GUARD.captchaWindowMs), besides),
      repository.countByUsernames(merchantId, [usernameKey], ago(LOGIN_GUARD.attackWindowMs), besides),
      repository.pairFailures(merchantId, usernameKey, ip, ago(LOGIN_GUARD.memoryMs), besides),
    ]);
    const captcha = byAccount >= LOGIN_GUARD.captchaAfter || byAddress >= LOGIN_GUARD.captchaAfter;
    const free = byAccountRecently >= LOGIN_GUARD.attackAfter ? LOGIN_GUARD.freePairFailuresUnderAttack : LOGIN_GUARD.freePairFailures;
    if (pair.total < free || !pair.last) return { captcha, waitMs: null };
    const wait = Math.min(LOGIN_GUARD.firstWaitMs * 2 ** (pair.total - free), LOGIN_GUARD.maxWaitMs);
    const waitMs = pair.last.getTime() + wait - clock();
    return { captcha, waitMs: waitMs > 0 ? waitMs : null };
  }

  return {
    /** Records an attempt as failed before it is checked, and answers the state the other attempts left. */
    async reserve(merchantId: number, usernameKey: string, ip: string): Promise<LoginAttempt> {
      await repository.deleteBefore(ago(LOGIN_GUARD.memoryMs));
      const failureId = await repository.insertFailure({ merchantId, usernameKey, ip, createdAt: new Date(clock()) });
      return { merchantId, usernameKey, ip, failureId, state: await state(merchantId, usernameKey, ip, failureId) };
    },

    /** An attempt refused before its credentials were checked (waiting, captcha) counts for nothing. */
    release: (attempt: LoginAttempt) => repository.deleteFailure(attempt.failureId),

    /** The attempt failed: answers the state it leaves. */
    recordFailure: (attempt: LoginAttempt) => state(attempt.merchantId, attempt.usernameKey, attempt.ip),

    /**
     * After a successful login: forgets the failures of this address for the account and answers
     * how many failed logins under any of the account's login names there were since `lastLogin`.
     */
    async recordSuccess(attempt: LoginAttempt, account: { loginNames: string[]; lastLogin: Date | null }): Promise<number> {
      await repository.deleteFailure(attempt.failureId);
      const since = account.lastLogin && account.lastLogin > ago(LOGIN_GUARD.memoryMs) ? account.lastLogin : ago(LOGIN_GUARD.memoryMs);
      const failures = await repository.countByUsernames(attempt.merchantId, account.loginNames, since);
      await repository.clearPair(attempt.merchantId, attempt.usernameKey, attempt.ip);
      return failures;
    },

    /** Forgets every failure (development switch for browser tests). */
    forgetAll: () => repository.clearAll(),
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
