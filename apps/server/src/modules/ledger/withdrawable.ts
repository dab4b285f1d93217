import { toMajorUnits } from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import type { TransferType } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { openTurnover } from './turnover.ts';

/**
 * The transfers that take money out of a member's hands (to a payout, to another member). Each one
 * debiting a member's wallet passes `requireWithdrawable` inside `transfer`, so no way out of the
 * wallet can skip the bonus wagering: a new way out joins by being listed here.
 */
export const CASH_OUT_TRANSFER_TYPES: ReadonlySet<TransferType> = new Set<TransferType>([
  'WITHDRAW_HOLD', 'UPLINE_TRANSFER', 'RED_RAIN_FUND', 'AGENT_FUND_TRANSFER', 'AGENT_SALARY', 'AGENT_DIVIDEND', 'AGENT_HOURLY_SALARY',
]);

export type Withdrawable = {
  withdrawableMinor: number;
  /** Held back by unmet bonus wagering: each bonus with the deposit that earned it, at most the wallet. */
  lockedMinor: number;
  turnoverRequiredMinor: number;
  turnoverWageredMinor: number;
  turnoverRemainingMinor: number;
};

/**
 * What of a wallet holding `walletMinor` may leave it: all but what unmet bonus wagering locks (the
 * bonus and the deposit that earned it, as regulated operators do); other deposits and winnings stay free.
 */
export async function withdrawableOf(executor: AppDatabase, memberId: number, walletMinor: number): Promise<Withdrawable> {
  const open = await openTurnover(executor, memberId);
  const lockedMinor = Math.min(open.lockedMinor, walletMinor);
  return {
    withdrawableMinor: walletMinor - lockedMinor,
    lockedMinor,
    turnoverRequiredMinor: open.requiredMinor,
    turnoverWageredMinor: open.wageredMinor,
    turnoverRemainingMinor: open.requiredMinor - open.wageredMinor,
  };
}

/**
 * Refuses a cash-out of `amountMinor` from a wallet holding `walletMinor` beyond what the rule lets
 * leave: `withdraw.turnover.unmet` (what is locked, what may go, what is left to wager) when the
 * lock is what stands in the way, else `insufficient.balance`. Called with the wallet locked, so a
 * bonus credited at the same moment is either seen or waits.
 */
export async function requireWithdrawable(tx: AppDatabase, memberId: number, walletMinor: number, amountMinor: number): Promise<void> {
  const withdrawable = await withdrawableOf(tx, memberId, walletMinor);
  if (amountMinor <= withdrawable.withdrawableMinor) return;
  if (amountMinor > walletMinor) throw new AppError('insufficient.balance');
  throw new AppError('withdraw.turnover.unmet', {
    value: {
      withdrawable: toMajorUnits(withdrawable.withdrawableMinor),
      locked: toMajorUnits(withdrawable.lockedMinor),
      turnoverRemaining: toMajorUnits(withdrawable.turnoverRemainingMinor),
    },
  });
}
