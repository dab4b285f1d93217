import type { AppDatabase } from '../db/client.ts';

/**
 * Writes who changed a record's status (an operator's decision) inside the transaction `tx` that
 * changes it, so the change and its audit row commit together or not at all.
 */
export type StatusChangeAudit<Status extends string> = (tx: AppDatabase, change: { from: Status; to: Status }) => Promise<void>;
