import { AppError } from '../../lib/app-error.ts';
import type { WithdrawalDependencies } from './service.ts';

// TEMPORARY stand-ins until the cards branch (bankCards, paymentPassword) is merged:
// card 1 is everybody's and the payment password is 123456.
export const pendingServices: Pick<WithdrawalDependencies, 'bankCards' | 'paymentPassword'> = {
  bankCards: { findOwn: async (_memberId, cardId) => (cardId === 1 ? { bankName: 'Test Bank', accountNumber: '1234567890' } : null) },
  paymentPassword: { verify: async (_memberId, password) => { if (password !== '123456') throw new AppError('function.not.available'); } },
};
