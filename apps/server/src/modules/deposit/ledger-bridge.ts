import type { AppDatabase } from '../../db/client.ts';
import { applyWalletChange } from '../wallet/service.ts';

/**
 * TEMPORARY until the ledger module lands in main: the ledger's `transfer` and
 * `addTurnoverRequirement` with the brief's signatures, over the wallet service.
 */
type AccountRef =
  | { kind: 'member-wallet'; memberId: number }
  | { kind: 'payment-clearing'; merchantId: number; channel: string }
  | { kind: 'promotion-expense'; merchantId: number };

export async function transfer(
  tx: AppDatabase,
  input: { type: 'DEPOSIT' | 'BONUS'; from: AccountRef; to: AccountRef; amountMinor: number; idempotencyKey: string; reference: string; memo?: string },
) {
  if (input.to.kind !== 'member-wallet') throw new Error('bridge credits members only');
  const entry = await applyWalletChange(tx, {
    memberId: input.to.memberId, amountMinor: input.amountMinor, kind: input.type, reference: input.reference, idempotencyKey: input.idempotencyKey,
  });
  return { transferId: entry.id, repeated: entry.repeated, memberBalances: [] };
}

export async function addTurnoverRequirement(_tx: AppDatabase, _input: { memberId: number; requiredMinor: number; reference: string }) {}
