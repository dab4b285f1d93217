import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { memberUsername, text } from '../input-rules.ts';
import { memberAvatarSchema } from './avatar.ts';
import { dialingCodeSchema, mobileNumberSchema, smsCodeSchema } from './session.ts';

/** Generous outer bound; the merchant's register settings hold the real rules. */
const optionalText = lazySchema(() => text().max(512).optional());

export const REGISTER_METHODS = ['APP', 'H5', 'WEBCLIP', 'PWA'] as const;

/**
 * The registration payload (spec §3). Username registration sends `username`; mobile registration
 * (MOBILENUMREG3) leaves `username` out and the mobile number becomes the account name.
 * `captchaId` goes with `captcha` (GET /wps/captcha).
 */
export const registerRequestSchema = lazySchema(() => z.object({
  countryDialingCode: dialingCodeSchema.optional(),
  registerUrl: text().max(255).optional(),
  registerMethod: z.enum(REGISTER_METHODS).optional(),
  username: optionalText,
  password: text().max(512),
  confirmPassword: optionalText,
  affiliateCode: optionalText,
  paymentPassword: optionalText,
  recommenderId: optionalText,
  nickname: optionalText,
  payeeName: optionalText,
  email: text().max(1024).optional(),
  mobileNum: optionalText,
  idNumber: optionalText,
  qqNum: optionalText,
  facebook: optionalText,
  wechat: optionalText,
  line: optionalText,
  whatsapp: optionalText,
  zalo: optionalText,
  captcha: optionalText,
  captchaId: text().max(64).optional(),
  type: z.literal(0).optional(),
  domain: text().max(255).optional(),
  verificationCode: optionalText,
  firebaseChannel: text().max(32).optional(),
  firebaseIdToken: text().max(8192).optional(),
}).strict());
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const usernameCheckQuerySchema = lazySchema(() => z.object({ username: memberUsername() }).strict());
export const usernameCheckSchema = lazySchema(() => z.object({ available: z.boolean() }));

export const affiliateCheckQuerySchema = lazySchema(() => z.object({
  code: text().trim().min(1).max(64),
  domain: text().max(255).optional(),
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
  /** The profile picture shown in the member centre and the side menu; null: none chosen. */
  avatar: memberAvatarSchema.nullable(),
}));
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const changePasswordRequestSchema = lazySchema(() => z.object({
  oldPassword: text().min(1).max(64),
  newPassword: text().max(512),
  confirmNewPassword: text().max(512),
}).strict());

/** Form-encoded; both values are trimmed. The answer never tells whether the account exists. */
export const forgotPasswordEmailRequestSchema = lazySchema(() => z.object({
  username: memberUsername(),
  email: text().trim().max(1024),
}).strict());

/** Set password by phone (CHNGPASSVERIF3), with a code from POST /wps/verification/sms/noLogin. */
export const passwordBySmsRequestSchema = lazySchema(() => z.object({
  newPassword: text().max(512),
  mobileNum: mobileNumberSchema,
  verificationCode: smsCodeSchema,
}).strict());

/** The link of the forgot-password e-mail: /m/forget?resetToken=<token>. */
export const passwordResetRequestSchema = lazySchema(() => z.object({
  token: text().regex(/^[A-Za-z0-9_-]{20,128}$/),
  newPassword: text().max(512),
  confirmNewPassword: text().max(512),
}).strict());
