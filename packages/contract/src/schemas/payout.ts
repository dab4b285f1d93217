import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { bodyId, text } from '../input-rules.ts';
import { smsCodeSchema } from './session.ts';

/** A payment password is exactly this many digits. */
export const PAYMENT_PASSWORD_DIGITS = 6;
/** Wrong payment passwords in a row that lock withdrawals, and for how long. */
export const PAYMENT_PASSWORD_LOCK = { maxAttempts: 5, minutes: 30 } as const;
/** Cards and e-wallet accounts a member may have bound at once. */
export const MAX_BANK_CARDS = 5;
export const ACCOUNT_NAME_MAX_LENGTH = 64;

/**
 * What is wrong with a payment password, shared by the server (which refuses) and the forms:
 * `format` unless exactly 6 digits; `weak` for one digit six times or a run up or down (123456, 654321).
 */
export function paymentPasswordProblem(password: string): 'format' | 'weak' | null {
  if (!new RegExp(`^\\d{${PAYMENT_PASSWORD_DIGITS}}$`).test(password)) return 'format';
  const steps = new Set([...password].slice(1).map((digit, index) => Number(digit) - Number(password[index])));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0]!) ? 'weak' : null;
}

export const PAYOUT_BANK_TYPES = ['bank', 'ewallet'] as const;
export type PayoutBankType = (typeof PAYOUT_BANK_TYPES)[number];

/** An account number: digits only, between the lengths, starting with `prefix` (e-wallets: a mobile number 09…). */
export type AccountNumberRule = { minLength: number; maxLength: number; prefix: string };

/** Whether an account number (spaces and dashes as typed are ignored) follows its bank's rule. */
export const normalizeAccountNumber = (typed: string): string => typed.replace(/[\s-]/g, '');
export const isValidAccountNumber = (accountNumber: string, rule: AccountNumberRule): boolean =>
  /^\d+$/.test(accountNumber)
  && accountNumber.length >= rule.minLength
  && accountNumber.length <= rule.maxLength
  && accountNumber.startsWith(rule.prefix);

/**
 * An account holder's name: letters (any script) with spaces, dots, apostrophes and hyphens between them.
 * Two names are the same person when they match with case and runs of spaces ignored.
 */
const ACCOUNT_NAME_PATTERN = /^\p{L}[\p{L}\p{M} .'-]*$/u;
export const normalizeAccountName = (name: string): string => name.trim().replace(/\s+/g, ' ');
export const isValidAccountName = (name: string): boolean =>
  name.length <= ACCOUNT_NAME_MAX_LENGTH && ACCOUNT_NAME_PATTERN.test(name);
export const sameAccountName = (a: string, b: string): boolean =>
  normalizeAccountName(a).toLocaleLowerCase() === normalizeAccountName(b).toLocaleLowerCase();

/** Banks and e-wallets a member of the merchant can withdraw to. */
export const withdrawBankSchema = lazySchema(() => z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: z.enum(PAYOUT_BANK_TYPES),
  accountRule: z.object({ minLength: z.number().int(), maxLength: z.number().int(), prefix: z.string() }),
}));
export type WithdrawBank = z.infer<typeof withdrawBankSchema>;
export const withdrawBanksSchema = lazySchema(() => z.array(withdrawBankSchema));

/** A bound card as the member sees it: never the full number, only its last four digits behind a mask. */
export const bankCardSchema = lazySchema(() => z.object({
  id: z.number().int(),
  bankId: z.number().int(),
  bankCode: z.string(),
  bankName: z.string(),
  type: z.enum(PAYOUT_BANK_TYPES),
  accountName: z.string(),
  maskedNumber: z.string(),
  createdAt: z.number().int(),
}));
export type BankCard = z.infer<typeof bankCardSchema>;

/** The member's cards, the payee name every new card must carry (null before the first), and the limit. */
export const bankCardListSchema = lazySchema(() => z.object({
  payeeName: z.string().nullable(),
  maxCards: z.number().int(),
  cards: z.array(bankCardSchema),
}));
export type BankCardList = z.infer<typeof bankCardListSchema>;

export const bindBankCardRequestSchema = lazySchema(() => z.object({
  bankId: bodyId(),
  accountName: text().max(256),
  accountNumber: text().max(64),
}).strict());

export const removeBankCardRequestSchema = lazySchema(() => z.object({
  id: bodyId(),
  paymentPassword: text().max(64),
}).strict());

/** A payment password travels as typed; the server answers `payment.password.format` or `.weak`. */
const paymentPasswordText = () => text().max(64);

export const setPaymentPasswordRequestSchema = lazySchema(() => z.object({
  newPassword: paymentPasswordText(),
  confirmNewPassword: paymentPasswordText(),
}).strict());

/** Changed with the old payment password, or with an SMS code sent to the member's bound mobile. */
export const changePaymentPasswordRequestSchema = lazySchema(() => z.union([
  z.object({ oldPassword: paymentPasswordText(), newPassword: paymentPasswordText(), confirmNewPassword: paymentPasswordText() }).strict(),
  z.object({ verificationCode: smsCodeSchema, newPassword: paymentPasswordText(), confirmNewPassword: paymentPasswordText() }).strict(),
]));
export type ChangePaymentPasswordRequest = z.infer<typeof changePaymentPasswordRequestSchema>;

/** The code goes to the mobile bound to the account; nothing to choose. */
export const paymentPasswordSmsRequestSchema = lazySchema(() => z.object({}).strict());
