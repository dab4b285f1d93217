import type { ErrorCode, FieldRule, RegisterField, RegisterSettings } from '@m/contract';
import { AppError } from '../../lib/app-error.ts';

export const EMAIL_MAX_LENGTH = 254;
/**
 * The spec's e-mail rule (word characters with optional dotted parts, @, a domain ending in 1 to 3
 * groups of 2 or 3 letters), written so that it cannot backtrack catastrophically.
 */
const EMAIL_PATTERN = /^\w+(?:[.-]\w+)*@\w+(?:[.-]\w+)*(?:\.\w{2,3}){1,3}$/;
const MARKUP = /[<>]|&#|javascript:|\bon\w+\s*=/i;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export const isValidEmail = (value: string): boolean => value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);

/** Text that may be shown to other people: no markup, no script, no control characters. */
export const isPlainText = (value: string): boolean => !MARKUP.test(value) && !CONTROL_CHARACTERS.test(value);

const SECRET_FIELDS: readonly RegisterField[] = ['password', 'confirmPassword', 'paymentPassword'];

const FIELD_ERRORS: Partial<Record<RegisterField, ErrorCode>> = {
  username: 'username.format.error',
  password: 'password.format.error',
  confirmPassword: 'password.confirm.mismatch',
  paymentPassword: 'password.format.error',
  email: 'email.format.error',
  nickname: 'name.format.error',
  payeeName: 'name.format.error',
  mobileNum: 'mobile.format.error',
  affiliateCode: 'affiliate.invalid',
  captcha: 'captcha.required',
  verificationCode: 'verification.code.error',
};

export type RuleFailure = 'required' | 'minLength' | 'maxLength' | 'pattern' | 'markup';

export const fieldError = (field: RegisterField, reason: RuleFailure): AppError =>
  new AppError(FIELD_ERRORS[field] ?? 'field.invalid', { value: { field, reason } });

const compiledPatterns = new Map<string, RegExp | null>();
function compiled(pattern: string): RegExp | null {
  if (!compiledPatterns.has(pattern)) {
    let regex: RegExp | null = null;
    try {
      regex = new RegExp(pattern);
    } catch {
      // A broken pattern in a merchant's settings is skipped rather than failing every sign-up.
    }
    compiledPatterns.set(pattern, regex);
  }
  return compiledPatterns.get(pattern) ?? null;
}

/**
 * Checks one value against its field rule from the merchant's register settings: a disabled rule
 * or an empty optional field passes; otherwise lengths, the accepted pattern and plain text.
 * `forceRequired` makes an optional field required (the mobile number of a mobile sign-up).
 */
export function checkField(field: RegisterField, value: string | undefined, rule: FieldRule | undefined, forceRequired = false): void {
  if (!rule?.enabled && !forceRequired) return;
  if (value === undefined || value === '') {
    if (rule?.required || forceRequired) throw fieldError(field, 'required');
    return;
  }
  if (!rule) return;
  if (rule.minLength !== null && value.length < rule.minLength) throw fieldError(field, 'minLength');
  if (rule.maxLength !== null && value.length > rule.maxLength) throw fieldError(field, 'maxLength');
  // The built-in e-mail rule runs first so a merchant's pattern only ever sees a plausible address.
  if (field === 'email' && !isValidEmail(value)) throw fieldError(field, 'pattern');
  if (!SECRET_FIELDS.includes(field) && !isPlainText(value)) throw fieldError(field, 'markup');
  const pattern = rule.acceptedPattern ? compiled(rule.acceptedPattern) : null;
  if (pattern && !pattern.test(value)) throw fieldError(field, 'pattern');
}

/** Bounds of every password whatever the merchant's rule says (login accepts at most 64 characters). */
export const PASSWORD_LENGTH = { min: 6, max: 64 } as const;

/** A new password must satisfy the merchant's password rule (always required) and the confirmation. */
export function checkNewPassword(settings: RegisterSettings, password: string, confirmation?: string): void {
  checkField('password', password, settings.password, true);
  if (password.length < PASSWORD_LENGTH.min || password.length > PASSWORD_LENGTH.max) {
    throw fieldError('password', password.length < PASSWORD_LENGTH.min ? 'minLength' : 'maxLength');
  }
  if (confirmation !== undefined && confirmation !== password) throw fieldError('confirmPassword', confirmation === '' ? 'required' : 'pattern');
}
