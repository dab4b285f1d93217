import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { bodyId, text } from '../input-rules.ts';
import { amountRequest } from '../money.ts';
import { operatorMerchantCodeSchema, operatorReasonSchema } from './operator-fields.ts';
import { DEPOSIT_CHANNELS, DEPOSIT_ORDER_STATUSES, depositOrderIdSchema } from './deposit.ts';
import { WITHDRAWAL_STATUSES } from './withdrawal.ts';

/** Operator usernames: letters, digits, dot, dash and underscore (the `create-operator` command checks the same rule). */
export const OPERATOR_USERNAME = /^[A-Za-z0-9._-]{3,32}$/;

export const operatorLoginRequestSchema = lazySchema(() => z.object({
  username: text().trim().min(1).max(64),
  password: text().min(1).max(128),
}).strict());
export type OperatorLoginRequest = z.infer<typeof operatorLoginRequestSchema>;

/** `merchants`: the merchant codes the operator acts for; null for every merchant. */
export const operatorLoginResponseSchema = lazySchema(() => z.object({
  token: z.string(),
  operatorId: z.number().int(),
  username: z.string(),
  merchants: z.array(z.string()).nullable(),
  expiresAt: z.string(),
}));
export type OperatorLoginResponse = z.infer<typeof operatorLoginResponseSchema>;

export { operatorMerchantCodeSchema, operatorMerchantQuerySchema, operatorReasonSchema } from './operator-fields.ts';

/** The withdrawal list's filter: a status, or PENDING for those still to decide (submitted or in review). */
export const OPERATOR_WITHDRAWAL_FILTERS = [...WITHDRAWAL_STATUSES, 'PENDING'] as const;
export const operatorWithdrawalListQuerySchema = lazySchema(() => z.object({ status: z.enum(OPERATOR_WITHDRAWAL_FILTERS).optional() }).strict());
export type OperatorWithdrawalListQuery = z.infer<typeof operatorWithdrawalListQuerySchema>;

/** The deposit list's filter: a status, or PENDING for the orders still awaiting payment (manual transfers to confirm). */
export const OPERATOR_DEPOSIT_FILTERS = [...DEPOSIT_ORDER_STATUSES, 'PENDING'] as const;
export const operatorDepositListQuerySchema = lazySchema(() => z.object({ status: z.enum(OPERATOR_DEPOSIT_FILTERS).optional() }).strict());
export type OperatorDepositListQuery = z.infer<typeof operatorDepositListQuerySchema>;

export const operatorWithdrawalActionSchema = lazySchema(() => z.object({ withdrawalId: bodyId() }).strict());
export const operatorWithdrawalRejectionSchema = lazySchema(() => z.object({ withdrawalId: bodyId(), reason: operatorReasonSchema }).strict());
export const operatorDepositActionSchema = lazySchema(() => z.object({ orderId: depositOrderIdSchema }).strict());
export const operatorDepositRejectionSchema = lazySchema(() => z.object({ orderId: depositOrderIdSchema, reason: operatorReasonSchema }).strict());

export const ADJUSTMENT_DIRECTIONS = ['credit', 'debit'] as const;
export type AdjustmentDirection = (typeof ADJUSTMENT_DIRECTIONS)[number];

/**
 * A balance adjustment: `amount` a positive decimal string with at most 2 decimals (read as minor
 * units), credited to or debited from the member's wallet of `account` at `merchant`. `requestId` makes it idempotent: a repeat answers the first
 * adjustment and changes nothing.
 */
export const operatorAdjustmentRequestSchema = lazySchema(() => z.object({
  merchant: operatorMerchantCodeSchema,
  account: text().trim().min(1).max(64),
  direction: z.enum(ADJUSTMENT_DIRECTIONS),
  amount: amountRequest(),
  reason: operatorReasonSchema,
  requestId: text().regex(/^[A-Za-z0-9_-]{8,64}$/),
}).strict());
export type OperatorAdjustmentRequest = z.infer<typeof operatorAdjustmentRequestSchema>;

/** The adjustment done (or the first one, for a repeated request id); amounts with 2 decimals. */
export const operatorAdjustmentSchema = lazySchema(() => z.object({
  transferId: z.number().int(),
  repeated: z.boolean(),
  merchant: z.string(),
  account: z.string(),
  direction: z.enum(ADJUSTMENT_DIRECTIONS),
  amount: z.number(),
  balance: z.number(),
}));
export type OperatorAdjustment = z.infer<typeof operatorAdjustmentSchema>;

/** An invariant of the ledger that does not hold, in words, with the rows it is about. */
export const ledgerViolationSchema = lazySchema(() => z.object({
  invariant: z.string(),
  detail: z.string(),
}));

export const ledgerCheckSchema = lazySchema(() => z.object({
  clean: z.boolean(),
  violations: z.array(ledgerViolationSchema),
}));
export type LedgerCheck = z.infer<typeof ledgerCheckSchema>;

/** A withdrawal as operators review it; amounts with 2 decimals, times ISO 8601, `reason` the rejection's. */
export const operatorWithdrawalSchema = lazySchema(() => z.object({
  id: z.number().int(),
  merchant: z.string(),
  account: z.string(),
  amount: z.number(),
  status: z.enum(WITHDRAWAL_STATUSES),
  bank: z.string(),
  /** The card or account number with all but its last 4 digits hidden. */
  accountNumber: z.string(),
  createdAt: z.string(),
  reason: z.string().nullable(),
}));
export type OperatorWithdrawal = z.infer<typeof operatorWithdrawalSchema>;

/** A deposit order as operators review it; amounts with 2 decimals, times ISO 8601; `reference` is what the player entered for a manual transfer. */
export const operatorDepositSchema = lazySchema(() => z.object({
  orderId: z.string(),
  merchant: z.string(),
  account: z.string(),
  channel: z.enum(DEPOSIT_CHANNELS),
  provider: z.string(),
  status: z.enum(DEPOSIT_ORDER_STATUSES),
  amount: z.number(),
  credit: z.number(),
  bonus: z.number(),
  reference: z.string().nullable(),
  hasReceipt: z.boolean(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  reason: z.string().nullable(),
}));
export type OperatorDeposit = z.infer<typeof operatorDepositSchema>;

/** What an approve or reject left: the withdrawal's id and its status. */
export const operatorWithdrawalDecisionSchema = lazySchema(() => z.object({ id: z.number().int(), status: z.enum(WITHDRAWAL_STATUSES) }));
export type OperatorWithdrawalDecision = z.infer<typeof operatorWithdrawalDecisionSchema>;
/** What a confirm or reject left: the deposit order's id and its status. */
export const operatorDepositDecisionSchema = lazySchema(() => z.object({ orderId: z.string(), status: z.enum(DEPOSIT_ORDER_STATUSES) }));
export type OperatorDepositDecision = z.infer<typeof operatorDepositDecisionSchema>;

/** The states of a scheduled job's run of one period (the server's job runner). */
export const JOB_RUN_STATUSES = ['PENDING', 'RUNNING', 'DONE', 'FAILED'] as const;
export type JobRunStatus = (typeof JOB_RUN_STATUSES)[number];

/** Job names: lower-case words with dots and dashes, and `:CODE` for a job of one merchant (`promotion.close:DEMO`). */
export const JOB_NAME = /^[a-z][a-z0-9.-]{0,63}(?::[A-Za-z0-9_-]{1,32})?$/;

/** The job list's filters: one job, runs of one status. */
export const operatorJobsQuerySchema = lazySchema(() => z.object({
  job: text().regex(JOB_NAME).optional(),
  status: z.enum(JOB_RUN_STATUSES).optional(),
}).strict());
export type OperatorJobsQuery = z.infer<typeof operatorJobsQuerySchema>;

/** One run of a job: its period (times ISO 8601), state, attempts, who holds it and until when, and how it ended. */
export const operatorJobRunSchema = lazySchema(() => z.object({
  id: z.number().int(),
  job: z.string(),
  merchant: z.string().nullable(),
  period: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  status: z.enum(JOB_RUN_STATUSES),
  attempts: z.number().int(),
  claimedBy: z.string().nullable(),
  leaseUntil: z.string().nullable(),
  retryAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  error: z.string().nullable(),
  result: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable(),
}));
export type OperatorJobRun = z.infer<typeof operatorJobRunSchema>;

/** A registered job: its schedule in words, the last period done, the next one due, and its runs by state. */
export const operatorJobSchema = lazySchema(() => z.object({
  job: z.string(),
  merchant: z.string().nullable(),
  schedule: z.string(),
  lastDone: z.string().nullable(),
  lastDoneAt: z.string().nullable(),
  nextDueAt: z.string().nullable(),
  pending: z.number().int(),
  running: z.number().int(),
  failed: z.number().int(),
}));
export type OperatorJob = z.infer<typeof operatorJobSchema>;

/** The jobs and their newest runs (at most 100, matching the filters; without any, the runs not DONE). */
export const operatorJobsSchema = lazySchema(() => z.object({
  jobs: z.array(operatorJobSchema),
  runs: z.array(operatorJobRunSchema),
}));
export type OperatorJobs = z.infer<typeof operatorJobsSchema>;

/** Runs a failed period again; the reason is kept in the audit log. */
export const operatorJobRerunSchema = lazySchema(() => z.object({ runId: bodyId(), reason: operatorReasonSchema.optional() }).strict());
export type OperatorJobRerun = z.infer<typeof operatorJobRerunSchema>;
