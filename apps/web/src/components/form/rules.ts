import {
  checkFieldRule, isEmail, MOBILE_LENGTH, isValidAccountName, isValidAccountNumber, normalizeAccountName, normalizeAccountNumber, PASSWORD_LENGTH,
  PAYMENT_PASSWORD_DIGITS, paymentPasswordProblem, SECRET_FIELDS, USERNAME_MAX_LENGTH, type AccountNumberRule, type FieldRule, type RegisterField,
} from '@m/contract';
import type { TranslationParams } from '@/lib/i18n/translate';

/** A validation message as a translation key, so it follows the language without re-checking. */
export type FieldMessage = { key: string; params?: TranslationParams };

/** Pass (null) or the message; `values` lets a rule compare with another field (confirmation). */
export type Rule = (value: string, values: Readonly<Record<string, string>>) => FieldMessage | null;

const message = (key: string, params?: TranslationParams): FieldMessage => (params ? { key, params } : { key });

/** The first failing rule's message. */
export const allOf =
  (...rules: Rule[]): Rule =>
  (value, values) => {
    for (const rule of rules) {
      const failure = rule(value, values);
      if (failure) return failure;
    }
    return null;
  };

/** The contract's, so the forms and the server count the digits of a mobile number alike. */
export { MOBILE_LENGTH };
export const SMS_CODE_MAX_LENGTH = 10;
export const CAPTCHA_MAX_LENGTH = 6;
// Login (spec §5: loginUsername, loginPassword, loginMobileNum, verificationCode) and captcha.

export const loginUsernameRule: Rule = (value) => {
  const name = value.trim();
  if (!name) return message('validation.usernameRequired');
  return name.length > USERNAME_MAX_LENGTH ? message('error.username.format.error') : null;
};

export const loginPasswordRule: Rule = (value) => {
  if (!value) return message('validation.passwordRequired');
  return value.length < PASSWORD_LENGTH.min || value.length > PASSWORD_LENGTH.max ? message('error.password.format.error') : null;
};

export const loginMobileRule: Rule = (value) => {
  const digits = value.trim();
  if (!digits) return message('validation.mobileRequired');
  if (!/^\d+$/.test(digits) || digits.length > MOBILE_LENGTH.max) return message('error.mobile.format.error');
  return digits.length < MOBILE_LENGTH.min ? message('validation.mobileMinLength', { min: MOBILE_LENGTH.min }) : null;
};

export const smsCodeRule: Rule = (value) => {
  const code = value.trim();
  if (!code) return message('validation.smsCodeRequired');
  return /^\d+$/.test(code) && code.length <= SMS_CODE_MAX_LENGTH ? null : message('validation.smsCodeFormat', { max: SMS_CODE_MAX_LENGTH });
};

export const captchaRule: Rule = (value) => {
  const answer = value.trim();
  if (!answer) return message('error.captcha.required');
  return /^\d+$/.test(answer) && answer.length <= CAPTCHA_MAX_LENGTH ? null : message('validation.captchaFormat', { max: CAPTCHA_MAX_LENGTH });
};

// Registration: every field by the merchant's rule (spec §5).

const FORMAT_MESSAGES: Partial<Record<RegisterField, string>> = {
  username: 'error.username.format.error',
  password: 'error.password.format.error',
  paymentPassword: 'error.password.format.error',
  email: 'error.email.format.error',
  nickname: 'error.name.format.error',
  payeeName: 'error.name.format.error',
  mobileNum: 'error.mobile.format.error',
  affiliateCode: 'error.affiliate.invalid',
};

/** Whether the field shows its required asterisk. */
export const isRequired = (rule: FieldRule | undefined, forceRequired = false) => forceRequired || rule?.required === true;

/** One field against its rule (the contract's checkFieldRule), non-secret values trimmed, as a message. */
export const registerFieldRule =
  (field: RegisterField, rule: FieldRule | undefined, forceRequired = false): Rule =>
  (raw) => {
    const value = SECRET_FIELDS.includes(field) ? raw : raw.trim();
    switch (checkFieldRule(field, value, rule, forceRequired)) {
      case null:
        return null;
      case 'required':
        return message(field === 'captcha' ? 'error.captcha.required' : 'validation.required');
      case 'minLength':
        return message('validation.minLength', { min: rule?.minLength ?? 0 });
      case 'maxLength':
        return message('validation.maxLength', { max: rule?.maxLength ?? 0 });
      default:
        return message(FORMAT_MESSAGES[field] ?? 'validation.format');
    }
  };

/** A new password: the merchant's password rule (always required) within the platform's bounds. */
export const newPasswordRule = (rule: FieldRule | undefined): Rule =>
  allOf(registerFieldRule('password', rule, true), (value) =>
    value.length < PASSWORD_LENGTH.min || value.length > PASSWORD_LENGTH.max ? message('error.password.format.error') : null,
  );

/** Registration's confirmation: empty says 'incorrect password', a mismatch the confirmation text. */
export const confirmPasswordRule =
  (passwordField: string, emptyMessage = 'validation.confirmRequired'): Rule =>
  (value, values) => {
    if (!value) return message(emptyMessage);
    return value === values[passwordField] ? null : message('error.password.confirm.mismatch');
  };

// Forgot password by e-mail (spec §5): values are trimmed, the message is 'email incorrect'.

export const recoveryEmailRule: Rule = (value) => {
  const email = value.trim();
  if (!email) return message('validation.emailRequired');
  return isEmail(email) ? null : message('validation.emailIncorrect');
};

// Money (withdrawal, transfers): a positive decimal with at most two places, within the screen's bounds.

export const amountRule =
  ({ min, max }: { min?: number; max?: number } = {}): Rule =>
  (value) => {
    const typed = value.trim();
    if (!typed) return message('validation.required');
    if (!/^\d+(\.\d{1,2})?$/.test(typed)) return message('validation.amountFormat');
    const amount = Number(typed);
    if (min !== undefined && amount < min) return message('validation.amountMin', { min });
    return max !== undefined && amount > max ? message('validation.amountMax', { max }) : null;
  };

/** The reference number a bank or e-wallet gives a transfer (a manual deposit reports it). */
export const transferReferenceRule: Rule = (value) => {
  const reference = value.trim();
  if (!reference) return message('validation.required');
  return /^[A-Za-z0-9-]{4,64}$/.test(reference) ? null : message('validation.transferReference');
};

/** An optional amount (a limit left empty means none). */
export const optionalAmountRule =
  (bounds: { min?: number; max?: number } = {}): Rule =>
  (value, values) =>
    value.trim() ? amountRule(bounds)(value, values) : null;

/** A choice that must be made (a select field's empty option). */
export const chosenRule: Rule = (value) => (value ? null : message('validation.required'));

// The payment password (a PIN of 6 digits); a new one is neither one digit six times nor a run.

export const PIN_LENGTH = PAYMENT_PASSWORD_DIGITS;

/** The payment password of withdrawals and transfers: six digits. */
export const paymentPasswordRule: Rule = (value) => {
  if (!value) return message('validation.required');
  return paymentPasswordProblem(value) === 'format' ? message('validation.paymentPasswordFormat') : null;
};

export const newPaymentPasswordRule: Rule = (value) =>
  value && paymentPasswordProblem(value) === 'weak' ? message('error.payment.password.weak') : paymentPasswordRule(value, {});

// Bank and e-wallet accounts: the holder's name and a number by the bank's rule (spaces and dashes as typed are fine).

export const accountNameRule: Rule = (value) => {
  const name = normalizeAccountName(value);
  if (!name) return message('validation.required');
  return isValidAccountName(name) ? null : message('error.name.format.error');
};

export const accountNumberRule =
  (rule: AccountNumberRule | undefined): Rule =>
  (value) => {
    const accountNumber = normalizeAccountNumber(value);
    if (!accountNumber) return message('validation.required');
    return !rule || isValidAccountNumber(accountNumber, rule) ? null : message('error.bank.card.number.invalid');
  };
