import { ApiError } from '@/lib/api-client';
import { inlineDateTime } from '@/lib/format';
import type { Translate, TranslationParams } from '@/lib/i18n/translate';

/** A refusal's `until` (epoch ms; a time-out's end) as `{until}` of its text, in the player's time. */
const momentsOf = (value: unknown): TranslationParams | undefined => {
  const until = typeof value === 'object' && value !== null ? (value as { until?: unknown }).until : undefined;
  return typeof until === 'number' ? { until: inlineDateTime(until) } : undefined;
};

/**
 * The text of a failed call, for a toast or a form's message: the app's own `error.<code>` text,
 * else the server's (already translated) message, else 'unknown error' for anything that is not
 * an API refusal (a dropped connection, a bug).
 */
export const errorText = (t: Translate, error: unknown): string => {
  if (!(error instanceof ApiError)) return t('error.unknown.error');
  const key = `error.${error.code}`;
  const text = t(key, momentsOf(error.value));
  return text === key ? error.message : text;
};

/** The refusal's error code, null for anything that is not an API refusal. */
export const errorCode = (error: unknown): string | null => (error instanceof ApiError ? error.code : null);
