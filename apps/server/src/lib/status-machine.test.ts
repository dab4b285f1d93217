import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { errorMessage } from './error-messages.ts';
import { statusMachine } from './status-machine.ts';

const STATUSES = ['OPEN', 'PAID', 'CANCELLED'] as const;
const ACTIONS = ['pay', 'cancel', 'reopen'] as const;
type Status = (typeof STATUSES)[number];
type Action = (typeof ACTIONS)[number];

const orders = statusMachine<Status, Action>({
  name: 'test order',
  transitions: [
    ['OPEN', 'pay', 'PAID'],
    ['OPEN', 'cancel', 'CANCELLED'],
    ['CANCELLED', 'reopen', 'OPEN'],
  ],
  repeats: [['PAID', 'pay'], ['CANCELLED', 'cancel']],
});

/** Every status and action, with what the machine must answer: the target, a repeat, or a refusal. */
const EXPECTED: Record<Status, Record<Action, Status | 'repeat' | 'refused'>> = {
  OPEN: { pay: 'PAID', cancel: 'CANCELLED', reopen: 'refused' },
  PAID: { pay: 'repeat', cancel: 'refused', reopen: 'refused' },
  CANCELLED: { pay: 'refused', cancel: 'repeat', reopen: 'OPEN' },
};

const refusal = (run: () => unknown): AppError | null => {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
};

describe('statusMachine', () => {
  const cases = STATUSES.flatMap((from) => ACTIONS.map((action) => ({ from, action, expected: EXPECTED[from][action] })));

  it.each(cases)('$from --$action--> $expected', ({ from, action, expected }) => {
    if (expected === 'refused') {
      expect(orders.can(from, action)).toBe(false);
      for (const run of [() => orders.transition(from, action), () => orders.step(from, action)]) {
        const error = refusal(run);
        expect(error).toMatchObject({ errorCode: 'action.not.allowed', statusCode: 409, value: { status: from, action } });
      }
    } else if (expected === 'repeat') {
      expect(orders.can(from, action)).toBe(false);
      expect(orders.step(from, action)).toEqual({ to: from, changed: false });
      expect(refusal(() => orders.transition(from, action))?.errorCode).toBe('action.not.allowed');
    } else {
      expect(orders.can(from, action)).toBe(true);
      expect(orders.transition(from, action)).toBe(expected);
      expect(orders.step(from, action)).toEqual({ to: expected, changed: true });
    }
  });

  it('lists the actions each status allows, in the table\'s order', () => {
    expect(orders.actionsFrom('OPEN')).toEqual(['pay', 'cancel']);
    expect(orders.actionsFrom('PAID')).toEqual([]);
    expect(orders.actionsFrom('CANCELLED')).toEqual(['reopen']);
  });

  it('lists the statuses an action moves', () => {
    expect(orders.from('pay')).toEqual(['OPEN']);
    expect(orders.from('reopen')).toEqual(['CANCELLED']);
  });

  it('refuses with a domain\'s own code, without a value, when it names one', () => {
    const decided = statusMachine<Status, Action>({ name: 'decided', transitions: [['OPEN', 'pay', 'PAID']], refusal: 'withdraw.already.decided' });
    const error = refusal(() => decided.transition('PAID', 'cancel'));
    expect(error).toMatchObject({ errorCode: 'withdraw.already.decided', value: undefined });
  });

  it('has a translated message for its refusal', () => {
    expect(errorMessage('action.not.allowed', 'EN')).toMatch(/not allowed/);
    expect(errorMessage('action.not.allowed', 'TY')).not.toBe(errorMessage('action.not.allowed', 'EN'));
  });

  it('refuses a table that contradicts itself', () => {
    expect(() => statusMachine<Status, Action>({ name: 'twice', transitions: [['OPEN', 'pay', 'PAID'], ['OPEN', 'pay', 'CANCELLED']] }))
      .toThrow(/two targets/);
    expect(() => statusMachine<Status, Action>({ name: 'both', transitions: [['OPEN', 'pay', 'PAID']], repeats: [['OPEN', 'pay']] }))
      .toThrow(/both a transition and a repeat/);
  });
});
