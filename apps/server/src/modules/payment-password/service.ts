import { PAYMENT_PASSWORD_LOCK, paymentPasswordProblem, type ChangePaymentPasswordRequest } from '@m/contract';
import type { Merchant } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/password-hash.ts';
import type { SecretGuard } from '../secret-guard/service.ts';
import type { VerificationService } from '../verification/service.ts';
import type { PaymentPasswordRepository } from './repository.ts';

type NewPaymentPassword = { newPassword: string; confirmNewPassword: string };

function checkNewPassword({ newPassword, confirmNewPassword }: NewPaymentPassword) {
  const problem = paymentPasswordProblem(newPassword);
  if (problem) throw new AppError(problem === 'format' ? 'payment.password.format' : 'payment.password.weak');
  if (confirmNewPassword !== newPassword) throw new AppError('password.confirm.mismatch');
}

/**
 * The 6-digit payment password that withdrawals, card removal and upline transfers ask for:
 * hashed like login passwords; 5 wrong entries in a row lock it for 30 minutes, however many
 * arrive at once (see the secret guard).
 */
export function createPaymentPasswordService(deps: {
  repository: PaymentPasswordRepository;
  guard: SecretGuard;
  verification: VerificationService;
}) {
  const { repository, guard, verification } = deps;

  /**
   * Checks the member's payment password; refuses with `payment.password.not.set`,
   * `payment.password.locked` (value `{ lockedUntil }`, epoch ms) or `payment.password.wrong`
   * (value `{ remainingAttempts }`). The entry that uses up the attempts answers `locked`.
   */
  async function verify(memberId: number, password: string): Promise<void> {
    const hash = await repository.findHash(memberId);
    if (!hash) throw new AppError('payment.password.not.set');
    const check = await guard.check(memberId, PAYMENT_PASSWORD_LOCK, () => verifyPassword(password, hash));
    if (check.outcome === 'wrong') throw new AppError('payment.password.wrong', { value: { remainingAttempts: check.remainingAttempts } });
    if (check.outcome === 'locked') throw new AppError('payment.password.locked', { value: { lockedUntil: check.lockedUntil.getTime() } });
  }

  async function boundMobileOf(memberId: number): Promise<string> {
    const mobile = await repository.findMobile(memberId);
    if (!mobile) throw new AppError('mobile.not.bound');
    return mobile;
  }

  return {
    verify,

    hasPassword: async (memberId: number): Promise<boolean> => (await repository.findHash(memberId)) !== null,

    /** The first payment password; a member who has one changes it instead. */
    async set(memberId: number, body: NewPaymentPassword): Promise<void> {
      if (await repository.findHash(memberId)) throw new AppError('payment.password.exists');
      checkNewPassword(body);
      if (!(await repository.setFirst(memberId, await hashPassword(body.newPassword)))) throw new AppError('payment.password.exists');
    },

    /** With the old payment password (an entry like any other: counted, refused while locked) or a code sent to the bound mobile. */
    async change(merchant: Merchant, memberId: number, body: ChangePaymentPasswordRequest): Promise<void> {
      const hash = await repository.findHash(memberId);
      if (!hash) throw new AppError('payment.password.not.set');
      checkNewPassword(body);
      if ('oldPassword' in body) {
        await verify(memberId, body.oldPassword);
        if (body.newPassword === body.oldPassword) throw new AppError('modify.new.old.same');
        await repository.replace(memberId, await hashPassword(body.newPassword));
        return;
      }
      const codeId = await verification.checkCode(merchant.id, await boundMobileOf(memberId), 'paymentPassword', body.verificationCode);
      if (await verifyPassword(body.newPassword, hash)) throw new AppError('modify.new.old.same');
      await verification.consume(codeId);
      await repository.replace(memberId, await hashPassword(body.newPassword));
    },

    /** A code for changing the payment password, to the mobile bound to the account. */
    async sendCode(merchant: Merchant, memberId: number, ip: string): Promise<{ expiredMinutes: number }> {
      return verification.sendSmsCode({ merchant, mobile: await boundMobileOf(memberId), purpose: 'paymentPassword', ip });
    },
  };
}

export type PaymentPasswordService = ReturnType<typeof createPaymentPasswordService>;
