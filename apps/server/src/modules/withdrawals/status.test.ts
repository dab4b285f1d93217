import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '@m/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { withdrawalStatus, type WithdrawalAction } from './status.ts';

const ACTIONS: WithdrawalAction[] = ['review', 'approve', 'pay', 'reject'];

/** The whole table: the status each action leads to, `=` for a repeat answered as it is, `-` for a refusal. */
const TABLE: Record<WithdrawalStatus, Record<WithdrawalAction, WithdrawalStatus | '=' | '-'>> = {
  SUBMITTED: { review: 'IN_REVIEW', approve: 'APPROVED', pay: '-', reject: 'REJECTED' },
  IN_REVIEW: { review: '-', approve: 'APPROVED', pay: '-', reject: 'REJECTED' },
  APPROVED: { review: '-', approve: '-', pay: 'PAID', reject: '-' },
  PAID: { review: '-', approve: '=', pay: '-', reject: '-' },
  REJECTED: { review: '-', approve: '-', pay: '-', reject: '=' },
};

describe('withdrawal status machine', () => {
  const cases = WITHDRAWAL_STATUSES.flatMap((from) => ACTIONS.map((action) => ({ from, action, expected: TABLE[from][action] })));

  it.each(cases)('$from --$action--> $expected', ({ from, action, expected }) => {
    if (expected === '-') {
      expect(() => withdrawalStatus.step(from, action)).toThrow(AppError);
      expect(() => withdrawalStatus.step(from, action)).toThrow(expect.objectContaining({ errorCode: 'withdraw.already.decided' }));
    } else if (expected === '=') {
      expect(withdrawalStatus.step(from, action)).toEqual({ to: from, changed: false });
    } else {
      expect(withdrawalStatus.step(from, action)).toEqual({ to: expected, changed: true });
    }
  });
});
