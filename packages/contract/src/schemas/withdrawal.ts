import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { bodyId, text, wireInteger } from '../input-rules.ts';
import { amountRequest } from '../money.ts';

/** submitted → in review → approved → paid, or rejected (with a reason) instead of approved. */
export const WITHDRAWAL_STATUSES = ['SUBMITTED', 'IN_REVIEW', 'APPROVED', 'PAID', 'REJECTED'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** The statuses after which nothing happens to a withdrawal any more. */
export const FINAL_WITHDRAWAL_STATUSES: readonly WithdrawalStatus[] = ['PAID', 'REJECTED'];

/**
 * POST /wps/transaction/withdraw (encrypted). `requestId` is made once per filled-in form: the
 * same id sent again answers the withdrawal it made instead of making another.
 */
export const withdrawRequestSchema = lazySchema(() => z.object({
  bankCardId: bodyId(),
  amount: amountRequest(),
  paymentPassword: text().regex(/^\d{6}$/),
  requestId: text().regex(/^[A-Za-z0-9_-]{8,64}$/),
}).strict());
export type WithdrawRequest = z.input<typeof withdrawRequestSchema>;

export const withdrawalEventSchema = lazySchema(() => z.object({
  status: z.enum(WITHDRAWAL_STATUSES),
  /** ISO 8601 instant. */
  at: z.string(),
  /** Why it was rejected (REJECTED only). */
  reason: z.string().optional(),
}));
export type WithdrawalEvent = z.infer<typeof withdrawalEventSchema>;

/** One withdrawal with its status timeline (oldest event first); amounts in major units with 2 decimals. */
export const withdrawalSchema = lazySchema(() => z.object({
  id: z.number().int(),
  amount: z.number(),
  status: z.enum(WITHDRAWAL_STATUSES),
  bankName: z.string(),
  /** The card or account number with all but its last 4 digits hidden. */
  accountNumber: z.string(),
  createdAt: z.string(),
  timeline: z.array(withdrawalEventSchema),
}));
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** GET /wps/transaction/withdraw/overview: what the withdraw page shows before and after a submit. */
export const withdrawOverviewSchema = lazySchema(() => z.object({
  balance: z.number(),
  /** What may be withdrawn now: the balance but what unmet bonus wagering locks. */
  withdrawable: z.number(),
  /** Locked until the bonus wagering is met: each open bonus with the deposit that earned it (at most the balance). */
  locked: z.number(),
  /** The open bonus requirements' stakes, asked for and made so far (0 when none). */
  turnoverRequired: z.number(),
  turnoverWagered: z.number(),
  /** Stakes still needed before the locked amount is free (0 when none). */
  turnoverRemaining: z.number(),
  minAmount: z.number(),
  maxAmount: z.number(),
  dailyLimit: z.number().int(),
  /** Withdrawals still allowed in the last 24 hours' window. */
  dailyRemaining: z.number().int(),
  /** The amount the member's VIP level allows in 24 hours, and what of it is left (null: no cap on the amount). */
  dailyAmountLimit: z.number().nullable(),
  dailyAmountRemaining: z.number().nullable(),
  /** The member's latest withdrawals, newest first. */
  recent: z.array(withdrawalSchema),
}));
export type WithdrawOverview = z.infer<typeof withdrawOverviewSchema>;

/**
 * `value` of a refused withdrawal: the limits of `withdraw.amount.range`, the allowance of
 * `withdraw.daily.limit` and `withdraw.daily.amount`; for `withdraw.turnover.unmet` what may go, what is locked and the stakes still needed.
 */
export const withdrawRefusalSchema = lazySchema(() => z.object({
  minAmount: z.number().optional(),
  maxAmount: z.number().optional(),
  withdrawable: z.number().optional(),
  locked: z.number().optional(),
  dailyLimit: z.number().int().optional(),
  dailyAmountLimit: z.number().optional(),
  dailyAmountRemaining: z.number().optional(),
  turnoverRemaining: z.number().optional(),
}));
export type WithdrawRefusal = z.infer<typeof withdrawRefusalSchema>;

export const WITHDRAW_REPORT_PAGE_SIZE_MAX = 50;

/** GET /wps/report/withdrawTransaction: withdrawals made in [from, to) (epoch milliseconds). */
export const withdrawReportQuerySchema = lazySchema(() => z.object({
  from: wireInteger(),
  to: wireInteger(),
  pageNo: wireInteger({ min: 1, max: 10_000 }).default(1),
  pageSize: wireInteger({ min: 1, max: WITHDRAW_REPORT_PAGE_SIZE_MAX }).default(20),
}).strict());
export type WithdrawReportQuery = z.input<typeof withdrawReportQuerySchema>;

export const withdrawReportSchema = lazySchema(() => z.object({
  list: z.array(withdrawalSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
  /** Over the whole range: paid out, still pending (submitted or in review), rejected. */
  totals: z.object({ paid: z.number(), pending: z.number(), rejected: z.number() }),
}));
export type WithdrawReport = z.infer<typeof withdrawReportSchema>;
