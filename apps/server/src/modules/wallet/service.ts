import { WALLET_MAIN, toMajorUnits, type Balance } from '@m/contract';
import type { Ledger } from '../ledger/service.ts';

/** The member's wallets as the contract answers them: the main wallet of the ledger. */
export function createWalletService(ledger: Ledger) {
  return {
    async balance(memberId: number): Promise<Balance> {
      const amount = toMajorUnits(await ledger.walletBalanceMinor(memberId));
      return { sumBalance: amount, balance: [{ wallet: WALLET_MAIN, amount }] };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
