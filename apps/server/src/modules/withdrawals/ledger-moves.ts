import type { AppDatabase } from '../../db/client.ts';
import { transfer } from '../ledger/service.ts';

/** `at`: when the move happened, now unless given (the seed's past withdrawals). */
type Move = { withdrawalId: number; memberId: number; merchantId: number; amountMinor: number; at?: Date };

const reference = (move: Move) => `withdrawal:${move.withdrawalId}`;

/** Wallet → withdrawal hold, when the withdrawal is made. */
export async function holdWithdrawal(tx: AppDatabase, move: Move): Promise<void> {
  await transfer(tx, {
    type: 'WITHDRAW_HOLD', from: { kind: 'member-wallet', memberId: move.memberId }, to: { kind: 'member-hold', memberId: move.memberId },
    amountMinor: move.amountMinor, idempotencyKey: `${reference(move)}:hold`, reference: reference(move), at: move.at,
  });
}

/** Hold → paid out to the bank, when approved. */
export async function payOutWithdrawal(tx: AppDatabase, move: Move): Promise<void> {
  await transfer(tx, {
    type: 'WITHDRAW_PAYOUT', from: { kind: 'member-hold', memberId: move.memberId }, to: { kind: 'payout', merchantId: move.merchantId },
    amountMinor: move.amountMinor, idempotencyKey: `${reference(move)}:payout`, reference: reference(move), at: move.at,
  });
}

/** Hold → back to the wallet, when rejected. */
export async function refundWithdrawal(tx: AppDatabase, move: Move): Promise<void> {
  await transfer(tx, {
    type: 'WITHDRAW_REFUND', from: { kind: 'member-hold', memberId: move.memberId }, to: { kind: 'member-wallet', memberId: move.memberId },
    amountMinor: move.amountMinor, idempotencyKey: `${reference(move)}:refund`, reference: reference(move),
  });
}
