import type { WithdrawalStatus } from '@m/contract';
import { statusMachine } from '../../lib/status-machine.ts';

export type WithdrawalAction = 'review' | 'approve' | 'pay' | 'reject';

/**
 * What may happen to a withdrawal. The review step takes a submitted one into review; an operator
 * (or the review step's automatic approval) approves a pending one, which is paid out at once, or
 * rejects it. Approving a paid one or rejecting a rejected one again answers it as it is; any other
 * decision on a decided withdrawal is refused (`withdraw.already.decided`).
 */
export const withdrawalStatus = statusMachine<WithdrawalStatus, WithdrawalAction>({
  name: 'withdrawal',
  transitions: [
    ['SUBMITTED', 'review', 'IN_REVIEW'],
    ['SUBMITTED', 'approve', 'APPROVED'],
    ['IN_REVIEW', 'approve', 'APPROVED'],
    ['APPROVED', 'pay', 'PAID'],
    ['SUBMITTED', 'reject', 'REJECTED'],
    ['IN_REVIEW', 'reject', 'REJECTED'],
  ],
  repeats: [['PAID', 'approve'], ['REJECTED', 'reject']],
  refusal: 'withdraw.already.decided',
});
