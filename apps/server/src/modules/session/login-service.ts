import { randomBytes } from 'node:crypto';
import { MEMBER_TYPE, type FreeplayLoginRequest, type LoginRequest, type LoginResponse, type TrialAccount } from '@m/contract';
import { MEMBER_STATUS, type Member, type Merchant } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { merchantFlag } from '../../lib/merchant-flags.ts';
import { hashPassword, UNUSABLE_PASSWORD_HASH, verifyPassword } from '../../lib/password-hash.ts';
import type { RequestOrigin } from '../../lib/request-context.ts';
import { uniqueViolation } from '../../lib/unique-violation.ts';
import type { CaptchaService } from '../captcha/service.ts';
import type { VerificationService } from '../verification/service.ts';
import type { LoginGuard, LoginGuardState } from './login-guard.ts';
import type { MemberAccounts } from './member-accounts.ts';
import type { SignIn } from './sign-in.ts';

const refusal = (code: 'login.failed' | 'captcha.required' | 'captcha.error' | 'verification.code.error', captcha: boolean) =>
  new AppError(code, { value: { captcha } });

/** This address must wait before it may try this account again. */
const lockedOut = (state: LoginGuardState & { waitMs: number }) =>
  new AppError('login.locked', { value: { captcha: state.captcha, retryAfter: Math.ceil(state.waitMs / 1000) } });

const mustWait = (state: LoginGuardState): state is LoginGuardState & { waitMs: number } => state.waitMs !== null;

export function createLoginService(deps: {
  members: MemberAccounts;
  guard: LoginGuard;
  captchas: CaptchaService;
  verification: VerificationService;
  signIn: SignIn;
  /** Credits a new trial account with its play money (the ledger's). */
  grantTrialPlayMoney: (member: Member) => Promise<void>;
}) {
  const { members, guard, captchas, verification, signIn, grantTrialPlayMoney } = deps;

  /** A username, or the mobile number of an account (after setting a password by phone). */
  async function findByLoginName(merchantId: number, name: string): Promise<Member | null> {
    return (await members.findByUsername(merchantId, name)) ?? (/^\d+$/.test(name) ? members.findByMobile(merchantId, name) : null);
  }

  /** The member the credentials prove, or null; an SMS code is used up only on success. */
  async function authenticate(merchant: Merchant, body: Exclude<LoginRequest, { type: 'firebase' }>): Promise<Member | null> {
    if (body.type === 'username') {
      const member = await findByLoginName(merchant.id, body.username);
      const matches = await verifyPassword(body.password, member?.passwordHash ?? UNUSABLE_PASSWORD_HASH);
      return matches ? member : null;
    }
    const member = await members.findByMobile(merchant.id, body.username);
    if (!member) return null;
    try {
      await verification.consume(await verification.checkCode(merchant.id, body.username, 'noLogin', body.verificationCode));
      return member;
    } catch (error) {
      if (error instanceof AppError && error.errorCode === 'verification.code.error') return null;
      throw error;
    }
  }

  const TRIAL_USERNAME_ATTEMPTS = 5;

  return {
    async login(merchant: Merchant, body: LoginRequest, origin: RequestOrigin): Promise<LoginResponse> {
      if (body.type === 'firebase') throw new AppError('function.not.available');
      if (body.type === 'sms' && !merchantFlag(merchant, 'MOBILEVERCODELOGIN3')) throw new AppError('function.not.available');
      const attempt = await guard.reserve(merchant.id, body.username.toLowerCase(), origin.ip);
      const uncounted = async (error: AppError) => {
        await guard.release(attempt);
        return error;
      };
      const before = attempt.state;
      if (mustWait(before)) throw await uncounted(lockedOut(before));
      if (before.captcha) {
        if (!body.captcha || !body.captchaId) throw await uncounted(refusal('captcha.required', true));
        if (!(await captchas.check(body.captchaId, body.captcha))) throw await uncounted(refusal('captcha.error', true));
      }

      const member = await authenticate(merchant, body);
      if (!member) {
        const after = await guard.recordFailure(attempt);
        if (mustWait(after)) throw lockedOut(after);
        throw refusal(body.type === 'sms' ? 'verification.code.error' : 'login.failed', after.captcha);
      }
      if (member.status !== MEMBER_STATUS.ACTIVE) throw await uncounted(new AppError('user.not.exist'));
      const loginNames = [member.username.toLowerCase(), ...(member.mobile ? [member.mobile] : [])];
      const failedAttemptsSinceLastLogin = await guard.recordSuccess(attempt, { loginNames, lastLogin: member.lastLogin });
      return { ...(await signIn(member, origin)), failedAttemptsSinceLastLogin };
    },

    /** A new trial account with a random name and password, and play money in its wallet. */
    async createTrial(merchant: Merchant): Promise<TrialAccount> {
      if (!merchantFlag(merchant, 'FREEPLAY3')) throw new AppError('function.not.available');
      const password = randomBytes(12).toString('base64url');
      const passwordHash = await hashPassword(password);
      for (let attempt = 0; attempt < TRIAL_USERNAME_ATTEMPTS; attempt++) {
        const userName = `try${randomBytes(5).toString('hex')}`;
        try {
          const trial = await members.insert({ merchantId: merchant.id, username: userName, passwordHash, type: MEMBER_TYPE.TRIAL });
          await grantTrialPlayMoney(trial);
          return { userName, password };
        } catch (error) {
          if (uniqueViolation(error) === null) throw error;
        }
      }
      throw new Error('No free trial username found');
    },

    /** Logs a trial account in; the client names the merchant's trial merchant code. */
    async freeplayLogin(merchant: Merchant, body: FreeplayLoginRequest, origin: RequestOrigin): Promise<LoginResponse> {
      if (!merchantFlag(merchant, 'FREEPLAY3') || body.merchantCode !== merchant.trialMerchantCode) throw new AppError('function.not.available');
      const member = await members.findByUsername(merchant.id, body.username);
      const trial = member?.type === MEMBER_TYPE.TRIAL ? member : null;
      const matches = await verifyPassword(body.password, trial?.passwordHash ?? UNUSABLE_PASSWORD_HASH);
      if (!trial || !matches) throw refusal('login.failed', false);
      if (trial.status !== MEMBER_STATUS.ACTIVE) throw new AppError('user.not.exist');
      return signIn(trial, origin);
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
