import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { announceChange } from '../../db/changes.ts';
import { NOTIFY_CHANNELS } from '../../db/notifications.ts';
import { ledgerAccounts, ledgerPostings, ledgerTransfers, type LedgerAccountKind, type TransferType } from '../../db/schema.ts';

export type AccountKey = { kind: LedgerAccountKind; merchantId: number; memberId: number | null; channel: string };
export type LockedAccount = { id: number; kind: LedgerAccountKind; memberId: number | null; balanceMinor: number };
export type TransferRow = { id: number; debitAccountId: number; creditAccountId: number };

/** Ledger rows, on the executor it is given: the database, or a transaction for changes. */
export function createLedgerRepository(db: AppDatabase) {
  return {
    /** The account's id, created at zero on first use. */
    async ensureAccount(key: AccountKey): Promise<number> {
      await db.insert(ledgerAccounts).values(key).onConflictDoNothing();
      const owner = key.memberId === null
        ? and(isNull(ledgerAccounts.memberId), eq(ledgerAccounts.merchantId, key.merchantId), eq(ledgerAccounts.channel, key.channel))
        : eq(ledgerAccounts.memberId, key.memberId);
      const [row] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(and(eq(ledgerAccounts.kind, key.kind), owner));
      if (!row) throw new Error(`Ledger account ${key.kind} could not be created`);
      return row.id;
    },

    /** Locks the accounts until the transaction ends, always in id order so two transfers never wait on each other. */
    async lockAccounts(ids: number[]): Promise<Map<number, LockedAccount>> {
      const rows = await db
        .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind, memberId: ledgerAccounts.memberId, balanceMinor: ledgerAccounts.balanceMinor })
        .from(ledgerAccounts)
        .where(inArray(ledgerAccounts.id, ids))
        .orderBy(asc(ledgerAccounts.id))
        .for('update');
      return new Map(rows.map((row) => [row.id, row]));
    },

    async findTransfer(idempotencyKey: string): Promise<TransferRow | null> {
      const [row] = await db
        .select({ id: ledgerTransfers.id, debitAccountId: ledgerTransfers.debitAccountId, creditAccountId: ledgerTransfers.creditAccountId })
        .from(ledgerTransfers)
        .where(eq(ledgerTransfers.idempotencyKey, idempotencyKey));
      return row ?? null;
    },

    async writeTransfer(transfer: {
      type: TransferType; amountMinor: number; debit: LockedAccount; credit: LockedAccount; idempotencyKey: string; reference: string; memo?: string;
    }): Promise<number> {
      const { debit, credit, amountMinor } = transfer;
      const [row] = await db
        .insert(ledgerTransfers)
        .values({
          type: transfer.type, amountMinor, debitAccountId: debit.id, creditAccountId: credit.id,
          idempotencyKey: transfer.idempotencyKey, reference: transfer.reference, memo: transfer.memo,
        })
        .returning({ id: ledgerTransfers.id });
      const transferId = row!.id;
      const sides = [
        { account: debit, amountMinor: -amountMinor },
        { account: credit, amountMinor },
      ];
      for (const side of sides) {
        side.account.balanceMinor += side.amountMinor;
        await db.update(ledgerAccounts).set({ balanceMinor: side.account.balanceMinor }).where(eq(ledgerAccounts.id, side.account.id));
      }
      await db.insert(ledgerPostings).values(
        sides.map((side) => ({ transferId, accountId: side.account.id, amountMinor: side.amountMinor, balanceAfterMinor: side.account.balanceMinor })),
      );
      return transferId;
    },

    /** Delivered to the listeners when the transaction commits, never for one that rolls back; to this process's caches at once then. */
    async notifyBalanceChanged(memberId: number): Promise<void> {
      await db.execute(sql`select pg_notify(${NOTIFY_CHANNELS.balanceChanged}, ${String(memberId)})`);
      announceChange(db, { topic: 'balances', id: memberId });
    },

    async memberBalanceMinor(kind: LedgerAccountKind, memberId: number): Promise<number> {
      const [row] = await db
        .select({ balanceMinor: ledgerAccounts.balanceMinor })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.memberId, memberId)));
      return row?.balanceMinor ?? 0;
    },

    async memberBalances(memberId: number): Promise<Array<{ kind: LedgerAccountKind; balanceMinor: number }>> {
      return db
        .select({ kind: ledgerAccounts.kind, balanceMinor: ledgerAccounts.balanceMinor })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.memberId, memberId));
    },
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
