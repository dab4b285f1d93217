import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { announceChange, beforeCommit, committedValues, transactionScope } from '../../db/changes.ts';
import { NOTIFY_CHANNELS } from '../../db/notifications.ts';
import { ledgerAccounts, ledgerPostings, ledgerTransfers, type LedgerAccountKind, type TransferType } from '../../db/schema.ts';

export type AccountKey = { kind: LedgerAccountKind; merchantId: number; memberId: number | null; channel: string };
export type LockedAccount = { id: number; kind: LedgerAccountKind; memberId: number | null; balanceMinor: number };
/**
 * A merchant's account (house, promotion expense, clearing …): never locked in a transfer, its balance
 * never checked, so the many transfers touching it do not wait for each other (see `writeTransfer`).
 */
export type MerchantAccount = { id: number; kind: LedgerAccountKind; memberId: null };
type Posting = { transferId: number; accountId: number; amountMinor: number };

/** Account ids by key: an account, once committed, keeps its id for good. */
const accountIds = committedValues<string, number>();
const keyText = (key: AccountKey) => `${key.kind}|${key.merchantId}|${key.memberId ?? ''}|${key.channel}`;

/** The members whose balance change each open transaction has announced. */
const notifiedMembers = new WeakMap<object, Set<number>>();

/** The merchant-account postings of each open transaction, written just before it commits. */
const pendingPostings = new WeakMap<object, Posting[]>();

/**
 * Adds the postings to their accounts' balances and writes them, each with its balance after,
 * in account-id order (as the locks of every transaction are taken).
 */
async function writeMerchantPostings(db: AppDatabase, postings: Posting[]): Promise<void> {
  const totals = new Map<number, number>();
  for (const posting of postings) totals.set(posting.accountId, (totals.get(posting.accountId) ?? 0) + posting.amountMinor);
  const running = new Map<number, number>();
  for (const [accountId, total] of [...totals].sort(([a], [b]) => a - b)) {
    const [row] = await db.update(ledgerAccounts).set({ balanceMinor: sql`${ledgerAccounts.balanceMinor} + ${total}` })
      .where(eq(ledgerAccounts.id, accountId)).returning({ balanceMinor: ledgerAccounts.balanceMinor });
    running.set(accountId, row!.balanceMinor - total);
  }
  await db.insert(ledgerPostings).values(postings.map((posting) => {
    const balanceAfterMinor = running.get(posting.accountId)! + posting.amountMinor;
    running.set(posting.accountId, balanceAfterMinor);
    return { ...posting, balanceAfterMinor };
  }));
}

/**
 * A merchant account's posting: in a transaction, written with the others just before it commits, so
 * the account's row is locked only from then to the commit and not for the whole transaction (every
 * spin of a merchant's players touches its house account); outside one, at once.
 */
async function postToMerchantAccount(db: AppDatabase, posting: Posting): Promise<void> {
  const scope = transactionScope(db);
  if (!scope) return writeMerchantPostings(db, [posting]);
  // One deferred step per posting, so a savepoint rolled back drops its own; the first one to run writes them all.
  beforeCommit(db, async () => {
    const pending = pendingPostings.get(scope);
    if (pending) return void pending.push(posting);
    pendingPostings.set(scope, [posting]);
    beforeCommit(db, async () => {
      const postings = pendingPostings.get(scope)!;
      pendingPostings.delete(scope);
      await writeMerchantPostings(db, postings);
    });
  });
}
export type TransferRow = { id: number; debitAccountId: number; creditAccountId: number };

/** Ledger rows, on the executor it is given: the database, or a transaction for changes. */
export function createLedgerRepository(db: AppDatabase) {
  return {
    /** The account's id, created at zero on first use (remembered once the creation has committed). */
    async ensureAccount(key: AccountKey): Promise<number> {
      const known = accountIds.get(db, keyText(key));
      if (known !== undefined) return known;
      await db.insert(ledgerAccounts).values(key).onConflictDoNothing();
      const owner = key.memberId === null
        ? and(isNull(ledgerAccounts.memberId), eq(ledgerAccounts.merchantId, key.merchantId), eq(ledgerAccounts.channel, key.channel))
        : eq(ledgerAccounts.memberId, key.memberId);
      const [row] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(and(eq(ledgerAccounts.kind, key.kind), owner));
      if (!row) throw new Error(`Ledger account ${key.kind} could not be created`);
      accountIds.keep(db, keyText(key), row.id);
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

    /**
     * The transfer and its two postings. A member account (locked by the caller) moves at once, its
     * balance read back by the caller; a merchant account's posting waits for the end of the transaction.
     */
    async writeTransfer(transfer: {
      type: TransferType; amountMinor: number; debit: LockedAccount | MerchantAccount; credit: LockedAccount | MerchantAccount;
      idempotencyKey: string; reference: string; memo?: string;
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
      const memberPostings = [];
      for (const [account, signedMinor] of [[debit, -amountMinor], [credit, amountMinor]] as const) {
        if (!('balanceMinor' in account)) {
          await postToMerchantAccount(db, { transferId, accountId: account.id, amountMinor: signedMinor });
          continue;
        }
        account.balanceMinor += signedMinor;
        await db.update(ledgerAccounts).set({ balanceMinor: account.balanceMinor }).where(eq(ledgerAccounts.id, account.id));
        memberPostings.push({ transferId, accountId: account.id, amountMinor: signedMinor, balanceAfterMinor: account.balanceMinor });
      }
      if (memberPostings.length > 0) await db.insert(ledgerPostings).values(memberPostings);
      return transferId;
    },

    /** Delivered to the listeners when the transaction commits, never for one that rolls back; to this process's caches at once then. */
    async notifyBalanceChanged(memberId: number): Promise<void> {
      announceChange(db, { topic: 'balances', id: memberId });
      const notify = () => db.execute(sql`select pg_notify(${NOTIFY_CHANNELS.balanceChanged}, ${String(memberId)})`);
      const scope = transactionScope(db);
      if (!scope) return void (await notify());
      // In a transaction, once per member as it commits (a spin's bet and win are one change to the listeners).
      beforeCommit(db, async () => {
        const notified = notifiedMembers.get(scope) ?? new Set<number>();
        if (notified.has(memberId)) return;
        notifiedMembers.set(scope, notified.add(memberId));
        await notify();
      });
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
