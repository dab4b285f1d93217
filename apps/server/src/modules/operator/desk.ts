import {
  toMajorUnits, type OperatorAdjustment, type OperatorAdjustmentRequest, type OperatorDeposit, type OperatorDepositDecision,
  type OperatorDepositListQuery,
} from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import type { Merchant } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OperatorSession } from '../../lib/operator-context.ts';
import type { DepositService, OperatorDepositOrder } from '../deposit/service.ts';
import { transfer } from '../ledger/service.ts';
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
}) {
  const { db, repository, merchants, members, deposits } = deps;

  const inScope = (operator: OperatorSession, merchantId: number) => operator.merchantId === null || operator.merchantId === merchantId;

  /** The deposit order of `orderId` when the operator may decide it. */
  async function depositInScope(operator: OperatorSession, orderId: string) {
    const order = await repository.depositOrderFacts(orderId);
    if (!order) throw new AppError('not.found');
    if (!inScope(operator, order.merchantId)) throw new AppError('permission.denied');
    return order;
  }

  /**
   * Runs an operator's decision on a deposit order and audits it when it changed the order (the
   * same decision again answers the order as it is and is not written twice).
   */
  async function decideDeposit(
    operator: OperatorSession,
    orderId: string,
    action: 'deposit.confirm' | 'deposit.reject',
    decide: () => Promise<{ status: OperatorDepositDecision['status'] }>,
    reason: string | null = null,
  ): Promise<OperatorDepositDecision> {
    const before = await depositInScope(operator, orderId);
    const { status } = await decide();
    if (status !== before.status) {
      await repository.insertAction({
        operatorId: operator.operatorId, action, merchantId: before.merchantId, memberId: before.memberId, subjectId: before.id,
        amountMinor: before.amountMinor, reason, details: { orderId, from: before.status, to: status },
      });
    }
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

    /** The newest deposit orders of the operator's merchants (PENDING: those awaiting payment). */
    async deposits(operator: OperatorSession, query: OperatorDepositListQuery): Promise<OperatorDeposit[]> {
      const status = query.status === 'PENDING' ? 'AWAITING_PAYMENT' : query.status;
      const orders = await deposits.listForOperator({ status });
      return orders.filter((order) => operator.merchantCode === null || order.merchantCode === operator.merchantCode).map(depositView);
    },

    confirmDeposit: (operator: OperatorSession, orderId: string) =>
      decideDeposit(operator, orderId, 'deposit.confirm', () => deposits.confirmManual({ orderId, operatorId: operator.operatorId })),

    rejectDeposit: (operator: OperatorSession, orderId: string, reason: string) =>
      decideDeposit(operator, orderId, 'deposit.reject', () => deposits.rejectManual({ orderId, operatorId: operator.operatorId, reason }), reason),

    /** Writes one row of the audit log, outside any change (logins, logouts). */
    record: (action: NewOperatorAction) => repository.insertAction(action),
    /** Writes one row of the audit log inside the transaction `tx` of the change it records. */
    recordIn: (tx: AppDatabase, action: NewOperatorAction) => createOperatorRepository(tx).insertAction(action),

  /**
   * Credits or debits a member's wallet: an ADJUST ledger transfer between the merchant's
   * operator-adjustment account and the wallet, audited in the same transaction. A debit below zero
   * is refused (`insufficient.balance`); a repeated request id answers the first adjustment, and a
   * request id reused for another adjustment is refused.
   */
  async adjust(operator: OperatorSession, request: OperatorAdjustmentRequest): Promise<OperatorAdjustment> {
    const merchant = await merchantInScope(operator, request.merchant);
    const member = await members.findByUsername(merchant.id, request.account);
    if (!member) throw new AppError('user.not.exist');
    const amountMinor = request.amount;
    const wallet = { kind: 'member-wallet', memberId: member.id } as const;
    const adjustments = { kind: 'operator-adjustment', merchantId: merchant.id } as const;
    return db.transaction(async (tx) => {
      const previous = await createOperatorRepository(tx).findActionByRequestId(request.requestId);
      const sameAdjustment = previous?.memberId === member.id && previous.amountMinor === amountMinor && previous.details.direction === request.direction;
      if (previous && !sameAdjustment) throw new AppError('request_param_err');
      const credit = request.direction === 'credit';
      const result = await transfer(tx, {
        type: 'ADJUST',
        from: credit ? adjustments : wallet,
        to: credit ? wallet : adjustments,
        amountMinor,
        idempotencyKey: `operator-adjustment:${request.requestId}`,
        reference: `operator:${operator.operatorId}`,
        memo: request.reason,
      });
      if (!result.repeated) {
        await createOperatorRepository(tx).insertAction({
          operatorId: operator.operatorId, action: 'balance.adjust', merchantId: merchant.id, memberId: member.id, subjectId: result.transferId,
          amountMinor, reason: request.reason, requestId: request.requestId, details: { direction: request.direction },
        });
      }
      const balanceMinor = result.memberBalances.find((entry) => entry.memberId === member.id && entry.account === 'wallet')?.balanceMinor ?? 0;
      return {
        transferId: result.transferId, repeated: result.repeated, merchant: merchant.code, account: member.username,
        direction: request.direction, amount: toMajorUnits(amountMinor), balance: toMajorUnits(balanceMinor),
      };
    });
  },
  };
}

export type OperatorDesk = ReturnType<typeof createOperatorDesk>;
