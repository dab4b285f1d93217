import { ApiError } from '@/lib/api-client';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The field a refusal points at (`value.field` of format errors), if any. */
export const refusedField = (error: unknown): string | null =>
  error instanceof ApiError && isRecord(error.value) && typeof error.value.field === 'string' ? error.value.field : null;

/** Whether a refused login asks for the captcha from now on (`value.captcha`). */
export const refusalWantsCaptcha = (error: unknown): boolean =>
  error instanceof ApiError && isRecord(error.value) && error.value.captcha === true;
