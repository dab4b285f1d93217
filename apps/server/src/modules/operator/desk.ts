import { toMajorUnits, type OperatorAdjustment, type OperatorAdjustmentRequest } from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import type { Merchant } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OperatorSession } from '../../lib/operator-context.ts';
import { transfer } from '../ledger/service.ts';
import type { MemberAccounts } from '../session/member-accounts.ts';
import type { MerchantDirectory } from '../merchant/service.ts';
import { createOperatorRepository, type NewOperatorAction, type OperatorRepository } from './repository.ts';

/**
 * What operators do, each written to the audit log (`operator_actions`: who, what, when, why) in
 * the transaction of the change itself. An operator of one merchant acts only on that merchant.
 */
export function createOperatorDesk(deps: {
  db: AppDatabase;
  repository: OperatorRepository;
  merchants: MerchantDirectory;
  members: Pick<MemberAccounts, 'findByUsername'>;
}) {
  const { db, repository, merchants, members } = deps;

  /** The merchant of `code` when the operator may act on it; refused otherwise. */
  async function merchantInScope(operator: OperatorSession, code: string): Promise<Merchant> {
    const merchant = await merchants.findByCode(code);
    if (!merchant) throw new AppError('not.found');
    if (operator.merchantId !== null && operator.merchantId !== merchant.id) throw new AppError('permission.denied');
    return merchant;
  }

  return {
    merchantInScope,
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
