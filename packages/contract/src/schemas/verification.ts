import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { text } from '../input-rules.ts';
import { dialingCodeSchema, mobileNumberSchema } from './session.ts';

/** `image` is a base64 PNG (no data: prefix); send `captchaId` with the typed digits. */
export const captchaSchema = lazySchema(() => z.object({ captchaId: z.string(), image: z.string() }));
export type Captcha = z.infer<typeof captchaSchema>;

/** A code for a registered number: SMS login and set password by phone. */
export const smsNoLoginRequestSchema = lazySchema(() => z.object({
  mobileNum: mobileNumberSchema,
  module: text().regex(/^[A-Z0-9_]{1,32}$/).optional(),
  countryDialingCode: dialingCodeSchema.optional(),
}).strict());

export const smsRegisterRequestSchema = lazySchema(() => z.object({
  mobileNo: mobileNumberSchema,
  countryDialingCode: dialingCodeSchema,
}).strict());

/** Minutes the code stays valid; the client's resend countdown is expiredMinutes x 60 s. */
export const smsSentSchema = lazySchema(() => z.object({ expiredMinutes: z.number().int().positive() }));
