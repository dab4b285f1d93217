import { describe, expect, it } from 'vitest';
import { formatLocalDateTime, formatMoney, formatWhole } from '@/lib/format';

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

  it.each([
    ['MM/DD HH:mm', '03/07 09:05'],
    ['YYYY-MM-DD HH:mm', '2026-03-07 09:05'],
  ] as const)('date and time as %s', (pattern, text) => {
    expect(formatLocalDateTime(new Date(2026, 2, 7, 9, 5).getTime(), pattern)).toBe(text);
  });
});
