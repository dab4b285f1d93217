import { z } from 'zod';
import { DEPOSIT_LIMIT_PERIODS } from '@m/contract';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/api-error-text';
import type { Translate } from '@/lib/i18n/translate';

const limitRefusal = z.object({ period: z.enum(DEPOSIT_LIMIT_PERIODS), remaining: z.number() });
const rangeRefusal = z.object({ min: z.number(), max: z.number() });

/**
 * The text of a refused deposit or limit change: over a limit it says which one and how much is
 * left (from the refusal's value), out of the channel's range it names the bounds; else as any refusal.
 */
export const depositRefusalText = (t: Translate, formatMoney: (amount: number) => string, error: unknown): string => {
  if (error instanceof ApiError && error.code === 'deposit.limit.exceeded') {
    const value = limitRefusal.safeParse(error.value);
    if (value.success) {
      return t('deposit.limit.refused', { period: t(`deposit.limits.${value.data.period}`), remaining: formatMoney(value.data.remaining) });
    }
  }
  if (error instanceof ApiError && error.code === 'deposit.amount.range') {
    const value = rangeRefusal.safeParse(error.value);
    if (value.success) return t('deposit.bounds', { min: formatMoney(value.data.min), max: formatMoney(value.data.max) });
  }
  return errorText(t, error);
};
