import { checkFieldRule, isPlainText, PASSWORD_LENGTH, SECRET_FIELDS, type ErrorCode, type FieldRule, type FieldRuleFailure, type RegisterField, type RegisterSettings } from '@m/contract';
import { AppError } from '../../lib/app-error.ts';

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

export const fieldError = (field: RegisterField, reason: FieldRuleFailure): AppError =>
  new AppError(FIELD_ERRORS[field] ?? 'field.invalid', { value: { field, reason } });

/**
 * Refuses a value that fails its field rule from the merchant's register settings (the contract's
 * checkFieldRule), naming the field and the reason. Markup and control characters are refused in
 * every field but the secrets even where the merchant's rule is off: other screens show these values.
 */
export function checkField(field: RegisterField, value: string | undefined, rule: FieldRule | undefined, forceRequired = false): void {
  const markup = value !== undefined && !SECRET_FIELDS.includes(field) && !isPlainText(value);
  const failure = markup ? 'markup' : checkFieldRule(field, value, rule, forceRequired);
  if (failure) throw fieldError(field, failure);
}

/** A new password must satisfy the merchant's password rule (always required) and the confirmation. */
export function checkNewPassword(settings: RegisterSettings, password: string, confirmation?: string): void {
  checkField('password', password, settings.password, true);
  if (password.length < PASSWORD_LENGTH.min || password.length > PASSWORD_LENGTH.max) {
    throw fieldError('password', password.length < PASSWORD_LENGTH.min ? 'minLength' : 'maxLength');
  }
  if (confirmation !== undefined && confirmation !== password) throw fieldError('confirmPassword', confirmation === '' ? 'required' : 'pattern');
}
