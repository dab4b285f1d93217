import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { memberUsername, text } from '../input-rules.ts';

export const dialingCodeSchema = lazySchema(() => text().regex(/^\+\d{1,4}$/));
/** National mobile number digits (the dialing code travels apart). */
export const mobileNumberSchema = lazySchema(() => text().trim().regex(/^\d{1,20}$/));
export const smsCodeSchema = lazySchema(() => text().trim().regex(/^\d{1,10}$/));

/** Sent once a failed login made the captcha necessary (ids come from GET /wps/captcha). */
const captchaFields = () => ({
  captcha: text().trim().max(16).optional(),
  captchaId: text().max(64).optional(),
});

export const LOGIN_TYPES = ['username', 'sms', 'firebase'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

/**
 * The login payload (spec §3). `username` also accepts the member's mobile number.
 * `sms`: `username` carries the mobile number and `verificationCode` the code sent by
 * POST /wps/verification/sms/noLogin (only with MOBILEVERCODELOGIN3).
 */
export const loginRequestSchema = lazySchema(() => z.discriminatedUnion('type', [
  z.object({
    type: z.literal('username'),
    username: memberUsername(),
    password: text().min(1).max(64),
    countryDialingCode: dialingCodeSchema.optional(),
    ...captchaFields(),
  }).strict(),
  z.object({
    type: z.literal('sms'),
    username: mobileNumberSchema,
    verificationCode: smsCodeSchema,
    countryDialingCode: dialingCodeSchema.optional(),
    ...captchaFields(),
  }).strict(),
  z.object({
    type: z.literal('firebase'),
    firebaseChannel: text().max(32).optional(),
    firebaseIdToken: text().max(8192),
    firebaseMobileNo: text().max(32).optional(),
    countryDialingCode: dialingCodeSchema.optional(),
    ...captchaFields(),
  }).strict(),
]));
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = lazySchema(() => z.object({
  token: z.string(),
  id: z.number().int(),
  userName: z.string(),
  type: z.number().int(),
  firstTimeLogin: z.boolean(),
  /** Password and code logins: failed logins of the account since its last login (the member is told their account was tried). */
  failedAttemptsSinceLastLogin: z.number().int().min(0).optional(),
}));
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * `value` of a refused login (login.failed, login.locked, captcha.required, captcha.error): show the
 * captcha when true. With login.locked, `retryAfter` says in how many seconds this device may try
 * this account again (other devices are not held back).
 */
export const loginRefusalSchema = lazySchema(() => z.object({ captcha: z.boolean(), retryAfter: z.number().int().positive().optional() }));
export type LoginRefusal = z.infer<typeof loginRefusalSchema>;

/** A fresh trial (free play) account: log it in with POST /wps/session/login/freeplay. */
export const trialAccountSchema = lazySchema(() => z.object({ userName: z.string(), password: z.string() }));
export type TrialAccount = z.infer<typeof trialAccountSchema>;

/** `merchantCode` is the merchant's trial merchant code (site status `info.trialMerchantCode`). */
export const freeplayLoginRequestSchema = lazySchema(() => z.object({
  username: memberUsername(),
  password: text().min(1).max(64),
  merchantCode: text().min(1).max(32),
}).strict());
export type FreeplayLoginRequest = z.infer<typeof freeplayLoginRequestSchema>;

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'telegram'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** An OpenID Connect id token of the provider, verified against the merchant's configured keys. */
export const socialLoginRequestSchema = lazySchema(() => z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  idToken: text().min(1).max(8192),
}).strict());
export type SocialLoginRequest = z.infer<typeof socialLoginRequestSchema>;
