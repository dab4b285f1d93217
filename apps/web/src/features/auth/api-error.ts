import { ApiError } from '@/lib/api-client';
import type { Translate } from '@/lib/i18n/translate';

/** The text of a failed call: the app's own `error.<code>` text, else the server's translated message. */
export const errorText = (t: Translate, error: unknown): string => {
  if (!(error instanceof ApiError)) return t('error.unknown.error');
  const key = `error.${error.code}`;
  const text = t(key);
  return text === key ? error.message : text;
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The field a refusal points at (`value.field` of format errors), if any. */
export const refusedField = (error: unknown): string | null =>
  error instanceof ApiError && isRecord(error.value) && typeof error.value.field === 'string' ? error.value.field : null;

/** Whether a refused login asks for the captcha from now on (`value.captcha`). */
export const refusalWantsCaptcha = (error: unknown): boolean =>
  error instanceof ApiError && isRecord(error.value) && error.value.captcha === true;

export const errorCode = (error: unknown): string | null => (error instanceof ApiError ? error.code : null);
