import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { dialingCodeSchema, mobileNumberSchema, smsCodeSchema } from './session.ts';

/** Generous outer bound; the merchant's register settings hold the real rules. */
const text = lazySchema(() => z.string().max(512).optional());

export const REGISTER_METHODS = ['APP', 'H5', 'WEBCLIP', 'PWA'] as const;

/**
 * The registration payload (spec §3). Username registration sends `username`; mobile registration
 * (MOBILENUMREG3) leaves `username` out and the mobile number becomes the account name.
 * `captchaId` goes with `captcha` (GET /wps/captcha).
 */
export const registerRequestSchema = lazySchema(() => z.object({
  countryDialingCode: dialingCodeSchema.optional(),
  registerUrl: z.string().max(255).optional(),
  registerMethod: z.enum(REGISTER_METHODS).optional(),
  username: text,
  password: z.string().max(512),
  confirmPassword: text,
  affiliateCode: text,
  paymentPassword: text,
  recommenderId: text,
  nickname: text,
  payeeName: text,
  email: z.string().max(1024).optional(),
  mobileNum: text,
  idNumber: text,
  qqNum: text,
  facebook: text,
  wechat: text,
  line: text,
  whatsapp: text,
  zalo: text,
  captcha: text,
  captchaId: z.string().max(64).optional(),
  type: z.literal(0).optional(),
  domain: z.string().max(255).optional(),
  verificationCode: text,
  firebaseChannel: z.string().max(32).optional(),
  firebaseIdToken: z.string().max(8192).optional(),
}).strict());
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const usernameCheckQuerySchema = lazySchema(() => z.object({ username: z.string().trim().min(1).max(64) }).strict());
export const usernameCheckSchema = lazySchema(() => z.object({ available: z.boolean() }));

export const affiliateCheckQuerySchema = lazySchema(() => z.object({
  code: z.string().trim().min(1).max(64),
  domain: z.string().max(255).optional(),
}).strict());
/** `success` is true when the code belongs to an agent of the merchant. */
export const affiliateCheckSchema = lazySchema(() => z.object({ success: z.boolean() }));

export const memberInfoSchema = lazySchema(() => z.object({
  id: z.number().int(),
  account: z.string(),
  userName: z.string(),
  type: z.number().int(),
  /** Registration time, epoch milliseconds. */
  regDate: z.number().int(),
  toUpline: z.boolean(),
  clubLabel: z.string(),
}));
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const changePasswordRequestSchema = lazySchema(() => z.object({
  oldPassword: z.string().min(1).max(64),
  newPassword: z.string().max(512),
  confirmNewPassword: z.string().max(512),
}).strict());

/** Form-encoded; both values are trimmed. The answer never tells whether the account exists. */
export const forgotPasswordEmailRequestSchema = lazySchema(() => z.object({
  username: z.string().trim().min(1).max(64),
  email: z.string().trim().max(1024),
}).strict());

/** Set password by phone (CHNGPASSVERIF3), with a code from POST /wps/verification/sms/noLogin. */
export const passwordBySmsRequestSchema = lazySchema(() => z.object({
  newPassword: z.string().max(512),
  mobileNum: mobileNumberSchema,
  verificationCode: smsCodeSchema,
}).strict());

/** The link of the forgot-password e-mail: /m/forget?resetToken=<token>. */
export const passwordResetRequestSchema = lazySchema(() => z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,128}$/),
  newPassword: z.string().max(512),
  confirmNewPassword: z.string().max(512),
}).strict());
