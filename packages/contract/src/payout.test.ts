import { describe, expect, it } from 'vitest';
import { isValidAccountName, isValidAccountNumber, paymentPasswordProblem, sameAccountName } from './schemas/payout.ts';

describe('payout rules', () => {
  it('takes exactly 6 digits as a payment password, and refuses one digit six times or a run', () => {
    expect(['258147', '135790', '901234', '112233'].map(paymentPasswordProblem)).toEqual([null, null, null, null]);
    expect(['12345', '1234567', '12345a', ' 12345', '１２３４５６'].map(paymentPasswordProblem)).toEqual(['format', 'format', 'format', 'format', 'format']);
    expect(['000000', '999999', '123456', '456789', '987654', '543210'].map(paymentPasswordProblem)).toEqual(['weak', 'weak', 'weak', 'weak', 'weak', 'weak']);
  });

  it("checks an account number by its bank's rule", () => {
    const ewallet = { minLength: 11, maxLength: 11, prefix: '09' };
    const bank = { minLength: 10, maxLength: 16, prefix: '' };
    expect(isValidAccountNumber('09171234567', ewallet)).toBe(true);
    expect(['0917123456', '091712345678', '08171234567', '0917123456x'].some((number) => isValidAccountNumber(number, ewallet))).toBe(false);
    expect(['1234567890', '1234567890123456'].every((number) => isValidAccountNumber(number, bank))).toBe(true);
    expect(['123456789', '12345678901234567', '12345-67890'].some((number) => isValidAccountNumber(number, bank))).toBe(false);
  });

  it('takes names of letters in any script, and compares them without case or extra spaces', () => {
    expect(["Ma. Luisa O'Brien-Santos", 'Nguyễn Văn An', '李小龙', 'محمد علي'].every(isValidAccountName)).toBe(true);
    expect(['', ' Ana', 'Ana1', '<b>Ana</b>', 'A'.repeat(65)].some(isValidAccountName)).toBe(false);
    expect(sameAccountName('Juan  dela Cruz ', 'JUAN DELA CRUZ')).toBe(true);
    expect(sameAccountName('Juan dela Cruz', 'Juana dela Cruz')).toBe(false);
  });
});
