import type { AppDatabase } from '../../db/client.ts';
import { applyWalletChange } from '../wallet/service.ts';

// TEMPORARY until the ledger (modules/ledger) is merged from main: the hold is a wallet debit.
type Move = { withdrawalId: number; memberId: number; merchantId: number; amountMinor: number };

/** Wallet → withdrawal hold, when the withdrawal is made. */
export async function holdWithdrawal(tx: AppDatabase, move: Move): Promise<void> {
  await applyWalletChange(tx, {
    memberId: move.memberId, amountMinor: -move.amountMinor, kind: 'WITHDRAW',
    reference: `withdrawal:${move.withdrawalId}`, idempotencyKey: `withdrawal:${move.withdrawalId}:hold`,
  });
}

/** Hold → paid out to the bank, when approved. */
export async function payOutWithdrawal(_tx: AppDatabase, _move: Move): Promise<void> {}

/** Hold → back to the wallet, when rejected. */
export async function refundWithdrawal(tx: AppDatabase, move: Move): Promise<void> {
  await applyWalletChange(tx, {
    memberId: move.memberId, amountMinor: move.amountMinor, kind: 'WITHDRAW',
    reference: `withdrawal:${move.withdrawalId}`, idempotencyKey: `withdrawal:${move.withdrawalId}:refund`,
  });
}
