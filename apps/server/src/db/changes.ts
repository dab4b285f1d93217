import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from './client.ts';
import { NOTIFY_CHANNELS, type NotificationSource } from './notifications.ts';

/**
 * What the in-memory caches hear of: the tables the data-change triggers announce (migration
 * 0014_change_notifications: merchants, hosts, games, vendors and countries as a whole, and 0042
 * the vendors' game-API keys; a member or a session by id), and a member's balance
 * (`balance_changed`, notified by every ledger transfer).
 */
export type ChangeTopic = 'merchants' | 'merchant_hosts' | 'games' | 'game_vendors' | 'game_vendor_keys' | 'countries' | 'members' | 'member_sessions' | 'balances';

export type Change = { topic: ChangeTopic; id: number | null };

/**
 * How long a value read while changes may not reach this process (the PostgreSQL listening
 * connection is down, or not yet up) is kept: then every cache holds anything for at most this long.
 */
export const UNLISTENED_KEEP_MS = 2_000;

/** Each database's change feeds in this process (see `announceChange`). */
const feedsOf = new WeakMap<object, Set<(change: Change) => void>>();
type OpenTransaction = {
  db: object;
  /** Work of the transaction's last statements, run in it once its body is done (`beforeCommit`). */
  beforeCommit: Array<() => Promise<void>>;
  afterCommit: Array<() => void>;
  /** Bumped as each savepoint begins and ends (see `transactionValues`). */
  savepointEdges: number;
};

/** Each open transaction (`tx` object): its database, and the callbacks to run as it commits. */
const transactions = new WeakMap<object, OpenTransaction>();

/**
 * Makes `db.transaction` run the `beforeCommit` work of a transaction at the end of its body and the
 * `afterCommit` callbacks once it has committed (never after a rollback). `createDatabase` does it
 * for every database it opens.
 */
export function trackCommits(db: AppDatabase): void {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (run, config) => {
    const open: OpenTransaction = { db, beforeCommit: [], afterCommit: [], savepointEdges: 0 };
    const result = await transaction(async (tx) => {
      const value = await run(tracked(tx, open));
      // Work may defer more work (one flush at a time, as they come).
      for (let next = open.beforeCommit.shift(); next; next = open.beforeCommit.shift()) await next();
      return value;
    }, config);
    for (const callback of open.afterCommit) callback();
    return result;
  }) as AppDatabase['transaction'];
}

type Transaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

/**
 * A transaction's savepoints (`tx.transaction`) belong to it: their callbacks wait for its commit,
 * and what a savepoint rolled back to deferred is dropped with it.
 */
function tracked(tx: Transaction, open: OpenTransaction): Transaction {
  transactions.set(tx, open);
  const savepoint = tx.transaction.bind(tx);
  tx.transaction = (async (run: (inner: Transaction) => Promise<unknown>) => {
    const before = open.beforeCommit.length;
    const after = open.afterCommit.length;
    open.savepointEdges += 1;
    try {
      return await savepoint((inner) => run(tracked(inner, open)));
    } catch (error) {
      open.beforeCommit.length = before;
      open.afterCommit.length = after;
      throw error;
    } finally {
      open.savepointEdges += 1;
    }
  }) as Transaction['transaction'];
  return tx;
}

/**
 * Runs `work` in the transaction of `tx` after the rest of its body, just before it commits: for
 * writes to rows many transactions share, whose row locks are then held only to the commit. False
 * when `tx` is no transaction (the caller does the work at once).
 */
export function beforeCommit(tx: AppDatabase, work: () => Promise<void>): boolean {
  const open = transactions.get(tx);
  if (!open) return false;
  open.beforeCommit.push(work);
  return true;
}

/** The database `tx` is a transaction of (or `tx` itself, when it is the database). */
function databaseOf(tx: AppDatabase): object {
  return transactions.get(tx)?.db ?? tx;
}

/**
 * Values that never change once committed (an account's id, a member's merchant), kept per database
 * from the commit of the transaction that wrote or read them: a rolled-back write is never kept.
 */
export function committedValues<K, V>() {
  const byDatabase = new WeakMap<object, Map<K, V>>();
  return {
    get: (db: AppDatabase, key: K): V | undefined => byDatabase.get(databaseOf(db))?.get(key),
    keep(db: AppDatabase, key: K, value: V): void {
      const root = databaseOf(db);
      afterCommit(db, () => {
        const values = byDatabase.get(root) ?? new Map<K, V>();
        byDatabase.set(root, values.set(key, value));
      });
    },
  };
}

/**
 * Values a transaction read that only its own later statements change (a member account it has
 * locked, with the balance its transfers keep up to date), kept for that transaction: none outside
 * one, and what was kept is forgotten when a savepoint begins or ends (a savepoint's writes are
 * its own, and may be rolled back).
 */
export function transactionValues<K, V>() {
  const byTransaction = new WeakMap<OpenTransaction, { savepointEdges: number; values: Map<K, V> }>();
  const current = (open: OpenTransaction) => {
    const kept = byTransaction.get(open);
    return kept?.savepointEdges === open.savepointEdges ? kept.values : undefined;
  };
  return {
    get(tx: AppDatabase, key: K): V | undefined {
      const open = transactions.get(tx);
      return open && current(open)?.get(key);
    },
    keep(tx: AppDatabase, key: K, value: V): void {
      const open = transactions.get(tx);
      if (!open) return;
      const values = current(open) ?? new Map<K, V>();
      byTransaction.set(open, { savepointEdges: open.savepointEdges, values: values.set(key, value) });
    },
  };
}

/** The one object of the top-level transaction `tx` belongs to (its savepoints share it), or null outside one. */
export function transactionScope(tx: AppDatabase): object | null {
  return transactions.get(tx) ?? null;
}

/** Runs `callback` once the transaction of `tx` commits; at once when `tx` is no transaction (its statements are committed). */
export function afterCommit(tx: AppDatabase, callback: () => void): void {
  const open = transactions.get(tx);
  if (open) open.afterCommit.push(callback);
  else callback();
}

/**
 * Tells the change feeds of this process on the same database about a change written through
 * `db` (the database, or a transaction of it: then once it commits), without waiting for the
 * notification, which the other processes get. Writers that keep others' caches in step call it
 * next to their NOTIFY (the table triggers notify for everything else).
 */
export function announceChange(db: AppDatabase, change: Change): void {
  const root = databaseOf(db);
  afterCommit(db, () => {
    for (const dispatch of feedsOf.get(root) ?? []) dispatch(change);
  });
}

/**
 * One process's view of changes to the data its caches keep (see lib/kept-cache.ts): the
 * notifications of the database (`data_changed`, `balance_changed`, `session_ended`), which reach
 * every process on it within milliseconds of the commit, and this process's own changes at once
 * (`announceChange`). While the listening connection is down (PostgreSQL) changes can be missed:
 * `live()` is false, every cache is emptied when it drops and again when it is back, and what is
 * read meanwhile is kept for at most `UNLISTENED_KEEP_MS`. PGlite is in this process: always live.
 */
export function createChangeFeed(db: AppDatabase, notifications: NotificationSource) {
  const listeners = new Map<ChangeTopic, Set<(id: number | null) => void>>();
  const resets = new Set<() => void>();
  const syncs = new Map<string, () => void>();
  const stops: Array<() => Promise<void>> = [];
  let started = false;

  const dispatch = (change: Change) => {
    for (const listener of listeners.get(change.topic) ?? []) listener(change.id);
  };
  const reset = () => {
    for (const listener of resets) listener();
  };
  const onDataChanged = (payload: string) => {
    const sync = syncs.get(payload);
    if (sync) return sync();
    const separator = payload.indexOf(':');
    if (separator === -1) return dispatch({ topic: payload as ChangeTopic, id: null });
    const id = Number(payload.slice(separator + 1));
    // Unknown ids are not guessed at: the whole topic goes.
    dispatch({ topic: payload.slice(0, separator) as ChangeTopic, id: Number.isSafeInteger(id) ? id : null });
  };
  const rowChange = (topic: ChangeTopic) => (payload: string) => {
    const id = Number(payload);
    dispatch({ topic, id: Number.isSafeInteger(id) ? id : null });
  };

  const feed = {
    /** Calls `listener` with the row's id (null: any row of the topic may have changed). */
    on(topic: ChangeTopic, listener: (id: number | null) => void): void {
      const known = listeners.get(topic) ?? new Set();
      listeners.set(topic, known.add(listener));
    },

    /** Calls `listener` when changes may have been missed: everything kept must go. */
    onReset(listener: () => void): void {
      resets.add(listener);
    },

    /** Whether every committed change reaches this process: a value read now may be kept until a change says otherwise. */
    live: (): boolean => started && notifications.listening(),

    async start(): Promise<void> {
      feedsOf.set(db, (feedsOf.get(db) ?? new Set()).add(dispatch));
      stops.push(
        await notifications.listen(NOTIFY_CHANNELS.dataChanged, onDataChanged),
        await notifications.listen(NOTIFY_CHANNELS.balanceChanged, rowChange('balances')),
        await notifications.listen(NOTIFY_CHANNELS.sessionEnded, rowChange('member_sessions')),
      );
      notifications.onDisconnect(reset);
      notifications.onReconnect(reset);
      started = true;
      // What was read before the feed listened may have missed a change.
      reset();
    },

    async stop(): Promise<void> {
      started = false;
      feedsOf.get(db)?.delete(dispatch);
      await Promise.all(stops.splice(0).map((stop) => stop()));
      reset();
    },

    /**
     * Resolves once every change committed before the call has reached this process's caches: a
     * notification of its own is sent and awaited, and PostgreSQL delivers notifications in commit order.
     */
    async sync(timeoutMs = 5_000): Promise<void> {
      if (!feed.live()) return;
      const token = `sync:${randomUUID()}`;
      let timer: NodeJS.Timeout | undefined;
      const arrived = new Promise<void>((resolve) => {
        syncs.set(token, resolve);
        timer = setTimeout(resolve, timeoutMs);
      });
      try {
        await db.execute(sql`select pg_notify(${NOTIFY_CHANNELS.dataChanged}, ${token})`);
        await arrived;
      } finally {
        clearTimeout(timer);
        syncs.delete(token);
      }
    },
  };
  return feed;
}

export type ChangeFeed = ReturnType<typeof createChangeFeed>;
