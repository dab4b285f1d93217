import { AppError } from '../../lib/app-error.ts';
import type { WithdrawalDependencies } from './service.ts';

// TEMPORARY stand-ins until the cards branch (bankCards, paymentPassword) and the ledger's turnover are merged.
export const pendingServices: Pick<WithdrawalDependencies, 'bankCards' | 'paymentPassword' | 'turnover'> = {
  bankCards: { findOwn: async () => null },
  paymentPassword: { verify: async () => { throw new AppError('function.not.available'); } },
  turnover: { remainingMinor: async () => 0 },
};
