import { DEPOSIT_ORDER_STATUSES, type DepositOrderStatus } from '@m/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { depositOrderStatus, OPEN_STATUSES, type DepositOrderAction } from './status.ts';

const ACTIONS: DepositOrderAction[] = ['open', 'pay', 'confirm', 'refund', 'fail', 'reject', 'expire'];

/** The whole table: the status each action leads to, `=` for a repeat answered as it is, `-` for a refusal. */
const TABLE: Record<DepositOrderStatus, Record<DepositOrderAction, DepositOrderStatus | '=' | '-'>> = {
  CREATED: { open: 'AWAITING_PAYMENT', pay: 'PAID', confirm: '-', refund: 'REFUNDED', fail: 'FAILED', reject: '-', expire: 'EXPIRED' },
  AWAITING_PAYMENT: { open: '-', pay: 'PAID', confirm: 'PAID', refund: 'REFUNDED', fail: 'FAILED', reject: 'REJECTED', expire: 'EXPIRED' },
  PAID: { open: '-', pay: '=', confirm: '=', refund: '-', fail: '-', reject: '-', expire: '-' },
  EXPIRED: { open: '-', pay: 'PAID', confirm: '-', refund: 'REFUNDED', fail: '=', reject: '-', expire: '-' },
  FAILED: { open: '-', pay: '-', confirm: '-', refund: '-', fail: '=', reject: '-', expire: '-' },
  REJECTED: { open: '-', pay: '-', confirm: '-', refund: '-', fail: '=', reject: '=', expire: '-' },
  REFUNDED: { open: '-', pay: '=', confirm: '-', refund: '-', fail: '=', reject: '-', expire: '-' },
};

describe('deposit order status machine', () => {
  const cases = DEPOSIT_ORDER_STATUSES.flatMap((from) => ACTIONS.map((action) => ({ from, action, expected: TABLE[from][action] })));

  it.each(cases)('$from --$action--> $expected', ({ from, action, expected }) => {
    if (expected === '-') {
      expect(() => depositOrderStatus.step(from, action)).toThrow(AppError);
      expect(() => depositOrderStatus.step(from, action)).toThrow(expect.objectContaining({ errorCode: 'deposit.order.closed' }));
    } else if (expected === '=') {
      expect(depositOrderStatus.step(from, action)).toEqual({ to: from, changed: false });
    } else {
      expect(depositOrderStatus.step(from, action)).toEqual({ to: expected, changed: true });
    }
  });

  it('keeps open the orders that may still be paid: those that expire', () => {
    expect(OPEN_STATUSES).toEqual(['CREATED', 'AWAITING_PAYMENT']);
  });
});
