import { randomBytes } from 'node:crypto';
import {
  isAgent, isEmail, isTrial, MEMBER_TYPE,
  type LoginResponse, type MemberInfo, type RegisterField, type RegisterRequest,
} from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import { MEMBER_STATUS, type Member, type MemberProfile, type Merchant, type NewMember } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { merchantFlag } from '../../lib/merchant-flags.ts';
import { hashPassword, verifyPassword } from '../../lib/password-hash.ts';
import type { MemberSession, RequestOrigin } from '../../lib/request-context.ts';
import { hashToken } from '../../lib/token-hash.ts';
import { uniqueViolation } from '../../lib/unique-violation.ts';
import type { CaptchaService } from '../captcha/service.ts';
import type { SecretGuard } from '../secret-guard/service.ts';
import type { AvatarService } from '../avatars/service.ts';
import type { Referrals } from '../referrals/service.ts';
import type { MemberSessions } from '../session/service.ts';
import type { SignIn } from '../session/sign-in.ts';
import type { Notifier } from '../verification/notifier.ts';
import type { VerificationService } from '../verification/service.ts';
import { createMemberRepository, type MemberRepository } from './repository.ts';
import { checkField, checkNewPassword, fieldError } from './rules.ts';

export const PASSWORD_RESET_TTL_MS = 30 * 60_000;

/** Wrong login passwords in a row on a signed-in session that lock what they confirm. */
export const OLD_PASSWORD_LOCK = { maxAttempts: 5, minutes: 30 } as const;

/**
 * The login password entered on a signed-in session to confirm an action (changing the password, a
 * bound contact, an exclusion): checked through its guard, so the wrong tries and the lock are one
 * count across all of them. A wrong one answers `wrong`; past the lock, entries are refused unchecked.
 */
export async function confirmLoginPassword(
  guard: SecretGuard, member: { id: number; passwordHash: string }, entered: string, wrong: 'password.old.error' | 'password.wrong',
): Promise<void> {
  const check = await guard.check(member.id, OLD_PASSWORD_LOCK, () => verifyPassword(entered, member.passwordHash));
  if (check.outcome === 'locked' && !check.checked) throw new AppError('too.many.requests', { cause: `login password locked until ${check.lockedUntil.toISOString()}` });
  if (check.outcome !== 'right') throw new AppError(wrong);
}

/** Registration fields checked only by their rule and stored as given. */
const PROFILE_FIELDS = ['idNumber', 'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo', 'recommenderId'] as const satisfies readonly (RegisterField & keyof MemberProfile)[];
const RULE_CHECKED_FIELDS = ['paymentPassword', 'nickname', 'payeeName', 'email', 'affiliateCode', ...PROFILE_FIELDS] as const satisfies readonly RegisterField[];

/** The one way a member is created (registration, an agent's open account): a name or number taken meanwhile answers as taken. */
async function insertMember(repository: Pick<MemberRepository, 'insert'>, member: NewMember): Promise<Member> {
  try {
    return await repository.insert(member);
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === null) throw error;
    throw new AppError(constraint.includes('mobile') ? 'mobile.exists' : 'username.exists');
  }
}

const blankToUndefined = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value.trim());

export function createMemberService(deps: {
  members: MemberRepository;
  /** The login password's guard (login_password_guards). */
  passwordGuard: SecretGuard;
  sessions: MemberSessions;
  signIn: SignIn;
  captchas: CaptchaService;
  verification: VerificationService;
  notifier: Notifier;
  /** Invite friends: the referrer a registration's code (`recommenderId`) names, recorded with the new member. */
  referrals: Pick<Referrals, 'referrerOf' | 'record'>;
  /** The member's profile picture, which the member info names. */
  avatars: Pick<AvatarService, 'avatarOf'>;
  clock?: () => number;
}) {
  const { members, passwordGuard, sessions, signIn, captchas, verification, notifier, referrals, avatars } = deps;
  const clock = deps.clock ?? Date.now;

  /** Every rule of the merchant's register settings, again on the server. */
  function checkRegistration(merchant: Merchant, body: RegisterRequest, mobileSignUp: boolean) {
    const settings = merchant.registerSettings;
    if (!mobileSignUp) checkField('username', body.username, settings.username, true);
    checkField('mobileNum', blankToUndefined(body.mobileNum), settings.mobileNum, mobileSignUp);
    checkNewPassword(settings, body.password);
    if (settings.confirmPassword?.enabled && body.confirmPassword !== body.password) {
      throw fieldError('confirmPassword', body.confirmPassword ? 'pattern' : 'required');
    }
    for (const field of RULE_CHECKED_FIELDS) checkField(field, blankToUndefined(body[field]), settings[field]);
    // Without direct registration a new member must come through an agent's invitation.
    if (!merchantFlag(merchant, 'DIRECTREG3') && !blankToUndefined(body.affiliateCode)) throw fieldError('affiliateCode', 'required');
  }

  async function checkCaptcha(merchant: Merchant, body: RegisterRequest) {
    if (!merchant.registerSettings.captcha?.enabled) return;
    if (!body.captcha || !body.captchaId) throw new AppError('captcha.required');
    if (!(await captchas.check(body.captchaId, body.captcha))) throw new AppError('captcha.error');
  }

  async function findAgent(merchant: Merchant, code: string): Promise<Member | null> {
    const agent = await members.findByAffiliateCode(merchant.id, code.trim());
    return agent && isAgent(agent.type) && agent.status === MEMBER_STATUS.ACTIVE ? agent : null;
  }

  async function setPassword(member: Member, password: string, keepSessionId: number | null) {
    await members.update(member.id, { passwordHash: await hashPassword(password) });
    await sessions.revokeAllOf(member.id, keepSessionId);
  }

  return {
    async register(merchant: Merchant, body: RegisterRequest, origin: RequestOrigin): Promise<LoginResponse> {
      const mobileSignUp = !body.username;
      if (!merchantFlag(merchant, mobileSignUp ? 'MOBILENUMREG3' : 'USERNAMEREG3')) throw new AppError('function.not.available');
      checkRegistration(merchant, body, mobileSignUp);
      await checkCaptcha(merchant, body);

      const mobile = blankToUndefined(body.mobileNum) ?? null;
      const username = mobileSignUp ? mobile! : body.username!;
      if (await members.findByUsername(merchant.id, username)) throw new AppError('username.exists');
      if (mobile && (await members.findByMobile(merchant.id, mobile))) throw new AppError('mobile.exists');
      const affiliateCode = blankToUndefined(body.affiliateCode);
      const upline = affiliateCode ? await findAgent(merchant, affiliateCode) : null;
      if (affiliateCode && !upline) throw new AppError('affiliate.invalid', { value: { field: 'affiliateCode' } });
      const referrerId = await referrals.referrerOf(merchant, blankToUndefined(body.recommenderId));

      let codeId: number | null = null;
      if (mobileSignUp && merchantFlag(merchant, 'REGMOBVERF3')) {
        if (!body.verificationCode) throw new AppError('verification.code.error');
        codeId = await verification.checkCode(merchant.id, mobile!, 'register', body.verificationCode.trim());
      }
      const paymentPassword = blankToUndefined(body.paymentPassword);
      const profile = Object.fromEntries(PROFILE_FIELDS.flatMap((field) => {
        const value = blankToUndefined(body[field]);
        return value && merchant.registerSettings[field]?.enabled ? [[field, value]] : [];
      })) as MemberProfile;
      const newMember = {
        merchantId: merchant.id,
        username,
        passwordHash: await hashPassword(body.password),
        paymentPasswordHash: paymentPassword ? await hashPassword(paymentPassword) : null,
        mobile,
        countryDialingCode: mobile ? (body.countryDialingCode ?? null) : null,
        email: blankToUndefined(body.email) ?? null,
        nickname: blankToUndefined(body.nickname) ?? null,
        payeeName: blankToUndefined(body.payeeName) ?? null,
        profile,
        type: MEMBER_TYPE.PLAYER,
        parentId: upline?.id ?? null,
        registerMethod: body.registerMethod ?? null,
        registerUrl: body.registerUrl ?? body.domain ?? null,
      };
      if (codeId !== null) await verification.consume(codeId);
      const member = await insertMember(members, newMember);
      if (referrerId !== null) await referrals.record({ merchantId: merchant.id, referrerId, inviteeId: member.id });
      return signIn(member, origin);
    },

    /**
     * An agent's open account (/m/agentRegister): a player or a sub-agent directly under the agent,
     * by the merchant's registration rules for the username and the password, inserted on `tx` (the
     * agent's transaction that also sets a sub-agent's rates).
     */
    async openAccount(tx: AppDatabase, merchant: Merchant, uplineId: number, account: { username: string; password: string; type: number }): Promise<Member> {
      const settings = merchant.registerSettings;
      checkField('username', account.username, settings.username, true);
      checkNewPassword(settings, account.password);
      const repository = createMemberRepository(tx);
      if (await repository.findByUsername(merchant.id, account.username)) throw new AppError('username.exists');
      return insertMember(repository, {
        merchantId: merchant.id, username: account.username, passwordHash: await hashPassword(account.password), type: account.type, parentId: uplineId,
      });
    },

    /** Codes for SMS login and setting a password by phone go only to an active member's number. */
    async checkRegisteredMobile(merchant: Merchant, mobile: string): Promise<void> {
      const member = await members.findByMobile(merchant.id, mobile);
      if (!member || member.status !== MEMBER_STATUS.ACTIVE) throw new AppError('user.not.exist');
    },

    /** Registration codes go only to a valid number that no member has yet. */
    async checkNewMobile(merchant: Merchant, mobile: string): Promise<void> {
      checkField('mobileNum', mobile, merchant.registerSettings.mobileNum, true);
      if (await members.findByMobile(merchant.id, mobile)) throw new AppError('mobile.exists');
    },

    async usernameAvailable(merchant: Merchant, username: string): Promise<{ available: boolean }> {
      checkField('username', username, merchant.registerSettings.username, true);
      return { available: (await members.findByUsername(merchant.id, username)) === null };
    },

    async affiliateValid(merchant: Merchant, code: string): Promise<{ success: boolean }> {
      return { success: (await findAgent(merchant, code)) !== null };
    },

    async info(session: MemberSession): Promise<MemberInfo> {
      const [member, avatar] = await Promise.all([members.findById(session.memberId), avatars.avatarOf(session.memberId)]);
      if (!member) throw new AppError('login.not.session');
      return {
        id: member.id,
        account: member.username,
        userName: member.nickname ?? member.username,
        type: member.type,
        regDate: member.regDate.getTime(),
        toUpline: member.toUpline,
        clubLabel: member.clubLabel,
        avatar,
      };
    },

    /**
     * Changes the password of the session's member; the member's other sessions end. Wrong old
     * passwords answer password.old.error; past OLD_PASSWORD_LOCK the entries are refused unchecked.
     */
    async changePassword(merchant: Merchant, session: MemberSession, body: { oldPassword: string; newPassword: string; confirmNewPassword: string }) {
      const member = await members.findById(session.memberId);
      if (!member) throw new AppError('login.not.session');
      await confirmLoginPassword(passwordGuard, member, body.oldPassword, 'password.old.error');
      if (body.newPassword === body.oldPassword) throw new AppError('modify.new.old.same');
      checkNewPassword(merchant.registerSettings, body.newPassword, body.confirmNewPassword);
      await setPassword(member, body.newPassword, session.sessionId);
    },

    /**
     * Mails a reset link when username and e-mail belong together; the answer is the same either way.
     * `pageOrigin`: where the link leads, the address the member asked from (`pageOriginOf`).
     */
    async forgotPasswordByEmail(merchant: Merchant, body: { username: string; email: string }, pageOrigin: string): Promise<void> {
      if (!isEmail(body.email)) throw new AppError('email.format.error', { value: { field: 'email' } });
      const member = await members.findByUsername(merchant.id, body.username);
      const matches = member?.email?.toLowerCase() === body.email.toLowerCase() && member.status === MEMBER_STATUS.ACTIVE && !isTrial(member.type);
      if (!member || !matches) return;
      const token = randomBytes(32).toString('base64url');
      await members.insertResetToken({ tokenHash: hashToken(token), memberId: member.id, expiresAt: new Date(clock() + PASSWORD_RESET_TTL_MS) });
      await notifier.send({
        merchantId: merchant.id,
        channel: 'email',
        recipient: member.email!,
        subject: 'Reset your password',
        body: `Hello ${member.username}, open ${pageOrigin}/m/forget?resetToken=${token} within 30 minutes to choose a new password. If you did not ask for this, ignore this e-mail.`,
      });
    },

    /** Set password by phone (CHNGPASSVERIF3); every session of the member ends. */
    async passwordBySms(merchant: Merchant, body: { newPassword: string; mobileNum: string; verificationCode: string }) {
      if (!merchantFlag(merchant, 'CHNGPASSVERIF3')) throw new AppError('function.not.available');
      const member = await members.findByMobile(merchant.id, body.mobileNum);
      if (!member || member.status !== MEMBER_STATUS.ACTIVE) throw new AppError('verification.code.error');
      const codeId = await verification.checkCode(merchant.id, body.mobileNum, 'noLogin', body.verificationCode);
      if (await verifyPassword(body.newPassword, member.passwordHash)) throw new AppError('modify.new.old.same');
      checkNewPassword(merchant.registerSettings, body.newPassword);
      await verification.consume(codeId);
      await setPassword(member, body.newPassword, null);
    },

    /** The link of the forgot-password e-mail; every session of the member ends. */
    async resetPassword(merchant: Merchant, body: { token: string; newPassword: string; confirmNewPassword: string }) {
      const tokenHash = hashToken(body.token);
      const member = await members.findByResetToken(tokenHash, new Date(clock()));
      if (!member || member.merchantId !== merchant.id) throw new AppError('reset.token.invalid');
      if (await verifyPassword(body.newPassword, member.passwordHash)) throw new AppError('modify.new.old.same');
      checkNewPassword(merchant.registerSettings, body.newPassword, body.confirmNewPassword);
      if (!(await members.useResetToken(tokenHash, new Date(clock())))) throw new AppError('reset.token.invalid');
      await setPassword(member, body.newPassword, null);
    },
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
