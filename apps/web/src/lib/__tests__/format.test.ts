import { describe, expect, it } from 'vitest';
import { formatMoney, formatWhole } from '@/lib/format';

describe('number formats', () => {
  it.each([
    [0, '0.00'], [5, '5.00'], [1234.5, '1,234.50'], [18418, '18,418.00'], [1234567.891, '1,234,567.89'], [-1500.2, '-1,500.20'],
  ])('money %s → %s', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });

  it.each([
    [0, '0'], [999, '999'], [1000, '1,000'], [98765432.9, '98,765,432'], [130000000, '130,000,000'], [-4200, '-4,200'],
  ])('whole %s → %s', (amount, text) => {
    expect(formatWhole(amount)).toBe(text);
  });
});
