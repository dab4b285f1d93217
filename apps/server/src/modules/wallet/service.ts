import { WALLET_MAIN, toMajorUnits, type Balance } from '@m/contract';
import type { ChangeFeed } from '../../db/changes.ts';
import { keptAnswer } from '../../lib/kept-answer.ts';
import { createKeptCache } from '../../lib/kept-cache.ts';
import type { Ledger } from '../ledger/service.ts';

/** Members whose balance is kept in memory at most (the oldest go first). */
const BALANCES_KEPT = 50_000;

/**
 * The member's wallets as the contract answers them: the main wallet of the ledger. With a change
 * feed each member's balance is kept in memory until a transfer touches it (every transfer
 * notifies `balance_changed` at commit: this process hears it at once, the others within
 * milliseconds).
 */
export function createWalletService(ledger: Ledger, feed: ChangeFeed | null = null) {
  const read = async (memberId: number): Promise<Balance> => {
    const amount = toMajorUnits(await ledger.walletBalanceMinor(memberId));
    return keptAnswer({ sumBalance: amount, balance: [{ wallet: WALLET_MAIN, amount }] });
  };
  const kept = createKeptCache<number, Balance>(feed, { maxEntries: BALANCES_KEPT });
  feed?.on('balances', (memberId) => (memberId === null ? kept.clear() : kept.delete(memberId)));
  return {
    balance: (memberId: number): Promise<Balance> => (feed ? kept.get(memberId, () => read(memberId)) : read(memberId)),
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
