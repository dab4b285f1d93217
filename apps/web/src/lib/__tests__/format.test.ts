import { describe, expect, it } from 'vitest';
import { currencySign, formatLocalDateTime, formatMoney, formatNumber } from '@/lib/format';

/** What the player sees of an amount: its text without the isolate marks around it. */
const LRI = '\u2066';
const PDI = '\u2069';
const isolated = (text: string) => `${LRI}${text}${PDI}`;

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
  ])('money %s → %s (2 decimals, the sign before the number, cut not rounded)', (amount, text) => {
    expect(formatMoney(amount, 'PHP')).toBe(isolated(text));
  });

  it('every amount of cents shows its cents exactly (no binary rounding cuts a cent off)', () => {
    for (let cents = 0; cents <= 100_000; cents++) {
      const text = `₱${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;
      if (formatMoney(cents / 100, 'PHP') !== isolated(text)) expect(formatMoney(cents / 100, 'PHP')).toBe(isolated(text));
    }
  });

  it.each([
    [118885830, '₱118,885,830'],
    [70000000.7, '₱70,000,000'],
  ])('jackpot money %s → %s (0 decimals)', (amount, text) => {
    expect(formatMoney(amount, 'PHP', { decimals: 0 })).toBe(isolated(text));
  });

  it.each([
    [25, '+₱25.00'], [-2, '-₱2.00'], [0, '₱0.00'], [-0.004, '₱0.00'],
  ])('signed money %s → %s (a credit shows its plus)', (amount, text) => {
    expect(formatMoney(amount, 'PHP', { signed: true })).toBe(isolated(text));
  });

  it.each([
    ['PHP', '₱'], ['USD', '$'], ['THB', '฿'], ['VND', '₫'], ['INR', '₹'],
  ])('the merchant\'s currency %s writes its own sign %s', (currency, sign) => {
    expect(formatMoney(1234.5, currency)).toBe(isolated(`${sign}1,234.50`));
    expect(currencySign(currency)).toBe(sign);
  });

  it('isolates the amount left to right, so right-to-left text around it cannot move its sign', () => {
    const text = formatMoney(-1234.5, 'PHP');
    expect(text.startsWith(LRI) && text.endsWith(PDI)).toBe(true);
    // Only the two marks are direction controls, and nothing inside is a right-to-left letter.
    expect(text.slice(1, -1)).toMatch(/^[-₱\d,.]+$/);
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
