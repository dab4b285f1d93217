import { describe, expect, it } from 'vitest';
import { RECEIPT_MAX_BYTES } from '@m/contract';
import { bonusMinor, depositFeeMinor, quoteDeposit } from '@/features/wallet/deposit-amount';
import { changedLimits } from '@/features/wallet/components/deposit-limits';
import { pictureProblem } from '@/components/form/picture-input';

const noLimit = { limit: null, used: 0, remaining: null, pending: null };

describe('deposit amounts', () => {
  it('quotes typed amounts in exact minor units, nothing for what is not an amount', () => {
    const free = { feePercent: 0, feeFixed: 0 };
    expect(quoteDeposit('100.5', free)?.amountMinor).toBe(10_050);
    expect(quoteDeposit(' 0.29 ', free)?.amountMinor).toBe(29);
    expect(quoteDeposit('1234567.89', free)?.receiveMinor).toBe(123_456_789);
    for (const bad of ['', '.5', '1.234', '-1', '1e3', '1,000', 'abc']) expect(quoteDeposit(bad, free), bad).toBeNull();
  });

  it('counts the fee as the server does: percent rounded half up to the centavo, plus the fixed part, never above the amount', () => {
    expect(depositFeeMinor(10_000, { feePercent: 1.5, feeFixed: 0 })).toBe(150);
    expect(depositFeeMinor(10_050, { feePercent: 1.5, feeFixed: 0 })).toBe(151); // 150.75 → 151
    expect(depositFeeMinor(10_030, { feePercent: 1.5, feeFixed: 0 })).toBe(150); // 150.45 → 150
    expect(depositFeeMinor(10_000, { feePercent: 0, feeFixed: 10 })).toBe(1000);
    expect(depositFeeMinor(500, { feePercent: 2, feeFixed: 10 })).toBe(500);
    // 0.1 and 0.2 percent in binary floating point do not drift the result.
    expect(depositFeeMinor(100_000, { feePercent: 0.3, feeFixed: 0.1 })).toBe(310);
  });

  it('quotes what the wallet receives for the typed amount, nothing until it is an amount', () => {
    expect(quoteDeposit('200', { feePercent: 2, feeFixed: 1 })).toEqual({ amountMinor: 20_000, feeMinor: 500, receiveMinor: 19_500 });
    expect(quoteDeposit('0', { feePercent: 2, feeFixed: 1 })).toBeNull();
    expect(quoteDeposit('12.', { feePercent: 2, feeFixed: 1 })).toBeNull();
  });

  it('cuts a promotion bonus to the centavo and caps it at its maximum', () => {
    expect(bonusMinor(50_000, { percent: 20, maxBonus: 1000 })).toBe(10_000);
    expect(bonusMinor(1_000_000, { percent: 20, maxBonus: 1000 })).toBe(100_000);
    expect(bonusMinor(333, { percent: 20, maxBonus: 1000 })).toBe(66); // 66.6 → 66
  });
});

describe('deposit limits form', () => {
  it('sends only the periods the player changed; an emptied field removes that limit', () => {
    const limits = { daily: { ...noLimit, limit: 1000, remaining: 1000 }, weekly: noLimit, monthly: { ...noLimit, limit: 5000, remaining: 5000 } };
    expect(changedLimits({ daily: '1000', weekly: '', monthly: '5000' }, limits)).toEqual({});
    expect(changedLimits({ daily: '1000.00', weekly: '3000', monthly: '' }, limits)).toEqual({ weekly: '3000', monthly: null });
    expect(changedLimits({ daily: '500', weekly: '', monthly: '5000' }, limits)).toEqual({ daily: '500' });
  });
});

describe('receipt image', () => {
  it('takes a PNG or JPEG up to the receipt size, nothing else', () => {
    expect(pictureProblem({ type: 'image/png', size: 1000 }, RECEIPT_MAX_BYTES)).toBeNull();
    expect(pictureProblem({ type: 'image/jpeg', size: 512 * 1024 }, RECEIPT_MAX_BYTES)).toBeNull();
    expect(pictureProblem({ type: 'image/jpeg', size: 512 * 1024 + 1 }, RECEIPT_MAX_BYTES)).toBe('picture.tooLarge');
    expect(pictureProblem({ type: 'application/pdf', size: 1000 }, RECEIPT_MAX_BYTES)).toBe('picture.wrongType');
    expect(pictureProblem({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(pictureProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('picture.tooLarge');
  });
});
