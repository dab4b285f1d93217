import type { AppDatabase } from '../../db/client.ts';
import type { Merchant } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OperatorSession } from '../../lib/operator-context.ts';
import type { MerchantDirectory } from '../merchant/service.ts';
import { createOperatorRepository, type NewOperatorAction, type OperatorRepository } from './repository.ts';

/**
 * What operators do, each written to the audit log (`operator_actions`: who, what, when, why) in
 * the transaction of the change itself. An operator of one merchant acts only on that merchant.
 */
export function createOperatorDesk(deps: { db: AppDatabase; repository: OperatorRepository; merchants: MerchantDirectory }) {
  const { repository, merchants } = deps;

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
  };
}

export type OperatorDesk = ReturnType<typeof createOperatorDesk>;
