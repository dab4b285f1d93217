import type { MemberSessionView, SecurityConfig, SecurityItem, SecurityLevel } from '@m/contract';
import type { Merchant } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { deviceLabel } from '../../lib/device-label.ts';
import { placeOfAddress } from '../../lib/ip-place.ts';
import type { MemberSession } from '../../lib/request-context.ts';
import { confirmLoginPassword } from '../member/service.ts';
import type { SecretGuard } from '../secret-guard/service.ts';
import type { MemberSessions } from '../session/service.ts';
import type { Notifier } from '../verification/notifier.ts';
import type { VerificationService } from '../verification/service.ts';
import type { BindingStanding, SecurityRepository } from './repository.ts';

/** The share of items done from which the level is medium, then high. */
const LEVEL_FROM = { medium: 0.5, high: 0.8 } as const;

/** The first three and last two digits stay: enough for the member to know the number, too little for anyone else. */
export const maskMobile = (mobile: string) => `${mobile.slice(0, 3)}${'*'.repeat(Math.max(mobile.length - 5, 1))}${mobile.slice(-2)}`;
/** The first letter and the domain stay. */
export const maskEmail = (email: string) => {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '***' : `${email[0]}***${email.slice(at)}`;
};

/** Each item the level counts, read from what the member has set up; a new item is one more row. */
const ITEMS: ReadonlyArray<{ item: SecurityItem; done: (standing: BindingStanding) => boolean; value?: (standing: BindingStanding) => string | null }> = [
  { item: 'loginPassword', done: (standing) => standing.passwordHash !== '' },
  { item: 'paymentPassword', done: (standing) => standing.paymentPasswordSet },
  {
    item: 'mobile',
    done: (standing) => standing.mobile !== null,
    value: (standing) => (standing.mobile === null ? null : `${standing.countryDialingCode ?? ''} ${maskMobile(standing.mobile)}`.trim()),
  },
  { item: 'email', done: (standing) => standing.email !== null, value: (standing) => (standing.email === null ? null : maskEmail(standing.email)) },
  { item: 'bankCard', done: (standing) => standing.bankCards > 0 },
  { item: 'identity', done: (standing) => standing.identityApproved },
];

export function levelOf(done: number, total: number): SecurityLevel {
  const share = done / total;
  return share >= LEVEL_FROM.high ? 'high' : share >= LEVEL_FROM.medium ? 'medium' : 'low';
}

/**
 * The security centre's server side: the level meter, binding a mobile number or an e-mail with a
 * code sent to it, and the member's own sessions. Changing an already bound mobile or e-mail also
 * takes the login password (guarded like the password change): a stolen session alone cannot move
 * the account's recovery contacts, and a member who lost the old phone can still change it.
 */
export function createSecurityService(deps: {
  repository: SecurityRepository;
  verification: VerificationService;
  sessions: MemberSessions;
  /** The login password's guard (login_password_guards). */
  passwordGuard: SecretGuard;
  /** Tells the old mobile or e-mail that it was replaced. */
  notifier: Notifier;
}) {
  const { repository, verification, sessions, passwordGuard, notifier } = deps;

  /** The contact a change replaced hears of it: the owner can act if it was not them. */
  const tellReplaced = (merchant: Merchant, channel: 'sms' | 'email', recipient: string) => {
    const what = channel === 'sms' ? 'mobile number' : 'e-mail address';
    const text = `The ${what} of your account was changed and this one no longer receives its codes. If you did not do this, contact customer service now.`;
    return notifier.send(channel === 'sms'
      ? { merchantId: merchant.id, channel, recipient, body: `[${merchant.code}] ${text}` }
      : { merchantId: merchant.id, channel, recipient, subject: `[${merchant.code}] Your ${what} was changed`, body: text });
  };

  async function standingOf(memberId: number): Promise<BindingStanding> {
    const standing = await repository.standing(memberId);
    if (!standing) throw new AppError('login.not.session');
    return standing;
  }

  /** A change of a bound contact needs the login password; a first binding does not. */
  async function checkPasswordForChange(memberId: number, standing: BindingStanding, bound: string | null, password: string | undefined) {
    if (bound === null) return;
    if (password === undefined) throw new AppError('password.old.error');
    await confirmLoginPassword(passwordGuard, { id: memberId, passwordHash: standing.passwordHash }, password, 'password.old.error');
  }

  return {
    async config(memberId: number): Promise<SecurityConfig> {
      const standing = await standingOf(memberId);
      const items = ITEMS.map(({ item, done, value }) => ({ item, done: done(standing), value: value?.(standing) ?? null }));
      const doneCount = items.filter((item) => item.done).length;
      return { level: levelOf(doneCount, items.length), done: doneCount, total: items.length, items };
    },

    async sendMobileCode(merchant: Merchant, memberId: number, body: { mobileNum: string }, ip: string) {
      const standing = await standingOf(memberId);
      if (standing.mobile === body.mobileNum || (await repository.takenByAnother(merchant.id, memberId, { mobile: body.mobileNum }))) {
        throw new AppError('mobile.exists');
      }
      return verification.sendSmsCode({ merchant, mobile: body.mobileNum, purpose: 'bindMobile', ip });
    },

    async bindMobile(merchant: Merchant, memberId: number, body: { mobileNum: string; countryDialingCode: string; verificationCode: string; password?: string }) {
      const standing = await standingOf(memberId);
      if (standing.mobile === body.mobileNum) throw new AppError('mobile.exists');
      await checkPasswordForChange(memberId, standing, standing.mobile, body.password);
      const codeId = await verification.checkCode(merchant.id, body.mobileNum, 'bindMobile', body.verificationCode);
      await verification.consume(codeId);
      await repository.bindMobile(merchant.id, memberId, body.mobileNum, body.countryDialingCode);
      if (standing.mobile !== null) await tellReplaced(merchant, 'sms', standing.mobile);
    },

    async sendEmailCode(merchant: Merchant, memberId: number, body: { email: string }, ip: string) {
      const standing = await standingOf(memberId);
      if (standing.email?.toLowerCase() === body.email || (await repository.takenByAnother(merchant.id, memberId, { email: body.email }))) {
        throw new AppError('email.exists');
      }
      return verification.sendEmailCode({ merchant, email: body.email, purpose: 'bindEmail', ip });
    },

    async bindEmail(merchant: Merchant, memberId: number, body: { email: string; verificationCode: string; password?: string }) {
      const standing = await standingOf(memberId);
      if (standing.email?.toLowerCase() === body.email) throw new AppError('email.exists');
      await checkPasswordForChange(memberId, standing, standing.email, body.password);
      const codeId = await verification.checkCode(merchant.id, body.email, 'bindEmail', body.verificationCode);
      await verification.consume(codeId);
      await repository.bindEmail(merchant.id, memberId, body.email);
      if (standing.email !== null) await tellReplaced(merchant, 'email', standing.email);
    },

    async sessions(session: MemberSession): Promise<{ sessions: MemberSessionView[] }> {
      const rows = await sessions.listLive(session.memberId);
      return {
        sessions: rows.map((row) => ({
          id: row.publicId,
          current: row.sessionId === session.sessionId,
          device: deviceLabel(row.userAgent),
          channel: row.device,
          ip: row.ip,
          place: placeOfAddress(row.ip),
          createdAt: row.createdAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
        })),
      };
    },

    /** Ends one of the member's sessions; its next call answers login.not.session and its streams close. */
    async signOut(session: MemberSession, publicId: string): Promise<{ signedOut: number }> {
      if (!(await sessions.revokeOwn(session.memberId, publicId))) throw new AppError('session.not.found');
      return { signedOut: 1 };
    },

    async signOutOthers(session: MemberSession): Promise<{ signedOut: number }> {
      return { signedOut: await sessions.revokeAllOf(session.memberId, session.sessionId) };
    },
  };
}

export type SecurityService = ReturnType<typeof createSecurityService>;
