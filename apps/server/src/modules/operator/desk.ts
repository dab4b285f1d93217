import {
  toMajorUnits, type OperatorAdjustment, type OperatorAdjustmentRequest, type OperatorDeposit, type OperatorDepositDecision,
  type OperatorDepositListQuery, type OperatorJobRerun, type OperatorJobRun, type OperatorJobs, type OperatorJobsQuery, type OperatorWithdrawal, type OperatorWithdrawalDecision, type OperatorWithdrawalListQuery,
  type DepositOrderStatus, type WithdrawalStatus,
} from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import type { Merchant, OperatorActionKind } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OperatorAudit } from '../../lib/operator-audit.ts';
import type { StatusChangeAudit } from '../../lib/status-change-audit.ts';
import type { OperatorSession } from '../../lib/operator-context.ts';
import type { DepositService, OperatorDepositOrder } from '../deposit/service.ts';
import type { JobRunner } from '../jobs/runner.ts';
import { lockMemberWallet, transfer } from '../ledger/service.ts';
import { writeInboxMessage } from '../inbox/writer.ts';
import type { OperatorWithdrawal as ReviewedWithdrawal, WithdrawalService } from '../withdrawals/service.ts';
import type { MemberAccounts } from '../session/member-accounts.ts';
import type { MerchantDirectory } from '../merchant/service.ts';
import { createOperatorRepository, type NewOperatorAction, type OperatorRepository } from './repository.ts';

const depositView = (order: OperatorDepositOrder): OperatorDeposit => ({
  orderId: order.orderId,
  merchant: order.merchantCode,
  account: order.username,
  channel: order.channel,
  provider: order.providerName,
  status: order.status,
  amount: toMajorUnits(order.amountMinor),
  credit: toMajorUnits(order.creditMinor),
  bonus: toMajorUnits(order.bonusMinor),
  reference: order.reference,
  hasReceipt: order.hasReceipt,
  createdAt: order.createdAt.toISOString(),
  paidAt: order.paidAt?.toISOString() ?? null,
  reason: order.rejectReason,
});

/**
 * What operators do, each written to the audit log (`operator_actions`: who, what, when, why) in
 * the transaction of the change itself. An operator of one merchant acts only on that merchant.
 */
export function createOperatorDesk(deps: {
  db: AppDatabase;
  repository: OperatorRepository;
  merchants: MerchantDirectory;
  members: Pick<MemberAccounts, 'findByUsername'>;
  deposits: Pick<DepositService, 'listForOperator' | 'confirmManual' | 'rejectManual'>;
  withdrawals: Pick<WithdrawalService, 'listForOperator' | 'approve' | 'reject'>;
  jobs: Pick<JobRunner, 'overview' | 'rerun'>;
}) {
  const { db, repository, merchants, members, deposits, withdrawals, jobs } = deps;

  const inScope = (operator: OperatorSession, merchantId: number) => operator.merchantId === null || operator.merchantId === merchantId;

  /** The deposit order of `orderId` when the operator may decide it. */
  async function depositInScope(operator: OperatorSession, orderId: string) {
    const order = await repository.depositOrderFacts(orderId);
    if (!order) throw new AppError('not.found');
    if (!inScope(operator, order.merchantId)) throw new AppError('permission.denied');
    return order;
  }

  /**
   * Runs an operator's decision on a withdrawal; the service audits it in the decision's transaction
   * when it changed the withdrawal (a repeat is not written twice).
   */
  async function decideWithdrawal(
    operator: OperatorSession,
    withdrawalId: number,
    action: 'withdrawal.approve' | 'withdrawal.reject',
    decide: (audit: StatusChangeAudit<WithdrawalStatus>) => Promise<{ status: WithdrawalStatus }>,
    reason: string | null = null,
  ): Promise<OperatorWithdrawalDecision> {
    const facts = await repository.withdrawalFacts(withdrawalId);
    if (!facts) throw new AppError('not.found');
    if (!inScope(operator, facts.merchantId)) throw new AppError('permission.denied');
    const { status } = await decide((tx, change) => createOperatorRepository(tx).insertAction({
      operatorId: operator.operatorId, action, merchantId: facts.merchantId, memberId: facts.memberId, subjectId: withdrawalId,
      amountMinor: facts.amountMinor, reason, details: change,
    }));
    return { id: withdrawalId, status };
  }

  /** The rows with the account names and merchant codes of their members, newest first. */
  async function withdrawalViews(rows: ReviewedWithdrawal[]): Promise<OperatorWithdrawal[]> {
    const names = await repository.memberNames([...new Set(rows.map((row) => row.memberId))]);
    return rows
      .sort((a, b) => b.id - a.id)
      .map((row) => ({
        id: row.id,
        merchant: names.get(row.memberId)?.merchant ?? '',
        account: names.get(row.memberId)?.account ?? '',
        amount: row.amount,
        status: row.status,
        bank: row.bankName,
        accountNumber: row.accountNumber,
        createdAt: row.createdAt,
        reason: row.timeline.findLast((event) => event.reason !== undefined)?.reason ?? null,
      }));
  }

  /**
   * Runs an operator's decision on a deposit order; the service audits it in the decision's
   * transaction when it changed the order (the same decision again is not written twice).
   */
  async function decideDeposit(
    operator: OperatorSession,
    orderId: string,
    action: 'deposit.confirm' | 'deposit.reject',
    decide: (audit: StatusChangeAudit<DepositOrderStatus>) => Promise<{ status: OperatorDepositDecision['status'] }>,
    reason: string | null = null,
  ): Promise<OperatorDepositDecision> {
    const facts = await depositInScope(operator, orderId);
    const { status } = await decide((tx, change) => createOperatorRepository(tx).insertAction({
      operatorId: operator.operatorId, action, merchantId: facts.merchantId, memberId: facts.memberId, subjectId: facts.id,
      amountMinor: facts.amountMinor, reason, details: { orderId, ...change },
    }));
    return { orderId, status };
  }

  /** The merchant of `code` when the operator may act on it; refused otherwise. */
  async function merchantInScope(operator: OperatorSession, code: string): Promise<Merchant> {
    const merchant = await merchants.findByCode(code);
    if (!merchant) throw new AppError('not.found');
    if (!inScope(operator, merchant.id)) throw new AppError('permission.denied');
    return merchant;
  }

  return {
    merchantInScope,

    /** The newest withdrawals of the operator's merchants (PENDING: submitted or in review). */
    async withdrawals(operator: OperatorSession, query: OperatorWithdrawalListQuery): Promise<OperatorWithdrawal[]> {
      const statuses: Array<WithdrawalStatus | undefined> = query.status === 'PENDING' ? ['SUBMITTED', 'IN_REVIEW'] : [query.status];
      const rows = (await Promise.all(statuses.map((status) => withdrawals.listForOperator({ status })))).flat();
      return withdrawalViews(rows.filter((row) => inScope(operator, row.merchantId)));
    },

    approveWithdrawal: (operator: OperatorSession, withdrawalId: number) =>
      decideWithdrawal(operator, withdrawalId, 'withdrawal.approve', (audit) => withdrawals.approve({ withdrawalId, operatorId: operator.operatorId, audit })),

    rejectWithdrawal: (operator: OperatorSession, withdrawalId: number, reason: string) =>
      decideWithdrawal(operator, withdrawalId, 'withdrawal.reject', (audit) => withdrawals.reject({ withdrawalId, operatorId: operator.operatorId, reason, audit }), reason),

    /** The newest deposit orders of the operator's merchants (PENDING: those awaiting payment). */
    async deposits(operator: OperatorSession, query: OperatorDepositListQuery): Promise<OperatorDeposit[]> {
      const status = query.status === 'PENDING' ? 'AWAITING_PAYMENT' : query.status;
      const orders = await deposits.listForOperator({ status });
      return orders.filter((order) => operator.merchantCode === null || order.merchantCode === operator.merchantCode).map(depositView);
    },

    confirmDeposit: (operator: OperatorSession, orderId: string) =>
      decideDeposit(operator, orderId, 'deposit.confirm', (audit) => deposits.confirmManual({ orderId, operatorId: operator.operatorId, audit })),

    rejectDeposit: (operator: OperatorSession, orderId: string, reason: string) =>
      decideDeposit(operator, orderId, 'deposit.reject', (audit) => deposits.rejectManual({ orderId, operatorId: operator.operatorId, reason, audit }), reason),

    /** The scheduled jobs and their newest runs: the platform's, and the operator's merchant's (every merchant's for an operator of all). */
    jobs: (operator: OperatorSession, query: OperatorJobsQuery): Promise<OperatorJobs> => jobs.overview(operator.merchantId, query),

    /**
     * Runs a FAILED period of a job again (any other state is refused: a period done is never run
     * twice). The platform's jobs are re-run only by an operator of every merchant. Audited in the
     * transaction that changes the run.
     */
    rerunJob: (operator: OperatorSession, request: OperatorJobRerun): Promise<OperatorJobRun> =>
      jobs.rerun({
        runId: request.runId,
        scope: operator.merchantId,
        audit: (tx, change, run) => createOperatorRepository(tx).insertAction({
          operatorId: operator.operatorId, action: 'job.rerun', merchantId: run.merchantId, subjectId: run.id, reason: request.reason ?? null,
          details: { job: run.job, period: run.periodKey, attempts: run.attempts, error: run.error, ...change },
        }),
      }),

    /** Writes one row of the audit log, outside any change (logins, logouts). */
    record: (action: NewOperatorAction) => repository.insertAction(action),
    /** The audit of the operator's `action` that a module's change writes in its own transaction. */
    auditOf: (operator: OperatorSession, action: OperatorActionKind): OperatorAudit => (tx, entry) =>
      createOperatorRepository(tx).insertAction({
        operatorId: operator.operatorId, action, merchantId: entry.merchantId, memberId: entry.memberId ?? null,
        subjectId: entry.subjectId ?? null, amountMinor: entry.amountMinor ?? null, reason: entry.reason ?? null, details: entry.details,
      }),

  /**
   * Credits or debits a member's wallet: an ADJUST ledger transfer between the merchant's
   * operator-adjustment account and the wallet, audited in the same transaction. A debit below zero
   * is refused (`insufficient.balance`); a repeated request id answers the first adjustment, and a
   * request id reused for another adjustment is refused. Request ids are the operator's own: the
   * same id from another operator is another adjustment.
   */
  async adjust(operator: OperatorSession, request: OperatorAdjustmentRequest): Promise<OperatorAdjustment> {
    const merchant = await merchantInScope(operator, request.merchant);
    const member = await members.findByUsername(merchant.id, request.account);
    if (!member) throw new AppError('user.not.exist');
    const amountMinor = request.amount;
    const wallet = { kind: 'member-wallet', memberId: member.id } as const;
    const adjustments = { kind: 'operator-adjustment', merchantId: merchant.id } as const;
    const answer = (transferId: number, repeated: boolean, balanceMinor: number): OperatorAdjustment => ({
      transferId, repeated, merchant: merchant.code, account: member.username,
      direction: request.direction, amount: toMajorUnits(amountMinor), balance: toMajorUnits(balanceMinor),
    });
    return db.transaction(async (tx) => {
      const previous = await createOperatorRepository(tx).findActionByRequestId(operator.operatorId, request.requestId);
      if (previous) {
        const sameAdjustment = previous.memberId === member.id && previous.amountMinor === amountMinor && previous.details.direction === request.direction;
        if (!sameAdjustment) throw new AppError('request_param_err');
        // Answered from the audit row: adjustments made before request ids were per operator have another ledger key.
        return answer(previous.subjectId!, true, await lockMemberWallet(tx, member.id));
      }
      const credit = request.direction === 'credit';
      const result = await transfer(tx, {
        type: 'ADJUST',
        from: credit ? adjustments : wallet,
        to: credit ? wallet : adjustments,
        amountMinor,
        idempotencyKey: `operator-adjustment:${operator.operatorId}:${request.requestId}`,
        reference: `operator:${operator.operatorId}`,
        memo: request.reason,
      });
      if (!result.repeated) {
        await createOperatorRepository(tx).insertAction({
          operatorId: operator.operatorId, action: 'balance.adjust', merchantId: merchant.id, memberId: member.id, subjectId: result.transferId,
          amountMinor, reason: request.reason, requestId: request.requestId, details: { direction: request.direction },
        });
        await writeInboxMessage(tx, member.id, { kind: 'ADJUSTMENT', params: { amountMinor, direction: request.direction, reason: request.reason } });
      }
      const balanceMinor = result.memberBalances.find((entry) => entry.memberId === member.id && entry.account === 'wallet')?.balanceMinor ?? 0;
      return answer(result.transferId, result.repeated, balanceMinor);
    });
  },
  };
}

export type OperatorDesk = ReturnType<typeof createOperatorDesk>;
