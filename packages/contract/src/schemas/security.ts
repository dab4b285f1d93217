import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { text } from '../input-rules.ts';
import { isEmail, MOBILE_LENGTH, PASSWORD_LENGTH } from '../field-rules.ts';
import { dialingCodeSchema, smsCodeSchema } from './session.ts';

/** A mobile number a member binds: national digits of MOBILE_LENGTH, the rule the forms show too. */
export const bindableMobileSchema = lazySchema(() => text().trim().regex(/^\d+$/).min(MOBILE_LENGTH.min).max(MOBILE_LENGTH.max));
export const bindableEmailSchema = lazySchema(() => text().trim().toLowerCase().refine(isEmail, 'an e-mail address (spec §5)'));

/** What the security level counts, in the order the meter lists them; a new item is one more name here and one more row in the server's list. */
export const SECURITY_ITEMS = ['loginPassword', 'paymentPassword', 'mobile', 'email', 'bankCard', 'identity'] as const;
export type SecurityItem = (typeof SECURITY_ITEMS)[number];

export const SECURITY_LEVELS = ['low', 'medium', 'high'] as const;
export type SecurityLevel = (typeof SECURITY_LEVELS)[number];

/** GET /wps/member/securityConfig: each item done or not (`value`: the bound mobile or e-mail, masked), and the level they make. */
export const securityConfigSchema = lazySchema(() => z.object({
  level: z.enum(SECURITY_LEVELS),
  done: z.number().int().nonnegative(),
  total: z.number().int().positive(),
  items: z.array(z.object({
    item: z.enum(SECURITY_ITEMS),
    done: z.boolean(),
    value: z.string().nullable(),
  })),
}));
export type SecurityConfig = z.infer<typeof securityConfigSchema>;

/** A code to the mobile number to bind. */
export const bindMobileCodeRequestSchema = lazySchema(() => z.object({
  mobileNum: bindableMobileSchema,
  countryDialingCode: dialingCodeSchema,
}).strict());

export const bindEmailCodeRequestSchema = lazySchema(() => z.object({ email: bindableEmailSchema }).strict());

/** Changing a bound mobile or e-mail also needs the login password (`password`); a first binding does not. */
const currentPasswordSchema = () => text().min(PASSWORD_LENGTH.min).max(PASSWORD_LENGTH.max).optional();

export const bindMobileRequestSchema = lazySchema(() => z.object({
  mobileNum: bindableMobileSchema,
  countryDialingCode: dialingCodeSchema,
  verificationCode: smsCodeSchema,
  password: currentPasswordSchema(),
}).strict());

export const bindEmailRequestSchema = lazySchema(() => z.object({
  email: bindableEmailSchema,
  verificationCode: smsCodeSchema,
  password: currentPasswordSchema(),
}).strict());

/** The e-mail code's lifetime, as the SMS one (the client's resend countdown is expiredMinutes x 60 s). */
export const emailCodeSentSchema = lazySchema(() => z.object({ expiredMinutes: z.number().int().positive() }));

/** An opaque session id: random, never the row's number. */
export const sessionPublicIdSchema = lazySchema(() => text().uuid());

/**
 * One live session of the member: its device (browser and system read from its user agent on the
 * server), when it was opened and last used, and where (`place`: an ISO country code, `local` for a
 * private or loopback address, null when the address is in no known range). `current`: the caller's.
 */
export const memberSessionSchema = lazySchema(() => z.object({
  id: z.string(),
  current: z.boolean(),
  device: z.string().nullable(),
  channel: z.string().nullable(),
  ip: z.string().nullable(),
  place: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
}));
export type MemberSessionView = z.infer<typeof memberSessionSchema>;

export const memberSessionListSchema = lazySchema(() => z.object({ sessions: z.array(memberSessionSchema) }));

export const signOutSessionRequestSchema = lazySchema(() => z.object({ id: sessionPublicIdSchema }).strict());

/** How many sessions ended. */
export const signedOutSchema = lazySchema(() => z.object({ signedOut: z.number().int().nonnegative() }));
