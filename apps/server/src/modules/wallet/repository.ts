import { and, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { walletLedger, wallets, type LedgerKind } from '../../db/schema.ts';

export type LedgerEntry = { id: number; amountMinor: number; balanceAfterMinor: number };

/** Wallet rows and ledger rows, on the executor it is given: the database, or a transaction for changes. */
export function createWalletRepository(db: AppDatabase) {
  return {
    /** Creates the wallet at zero if needed and locks its row until the transaction ends. */
    async lockBalance(memberId: number): Promise<number> {
      await db.insert(wallets).values({ memberId }).onConflictDoNothing();
      const [row] = await db
        .select({ balanceMinor: wallets.balanceMinor })
        .from(wallets)
        .where(eq(wallets.memberId, memberId))
        .for('update');
      if (!row) throw new Error(`Wallet of member ${memberId} could not be created`);
      return row.balanceMinor;
    },

    async readBalance(memberId: number): Promise<number | null> {
      const [row] = await db.select({ balanceMinor: wallets.balanceMinor }).from(wallets).where(eq(wallets.memberId, memberId));
      return row?.balanceMinor ?? null;
    },

    async findEntry(memberId: number, idempotencyKey: string): Promise<LedgerEntry | null> {
      const [row] = await db
        .select({ id: walletLedger.id, amountMinor: walletLedger.amountMinor, balanceAfterMinor: walletLedger.balanceAfterMinor })
        .from(walletLedger)
        .where(and(eq(walletLedger.memberId, memberId), eq(walletLedger.idempotencyKey, idempotencyKey)));
      return row ?? null;
    },

    async writeChange(
      entry: { memberId: number; amountMinor: number; balanceAfterMinor: number; kind: LedgerKind; reference: string; idempotencyKey: string },
    ): Promise<LedgerEntry> {
      await db
        .update(wallets)
        .set({ balanceMinor: entry.balanceAfterMinor, updatedAt: sql`now()` })
        .where(eq(wallets.memberId, entry.memberId));
      const [row] = await db
        .insert(walletLedger)
        .values(entry)
        .returning({ id: walletLedger.id, amountMinor: walletLedger.amountMinor, balanceAfterMinor: walletLedger.balanceAfterMinor });
      return row!;
    },
  };
}

export type WalletRepository = ReturnType<typeof createWalletRepository>;
