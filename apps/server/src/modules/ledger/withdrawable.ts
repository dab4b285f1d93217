import { toMajorUnits } from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import type { TransferType } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { remainingTurnoverMinor } from './turnover.ts';

/**
 * The transfers that take money out of a member's hands (to a payout, to another member). Each one
 * debiting a member's wallet passes `requireWithdrawable` inside `transfer`, so no way out of the
 * wallet can skip the bonus wagering: a new way out joins by being listed here.
 */
export const CASH_OUT_TRANSFER_TYPES: ReadonlySet<TransferType> = new Set<TransferType>(['WITHDRAW_HOLD', 'UPLINE_TRANSFER']);

export type Withdrawable = { withdrawableMinor: number; turnoverRemainingMinor: number };

/** What of a wallet holding `walletMinor` may leave it: nothing while a bonus's turnover requirement is unmet. */
export async function withdrawableOf(executor: AppDatabase, memberId: number, walletMinor: number): Promise<Withdrawable> {
  const turnoverRemainingMinor = await remainingTurnoverMinor(executor, memberId);
  return { withdrawableMinor: turnoverRemainingMinor > 0 ? 0 : walletMinor, turnoverRemainingMinor };
}

/**
 * Refuses a cash-out of `amountMinor` from a wallet holding `walletMinor` that the withdrawable rule
 * does not allow (`withdraw.turnover.unmet` with what is left to wager). Called with the wallet locked,
 * so a bonus credited at the same moment is either seen or waits.
 */
export async function requireWithdrawable(tx: AppDatabase, memberId: number, walletMinor: number, amountMinor: number): Promise<void> {
  const { withdrawableMinor, turnoverRemainingMinor } = await withdrawableOf(tx, memberId, walletMinor);
  if (amountMinor <= withdrawableMinor) return;
  if (turnoverRemainingMinor > 0) {
    throw new AppError('withdraw.turnover.unmet', { value: { turnoverRemaining: toMajorUnits(turnoverRemainingMinor) } });
  }
  throw new AppError('insufficient.balance');
}
