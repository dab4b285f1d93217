import { z } from 'zod';
import { bodyId, calendarDay, text, wireInteger } from '../input-rules.ts';
import { lazySchema } from '../lazy-schema.ts';
import { operatorMerchantCodeSchema } from './operator-fields.ts';
import { pictureUploadSchema, storedPictureSchema } from './picture.ts';

/**
 * A member's identity verification (Philippine rules: a name, a date of birth of someone old
 * enough, an ID and a selfie): NOT_SUBMITTED until the member sends it, PENDING until an operator
 * approves or rejects it (with a reason), and a rejected one may be sent again.
 */
export const IDENTITY_STATUSES = ['NOT_SUBMITTED', 'PENDING', 'APPROVED', 'REJECTED'] as const;
export type IdentityStatus = (typeof IDENTITY_STATUSES)[number];

/** Spec §5: members are at least 18, or 21 where the merchant says so ('birthday_limit'). */
export const IDENTITY_MIN_AGES = [18, 21] as const;
export type IdentityMinAge = (typeof IDENTITY_MIN_AGES)[number];

export const IDENTITY_FULL_NAME_MAX_CHARS = 100;
export const IDENTITY_REASON_MAX_CHARS = 500;

/** The oldest birth year the form takes (nobody alive was born before). */
const OLDEST_BIRTH_YEAR = 1900;

/** Whole years between `birthDate` (YYYY-MM-DD) and `today` (YYYY-MM-DD): the member's age that day. */
export const ageOn = (birthDate: string, today: string): number => {
  const [birthYear, birthMonth, birthDay] = birthDate.split('-').map(Number) as [number, number, number];
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = month > birthMonth || (month === birthMonth && day >= birthDay);
  return year - birthYear - (hadBirthday ? 0 : 1);
};

/** A real calendar day (not 2001-02-30) no earlier than 1900. */
export const isBirthDate = (value: string): boolean => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && date.getUTCFullYear() >= OLDEST_BIRTH_YEAR;
};

/** PUT /wps/member/identity: what the member sends (again, after a rejection). */
export const identityRequestSchema = lazySchema(() => z.object({
  fullName: text().trim().min(2).max(IDENTITY_FULL_NAME_MAX_CHARS),
  birthDate: calendarDay().refine(isBirthDate, 'a date of birth'),
  idPicture: pictureUploadSchema,
  selfie: pictureUploadSchema,
}).strict());
export type IdentityRequest = z.input<typeof identityRequestSchema>;

/**
 * GET /wps/member/identity: whether the merchant asks for it, the least age, and the member's
 * verification as it stands. The pictures are never served back to the member.
 */
export const identityStateSchema = lazySchema(() => z.object({
  required: z.boolean(),
  minAge: z.number().int(),
  maxPictureBytes: z.number().int(),
  status: z.enum(IDENTITY_STATUSES),
  fullName: z.string().nullable(),
  birthDate: z.string().nullable(),
  /** The operator's reason of a rejection; null otherwise. */
  reason: z.string().nullable(),
  /** Epoch milliseconds; null until sent or decided. */
  submittedAt: z.number().nullable(),
  decidedAt: z.number().nullable(),
}));
export type IdentityState = z.infer<typeof identityStateSchema>;

// ---- operator ---------------------------------------------------------------------------------

export const OPERATOR_IDENTITY_FILTERS = ['PENDING', 'APPROVED', 'REJECTED', 'ALL'] as const;

/** GET /ops/api/identity: a merchant's verifications, PENDING by default, oldest waiting first. */
export const operatorIdentityListQuerySchema = lazySchema(() => z.object({
  merchant: operatorMerchantCodeSchema,
  status: z.enum(OPERATOR_IDENTITY_FILTERS).default('PENDING'),
}).strict());
export type OperatorIdentityListQuery = z.input<typeof operatorIdentityListQuerySchema>;

export const operatorIdentitySchema = lazySchema(() => z.object({
  id: z.number().int(),
  merchant: z.string(),
  account: z.string(),
  status: z.enum(IDENTITY_STATUSES),
  fullName: z.string(),
  birthDate: z.string(),
  /** The age today, against the merchant's least age. */
  age: z.number().int(),
  minAge: z.number().int(),
  reason: z.string().nullable(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
}));
export type OperatorIdentity = z.infer<typeof operatorIdentitySchema>;

/** GET /ops/api/identity/detail: one verification with its two pictures (the kept copies). */
export const operatorIdentityDetailSchema = lazySchema(() => operatorIdentitySchema.extend({
  idPicture: storedPictureSchema,
  selfie: storedPictureSchema,
}));
export type OperatorIdentityDetail = z.infer<typeof operatorIdentityDetailSchema>;

export const operatorIdentityIdQuerySchema = lazySchema(() => z.object({ id: wireInteger({ min: 1, max: 2_147_483_647 }) }).strict());

/** POST /ops/api/identity/approve. */
export const operatorIdentityApproveSchema = lazySchema(() => z.object({ id: bodyId() }).strict());

/** POST /ops/api/identity/reject: the reason the member reads (and what to send again). */
export const operatorIdentityRejectSchema = lazySchema(() => z.object({
  id: bodyId(),
  reason: text().trim().min(1).max(IDENTITY_REASON_MAX_CHARS),
}).strict());
