import type { AppDatabase } from '../db/client.ts';

/**
 * What an operator's change records about itself: on which merchant (null: the platform's, as a
 * game vendor's key), member and row, how much, why, and the change (before and after).
 */
export type OperatorAuditEntry = {
  merchantId: number | null;
  memberId?: number;
  subjectId?: number;
  amountMinor?: number;
  reason?: string | null;
  details: Record<string, unknown>;
};

/**
 * Writes an operator's change to the audit log inside the transaction `tx` that makes it, so the
 * change and its audit row commit together or not at all. Modules take one from their routes
 * (`operatorDesk.auditOf`) and call it only when something changed.
 */
export type OperatorAudit = (tx: AppDatabase, entry: OperatorAuditEntry) => Promise<void>;
