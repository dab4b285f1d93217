import type { FieldMessage } from '@/components/form';
import { ApiError } from '@/lib/api-client';
import type { Translate } from '@/lib/i18n/translate';
import { numberIn, paymentPasswordErrorText } from '@/lib/payment-password-error';

/** What a member may take out of the wallet now, and what a bonus's wagering still holds back. */
export type LockedMoney = { withdrawable: number; locked: number; turnoverRemaining: number };

/** The sentence that says what is locked, why, how much play unlocks it, and what may go now (a form message). */
export const lockedMoneyMessage = (money: LockedMoney, formatMoney: (amount: number) => string): FieldMessage => ({
  key: 'withdraw.overWithdrawable',
  params: { withdrawable: formatMoney(money.withdrawable), locked: formatMoney(money.locked), remaining: formatMoney(money.turnoverRemaining) },
});

const lockedMoneyOf = (value: unknown): LockedMoney | null => {
  const [withdrawable, locked, turnoverRemaining] = [numberIn(value, 'withdrawable'), numberIn(value, 'locked'), numberIn(value, 'turnoverRemaining')];
  return withdrawable !== null && locked !== null && turnoverRemaining !== null ? { withdrawable, locked, turnoverRemaining } : null;
};

/**
 * A refused withdrawal or transfer in words: money locked by bonus wagering as the sentence above,
 * a payment password refusal as `paymentPasswordErrorText` says it.
 */
export function cashOutErrorText(t: Translate, error: unknown, formatMoney: (amount: number) => string): string {
  const locked = error instanceof ApiError && error.code === 'withdraw.turnover.unmet' ? lockedMoneyOf(error.value) : null;
  if (!locked) return paymentPasswordErrorText(t, error);
  const { key, params } = lockedMoneyMessage(locked, formatMoney);
  return t(key, params);
}
