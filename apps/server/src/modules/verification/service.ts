import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Merchant } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Notifier } from './notifier.ts';
import type { VerificationRepository } from './repository.ts';

/**
 * What a code may be used for: registration, registered numbers (SMS login, set password), a
 * signed-in member's payment password, binding a mobile number or an e-mail address.
 */
export type CodePurpose = 'register' | 'noLogin' | 'paymentPassword' | 'bindMobile' | 'bindEmail';

export const SMS_CODE = { digits: 6, expiredMinutes: 5, maxAttempts: 5 } as const;
export const SMS_LIMITS = {
  /** One code per number per minute ... */
  resendGapMs: 60_000,
  /** ... and at most this many per number per hour. */
  perNumberPerHour: 10,
  /** Codes one address may request in `perAddressWindowMs`. */
  perAddress: 20,
  perAddressWindowMs: 15 * 60_000,
} as const;

const HOUR_MS = 60 * 60_000;

function hashCode(code: string, salt: string): string {
  return `${salt}.${createHash('sha256').update(`${salt}:${code}`).digest('hex')}`;
}

function codeMatches(code: string, stored: string): boolean {
  const [salt] = stored.split('.');
  return salt !== undefined && timingSafeEqual(Buffer.from(hashCode(code, salt)), Buffer.from(stored));
}

/** One-time SMS and e-mail codes: 6 digits, stored hashed, 5 minutes, 5 tries, single use, sends limited per recipient and address. */
export function createVerificationService(repository: VerificationRepository, notifier: Notifier, clock: () => number = Date.now) {
  async function refuseTooFrequent(merchantId: number, recipient: string, ip: string) {
    const now = clock();
    const [lastMinute, lastHour, fromAddress] = await Promise.all([
      repository.countSentTo(merchantId, recipient, new Date(now - SMS_LIMITS.resendGapMs)),
      repository.countSentTo(merchantId, recipient, new Date(now - HOUR_MS)),
      repository.countSentFrom(ip, new Date(now - SMS_LIMITS.perAddressWindowMs)),
    ]);
    if (lastMinute > 0 || lastHour >= SMS_LIMITS.perNumberPerHour || fromAddress >= SMS_LIMITS.perAddress) {
      throw new AppError('too.many.requests', { cause: `SMS limit for ${recipient} from ${ip}` });
    }
  }

  async function sendCode(input: {
    merchant: Merchant; channel: 'sms' | 'email'; recipient: string; purpose: CodePurpose; ip: string; deliver?: boolean;
  }): Promise<{ expiredMinutes: number }> {
    const { merchant, channel, recipient, purpose, ip, deliver = true } = input;
    await repository.deleteCreatedBefore(new Date(clock() - 2 * HOUR_MS));
    await refuseTooFrequent(merchant.id, recipient, ip);
    const code = String(randomInt(10 ** SMS_CODE.digits)).padStart(SMS_CODE.digits, '0');
    const now = clock();
    await repository.insertReplacing({
      merchantId: merchant.id,
      recipient,
      purpose,
      codeHash: hashCode(code, randomBytes(12).toString('base64url')),
      ip,
      createdAt: new Date(now),
      expiresAt: new Date(now + SMS_CODE.expiredMinutes * 60_000),
    }, new Date(now));
    if (!deliver) return { expiredMinutes: SMS_CODE.expiredMinutes };
    const text = `Your verification code is ${code}. It is valid for ${SMS_CODE.expiredMinutes} minutes.`;
    await notifier.send(channel === 'sms'
      ? { merchantId: merchant.id, channel, recipient, body: `[${merchant.code}] ${text}` }
      : { merchantId: merchant.id, channel, recipient, subject: `[${merchant.code}] Your verification code`, body: `${text} If you did not ask for it, ignore this e-mail.` });
    return { expiredMinutes: SMS_CODE.expiredMinutes };
  }

  return {
    /**
     * Sends a code, or with `deliver: false` (a number that must not be told apart from a member's)
     * goes through the same limits, records and answer without sending anything.
     */
    async sendSmsCode(input: { merchant: Merchant; mobile: string; purpose: CodePurpose; ip: string; deliver?: boolean }): Promise<{ expiredMinutes: number }> {
      return sendCode({ ...input, channel: 'sms', recipient: input.mobile });
    },

    /** A code by e-mail (an address being bound), with the limits of the SMS codes. */
    async sendEmailCode(input: { merchant: Merchant; email: string; purpose: CodePurpose; ip: string }): Promise<{ expiredMinutes: number }> {
      return sendCode({ ...input, channel: 'email', recipient: input.email });
    },

    /**
     * Checks a code, which costs one of its tries, and returns its id for `consume` (a request that
     * is refused for another reason leaves the code usable); refuses with verification.code.error.
     */
    async checkCode(merchantId: number, recipient: string, purpose: CodePurpose, code: string): Promise<number> {
      const row = await repository.findOpen(merchantId, recipient, purpose, new Date(clock()));
      const allowed = row !== null && (await repository.claimAttempt(row.id, SMS_CODE.maxAttempts));
      if (!allowed || !codeMatches(code, row.codeHash)) throw new AppError('verification.code.error');
      return row.id;
    },

    async consume(codeId: number): Promise<void> {
      if (!(await repository.consume(codeId, new Date(clock())))) throw new AppError('verification.code.error');
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
