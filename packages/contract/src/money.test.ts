import { describe, expect, it } from 'vitest';
import { amountRequest, amountString, MAX_AMOUNT_MINOR, parseAmountMinor, toMajorUnits, toMinorUnits } from './money.ts';

describe('money on the wire', () => {
  it.each([
    ['1', 100], ['100.5', 100_50], ['100.50', 100_50], ['0.01', 1], ['999999999.99', null], ['1000000', 1_000_000_00],
  ])('reads %s as %s minor units', (typed, minor) => {
    expect(parseAmountMinor(typed)).toBe(minor === null || minor > MAX_AMOUNT_MINOR ? null : minor);
  });

  it.each(['0', '0.00', '-1', '+1', '1.001', '1e3', ' 1', '1 ', '01', '1.', '.5', '1,000', 'NaN', 'Infinity', '0x10', ''])(
    'refuses %j', (typed) => {
      expect(parseAmountMinor(typed)).toBeNull();
      expect(amountRequest().safeParse(typed).success).toBe(false);
    },
  );

  it('refuses a JSON number: amounts travel as text, never as floats', () => {
    expect(amountRequest().safeParse(100.5).success).toBe(false);
    expect(amountRequest().parse('100.5')).toBe(100_50);
  });

  it('writes minor units back exactly', () => {
    expect(amountString(12_345)).toBe('123.45');
    expect(amountString(-5)).toBe('-0.05');
    expect(toMajorUnits(10_000_01)).toBe(10_000.01);
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
  });
});
