import type { AppDatabase } from '../../db/client.ts';
import { applyWalletChange } from '../wallet/service.ts';

/** Stands in for the ledger's UPLINE_TRANSFER until main's ledger is merged. */
export async function moveToUpline(tx: AppDatabase, move: { memberId: number; uplineId: number; amountMinor: number; idempotencyKey: string }) {
  const debit = await applyWalletChange(tx, { memberId: move.memberId, amountMinor: -move.amountMinor, kind: 'ADJUST', reference: `upline:${move.uplineId}`, idempotencyKey: move.idempotencyKey });
  await applyWalletChange(tx, { memberId: move.uplineId, amountMinor: move.amountMinor, kind: 'ADJUST', reference: `downline:${move.memberId}`, idempotencyKey: move.idempotencyKey });
  return { transferId: debit.id, balanceMinor: debit.balanceAfterMinor };
}
