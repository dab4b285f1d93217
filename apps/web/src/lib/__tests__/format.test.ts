import { describe, expect, it } from 'vitest';
import { formatLocalDateTime, formatMoney, formatNumber } from '@/lib/format';

describe('number formats', () => {
  it.each([
    [0, '₱0.00'],
    [5, '₱5.00'],
    [0.29, '₱0.29'],
    [1234.5, '₱1,234.50'],
    [18418, '₱18,418.00'],
    [1234567.891, '₱1,234,567.89'],
    [10.999, '₱10.99'],
    [-1500.2, '-₱1,500.20'],
    [-0.001, '₱0.00'],
  ])('money %s → %s (2 decimals, the sign before the number)', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });

  it.each([
    [118885830, '₱118,885,830'],
    [70000000.7, '₱70,000,000'],
  ])('jackpot money %s → %s (0 decimals)', (amount, text) => {
    expect(formatMoney(amount, { decimals: 0 })).toBe(text);
  });

  it.each([
    [0, '0'], [999, '999'], [1000, '1,000'], [98765432.9, '98,765,432'], [130000000, '130,000,000'], [-4200, '-4,200'],
  ])('whole number %s → %s', (amount, text) => {
    expect(formatNumber(amount)).toBe(text);
  });

  it.each([
    [1234.5, 2, '1,234.50'], [0.5, 1, '0.5'], [-12.345, 2, '-12.34'],
  ])('number %s with %s decimals → %s', (amount, decimals, text) => {
    expect(formatNumber(amount, decimals)).toBe(text);
  });

  it.each([
    ['MM/DD HH:mm', new Date(2026, 2, 7, 9, 5), '03/07 09:05'],
    ['YYYY-MM-DD HH:mm', new Date(2026, 2, 7, 9, 5), '2026-03-07 09:05'],
    ['MM/DD HH:mm', new Date(2026, 11, 31, 23, 59), '12/31 23:59'],
    ['YYYY-MM-DD HH:mm', new Date(2027, 0, 1, 0, 0), '2027-01-01 00:00'],
  ] as const)('date and time as %s: %s → %s', (pattern, date, text) => {
    expect(formatLocalDateTime(date.getTime(), pattern)).toBe(text);
  });
});
