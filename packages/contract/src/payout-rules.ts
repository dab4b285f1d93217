/** Rules of payouts (payment password, bank cards, account names) that forms and the server share; no schemas. */

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
