import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { announceChange, beforeCommit, committedValues, transactionScope, transactionValues } from '../../db/changes.ts';
import { NOTIFY_CHANNELS } from '../../db/notifications.ts';
import { ledgerAccounts, ledgerTransfers, type LedgerAccountKind, type TransferType } from '../../db/schema.ts';

export type AccountKey = { kind: LedgerAccountKind; merchantId: number; memberId: number | null; channel: string };
export type LockedAccount = { id: number; kind: LedgerAccountKind; memberId: number | null; balanceMinor: number };
/**
 * A merchant's account (house, promotion expense, clearing …): never locked in a transfer, its balance
 * never checked, so the many transfers touching it do not wait for each other (see `writeTransfer`).
 */
export type MerchantAccount = { id: number; kind: LedgerAccountKind; memberId: null };
type Posting = { transferId: number; accountId: number; amountMinor: number; at: Date | null };

/** Account ids by key: an account, once committed, keeps its id for good. */
const accountIds = committedValues<string, number>();
/** The member accounts each transaction has locked, with their balance as its transfers leave it. */
const lockedAccounts = transactionValues<number, LockedAccount>();
const keyText = (key: AccountKey) => `${key.kind}|${key.merchantId}|${key.memberId ?? ''}|${key.channel}`;

/** The merchant-account postings of each open transaction, written just before it commits. */
const pendingPostings = new WeakMap<object, Posting[]>();

/**
 * Adds the postings to their accounts' balances and writes them, each with its balance after, in
 * account-id order (as the locks of every transaction are taken): one statement per account, the
 * last account's update in the same statement as the postings.
 */
async function writeMerchantPostings(db: AppDatabase, postings: Posting[]): Promise<void> {
  const totals = new Map<number, number>();
  for (const posting of postings) totals.set(posting.accountId, (totals.get(posting.accountId) ?? 0) + posting.amountMinor);
  const accounts = [...totals].sort(([a], [b]) => a - b);
  const [lastId, lastTotal] = accounts.pop()!;
  const balanceBefore = new Map<number, number>();
  for (const [accountId, total] of accounts) {
    const [row] = await db.update(ledgerAccounts).set({ balanceMinor: sql`${ledgerAccounts.balanceMinor} + ${total}` })
      .where(eq(ledgerAccounts.id, accountId)).returning({ balanceMinor: ledgerAccounts.balanceMinor });
    balanceBefore.set(accountId, row!.balanceMinor - total);
  }
  // Each posting's balance after: the account's balance before the transaction's postings plus those up to it, in their order.
  const rows = postings.map((posting, order) =>
    sql`(${order}::integer, ${posting.transferId}::integer, ${posting.accountId}::integer, ${posting.amountMinor}::bigint, ${balanceBefore.get(posting.accountId) ?? null}::bigint,
      ${posting.at?.toISOString() ?? null}::timestamptz)`);
  await db.execute(sql`
    with last_account as (
      update ledger_accounts set balance_minor = balance_minor + ${lastTotal}::bigint where id = ${lastId}::integer
      returning balance_minor - ${lastTotal}::bigint as balance_before
    )
    insert into ledger_postings (transfer_id, account_id, amount_minor, balance_after_minor, created_at)
    select p.transfer_id, p.account_id, p.amount_minor,
      coalesce(p.balance_before, last_account.balance_before) + sum(p.amount_minor) over (partition by p.account_id order by p.position),
      coalesce(p.at, now())
    from (values ${sql.join(rows, sql`, `)}) p(position, transfer_id, account_id, amount_minor, balance_before, at) cross join last_account
    order by p.position`);
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

    /**
     * Locks the accounts until the transaction ends, always in id order so two transfers never wait on
     * each other. An account this transaction has locked already is not read again: its transfers
     * keep the balance of the locked account up to date (`writeTransfer`).
     */
    async lockAccounts(ids: number[]): Promise<Map<number, LockedAccount>> {
      const locked = new Map(ids.flatMap((id) => {
        const account = lockedAccounts.get(db, id);
        return account ? [[id, account] as const] : [];
      }));
      const missing = ids.filter((id) => !locked.has(id));
      if (missing.length === 0) return locked;
      const rows = await db
        .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind, memberId: ledgerAccounts.memberId, balanceMinor: ledgerAccounts.balanceMinor })
        .from(ledgerAccounts)
        .where(inArray(ledgerAccounts.id, missing))
        .orderBy(asc(ledgerAccounts.id))
        .for('update');
      for (const row of rows) {
        lockedAccounts.keep(db, row.id, row);
        locked.set(row.id, row);
      }
      return locked;
    },

    async findTransfer(idempotencyKey: string): Promise<TransferRow | null> {
      const [row] = await db
        .select({ id: ledgerTransfers.id, debitAccountId: ledgerTransfers.debitAccountId, creditAccountId: ledgerTransfers.creditAccountId })
        .from(ledgerTransfers)
        .where(eq(ledgerTransfers.idempotencyKey, idempotencyKey));
      return row ?? null;
    },

    /**
     * The transfer, the member accounts' new balances and their postings, and the members'
     * `balance_changed` notifications (delivered at the commit, once per member and transaction),
     * in one statement; null, writing nothing, when the idempotency key is taken. A member account
     * (locked by the caller) moves at once; a merchant account's posting waits for the end of the transaction.
     */
    async writeTransfer(transfer: {
      type: TransferType; amountMinor: number; debit: LockedAccount | MerchantAccount; credit: LockedAccount | MerchantAccount;
      idempotencyKey: string; reference: string; memo?: string; at?: Date;
    }): Promise<number | null> {
      const { debit, credit, amountMinor } = transfer;
      const sides = [{ account: debit, signedMinor: -amountMinor }, { account: credit, signedMinor: amountMinor }];
      const memberSides = sides.flatMap(({ account, signedMinor }) =>
        'balanceMinor' in account ? [{ account, signedMinor, afterMinor: account.balanceMinor + signedMinor }] : []);
      const moved = memberSides.length === 0 ? sql`` : sql`,
        moves (account_id, member_id, amount_minor, balance_after_minor) as (values ${sql.join(memberSides.map((side) =>
          sql`(${side.account.id}::integer, ${side.account.memberId}::integer, ${side.signedMinor}::bigint, ${side.afterMinor}::bigint)`), sql`, `)}),
        moved as (
          update ledger_accounts set balance_minor = moves.balance_after_minor from moves
          where ledger_accounts.id = moves.account_id and exists (select 1 from written)
        ),
        posted as (
          insert into ledger_postings (transfer_id, account_id, amount_minor, balance_after_minor, created_at)
          select written.id, moves.account_id, moves.amount_minor, moves.balance_after_minor, written.created_at from written, moves
        )`;
      const notified = memberSides.length === 0 ? sql`` : sql`,
        (select count(pg_notify(${NOTIFY_CHANNELS.balanceChanged}, member_id::text)) from (select distinct member_id from moves) members) as notified`;
      const result = (await db.execute(sql`
        with written as (
          insert into ledger_transfers (type, amount_minor, debit_account_id, credit_account_id, idempotency_key, reference, memo, created_at)
          values (${transfer.type}, ${amountMinor}::bigint, ${debit.id}::integer, ${credit.id}::integer, ${transfer.idempotencyKey},
            ${transfer.reference}, ${transfer.memo ?? null}, coalesce(${transfer.at?.toISOString() ?? null}::timestamptz, now()))
          on conflict (idempotency_key) do nothing
          returning id, created_at
        )${moved}
        select id${notified} from written`)) as unknown as { rows: Array<{ id: number }> };
      const transferId = result.rows[0]?.id;
      if (transferId === undefined) return null;
      for (const side of memberSides) {
        side.account.balanceMinor = side.afterMinor;
        announceChange(db, { topic: 'balances', id: side.account.memberId });
      }
      for (const { account, signedMinor } of sides) {
        if (!('balanceMinor' in account)) await postToMerchantAccount(db, { transferId, accountId: account.id, amountMinor: signedMinor, at: transfer.at ?? null });
      }
      return transferId;
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
