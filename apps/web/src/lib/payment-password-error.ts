import { errorCode, errorText } from '@/lib/api-error-text';
import { ApiError } from '@/lib/api-client';
import { formatLocalDateTime } from '@/lib/format';
import type { Translate } from '@/lib/i18n/translate';

/** The finite number `value.name` of a refusal's value, null when it has none. */
export const numberIn = (value: unknown, name: string): number | null => {
  const field = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
  return typeof field === 'number' && Number.isFinite(field) ? field : null;
};

/**
 * A refused payment password in words: a wrong one with the attempts left, a lock with the time
 * it ends (local time); any other refusal as `errorText` says it.
 */
export function paymentPasswordErrorText(t: Translate, error: unknown): string {
  const value = error instanceof ApiError ? error.value : undefined;
  const remaining = numberIn(value, 'remainingAttempts');
  if (errorCode(error) === 'payment.password.wrong' && remaining !== null) return t('paymentPassword.wrongAttemptsLeft', { attempts: remaining });
  const lockedUntil = numberIn(value, 'lockedUntil');
  if (errorCode(error) === 'payment.password.locked' && lockedUntil !== null) {
    return t('paymentPassword.lockedUntil', { time: formatLocalDateTime(lockedUntil, 'YYYY-MM-DD HH:mm') });
  }
  return errorText(t, error);
}
