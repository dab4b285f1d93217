import type { DepositOrderStatus } from '@m/contract';
import { statusMachine } from '../../lib/status-machine.ts';

export type DepositOrderAction = 'open' | 'pay' | 'confirm' | 'refund' | 'fail' | 'reject' | 'expire';

/**
 * What may happen to a deposit order. A gateway order is CREATED and `open`s once the gateway has
 * its payment (or fails); a manual transfer starts AWAITING_PAYMENT. The gateway's payment notice
 * (`pay`, also for an order that expired: the money reached the gateway late) or an operator's
 * `confirm` of a manual transfer credits it, unless a deposit limit makes it `refund`; the gateway's
 * cancellation (`fail`) and an operator's `reject` close it; an open order past its window
 * `expire`s. A notice or decision that was already applied answers the order as it is; anything
 * else on a closed order is refused (`deposit.order.closed`).
 */
export const depositOrderStatus = statusMachine<DepositOrderStatus, DepositOrderAction>({
  name: 'deposit order',
  transitions: [
    ['CREATED', 'open', 'AWAITING_PAYMENT'],
    ['CREATED', 'pay', 'PAID'],
    ['AWAITING_PAYMENT', 'pay', 'PAID'],
    ['EXPIRED', 'pay', 'PAID'],
    ['AWAITING_PAYMENT', 'confirm', 'PAID'],
    ['CREATED', 'refund', 'REFUNDED'],
    ['AWAITING_PAYMENT', 'refund', 'REFUNDED'],
    ['EXPIRED', 'refund', 'REFUNDED'],
    ['CREATED', 'fail', 'FAILED'],
    ['AWAITING_PAYMENT', 'fail', 'FAILED'],
    ['AWAITING_PAYMENT', 'reject', 'REJECTED'],
    ['CREATED', 'expire', 'EXPIRED'],
    ['AWAITING_PAYMENT', 'expire', 'EXPIRED'],
  ],
  repeats: [
    ['PAID', 'pay'], ['REFUNDED', 'pay'], ['PAID', 'confirm'], ['REJECTED', 'reject'],
    ['FAILED', 'fail'], ['EXPIRED', 'fail'], ['REJECTED', 'fail'], ['REFUNDED', 'fail'],
  ],
  refusal: 'deposit.order.closed',
});

/** Statuses of an order that may still be paid: those that expire when their window passes. */
export const OPEN_STATUSES: DepositOrderStatus[] = depositOrderStatus.from('expire');
