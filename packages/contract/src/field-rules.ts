import type { FieldRule, RegisterField } from './schemas/system.ts';

/**
 * The one check of a registration field against the merchant's rule, shared by the server (which
 * refuses) and the web forms (which explain before sending).
 */
export type FieldRuleFailure = 'required' | 'minLength' | 'maxLength' | 'pattern' | 'markup';

/** E-mail checks refuse addresses of 255 characters or more (spec §5). */
export const EMAIL_MAX_LENGTH = 254;
/** Digits of a national mobile number (spec §5 "mobile number length {0} digits"): the forms and the binding schema count alike. */
export const MOBILE_LENGTH = { min: 7, max: 20 } as const;
/** Bounds of every password whatever the merchant's rule says. */
export const PASSWORD_LENGTH = { min: 6, max: 64 } as const;

/**
 * The spec's e-mail rule (word characters with optional dotted parts, @, a domain ending in 1 to 3
 * groups of 2 or 3 letters), written so that it cannot backtrack catastrophically.
 */
const EMAIL_PATTERN = /^\w+(?:[.-]\w+)*@\w+(?:[.-]\w+)*(?:\.\w{2,3}){1,3}$/;
/** What may not appear in text other people see: markup, script URLs, handlers, control characters. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const MARKUP = /[<>\u0000-\u001f\u007f]|&#|javascript:|\bon\w+\s*=/i;

/** Secrets are compared as typed: never trimmed, never checked for markup. */
export const SECRET_FIELDS: readonly RegisterField[] = ['password', 'confirmPassword', 'paymentPassword'];

export const isEmail = (value: string): boolean => value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
export const isPlainText = (value: string): boolean => !MARKUP.test(value);

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
 * A disabled rule or an empty optional field passes; otherwise required, the e-mail rule (first,
 * so an over-long address reads as a wrong address), length bounds, plain text and the accepted
 * pattern. `forceRequired` makes an optional or disabled rule required (the mobile number of a mobile sign-up).
 */
export function checkFieldRule(
  field: RegisterField,
  value: string | undefined,
  rule: FieldRule | undefined,
  forceRequired = false,
): FieldRuleFailure | null {
  if (!rule?.enabled && !forceRequired) return null;
  if (value === undefined || value === '') return rule?.required || forceRequired ? 'required' : null;
  if (!rule) return null;
  if (field === 'email' && !isEmail(value)) return 'pattern';
  if (rule.minLength !== null && value.length < rule.minLength) return 'minLength';
  if (rule.maxLength !== null && value.length > rule.maxLength) return 'maxLength';
  if (!SECRET_FIELDS.includes(field) && !isPlainText(value)) return 'markup';
  const pattern = rule.acceptedPattern ? compiled(rule.acceptedPattern) : null;
  return pattern && !pattern.test(value) ? 'pattern' : null;
}
