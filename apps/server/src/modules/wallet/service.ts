import { WALLET_MAIN, type Balance } from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import type { LedgerKind } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { createWalletRepository, type LedgerEntry, type WalletRepository } from './repository.ts';

export type WalletChange = {
  memberId: number;
  /** Signed: credits are positive, debits negative. */
  amountMinor: number;
  kind: LedgerKind;
  reference: string;
  /** Unique per member: a repeated key answers the first result and changes nothing. */
  idempotencyKey: string;
};

export type WalletChangeResult = LedgerEntry & { repeated: boolean };

export const toMinor = (major: number): number => Math.round(major * 100);
export const toMajor = (minor: number): number => minor / 100;

/** Locks the member's wallet (creating it at zero) for the rest of the transaction and returns its balance. */
export const lockWallet = (tx: AppDatabase, memberId: number): Promise<number> => createWalletRepository(tx).lockBalance(memberId);

/**
 * The one way a balance changes: locks the wallet row, refuses a result below zero
 * (`insufficient.balance`) and writes the ledger row in the same transaction. Call it inside
 * `db.transaction`; a repeated idempotency key returns the entry it first wrote.
 */
export async function applyWalletChange(tx: AppDatabase, change: WalletChange): Promise<WalletChangeResult> {
  if (!Number.isSafeInteger(change.amountMinor)) throw new Error('A wallet change is a whole number of minor units');
  const ledger = createWalletRepository(tx);
  const balanceMinor = await ledger.lockBalance(change.memberId);
  const existing = await ledger.findEntry(change.memberId, change.idempotencyKey);
  if (existing) return { ...existing, repeated: true };
  const balanceAfterMinor = balanceMinor + change.amountMinor;
  if (balanceAfterMinor < 0) throw new AppError('insufficient.balance');
  const entry = await ledger.writeChange({ ...change, balanceAfterMinor });
  return { ...entry, repeated: false };
}

export function createWalletService(repository: WalletRepository) {
  /** A member without a wallet yet has a zero balance (the row is created on the first change). */
  const balanceMinor = async (memberId: number): Promise<number> => (await repository.readBalance(memberId)) ?? 0;
  return {
    balanceMinor,
    async balance(memberId: number): Promise<Balance> {
      const amount = toMajor(await balanceMinor(memberId));
      return { sumBalance: amount, balance: [{ wallet: WALLET_MAIN, amount }] };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
