import { and, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { walletLedger, wallets, type LedgerKind } from '../../db/schema.ts';

export type LedgerEntry = { id: number; amountMinor: number; balanceAfterMinor: number };

/** Wallet rows and ledger rows; every function runs on the executor it is given (a transaction or the database). */
export const walletRepository = {
  /** Creates the wallet at zero if needed and locks its row until the transaction ends. */
  async lockBalance(tx: AppDatabase, memberId: number): Promise<number> {
    await tx.insert(wallets).values({ memberId }).onConflictDoNothing();
    const [row] = await tx
      .select({ balanceMinor: wallets.balanceMinor })
      .from(wallets)
      .where(eq(wallets.memberId, memberId))
      .for('update');
    if (!row) throw new Error(`Wallet of member ${memberId} could not be created`);
    return row.balanceMinor;
  },

  async readBalance(db: AppDatabase, memberId: number): Promise<number | null> {
    const [row] = await db.select({ balanceMinor: wallets.balanceMinor }).from(wallets).where(eq(wallets.memberId, memberId));
    return row?.balanceMinor ?? null;
  },

  async findEntry(tx: AppDatabase, memberId: number, idempotencyKey: string): Promise<LedgerEntry | null> {
    const [row] = await tx
      .select({ id: walletLedger.id, amountMinor: walletLedger.amountMinor, balanceAfterMinor: walletLedger.balanceAfterMinor })
      .from(walletLedger)
      .where(and(eq(walletLedger.memberId, memberId), eq(walletLedger.idempotencyKey, idempotencyKey)));
    return row ?? null;
  },

  async writeChange(
    tx: AppDatabase,
    entry: { memberId: number; amountMinor: number; balanceAfterMinor: number; kind: LedgerKind; reference: string; idempotencyKey: string },
  ): Promise<LedgerEntry> {
    await tx
      .update(wallets)
      .set({ balanceMinor: entry.balanceAfterMinor, updatedAt: sql`now()` })
      .where(eq(wallets.memberId, entry.memberId));
    const [row] = await tx
      .insert(walletLedger)
      .values(entry)
      .returning({ id: walletLedger.id, amountMinor: walletLedger.amountMinor, balanceAfterMinor: walletLedger.balanceAfterMinor });
    return row!;
  },
};
