import { describe, expect, it } from 'vitest';
import { normalizeAmount } from '@/components/form/fields';
import { amountRule } from '@/components/form/rules';
import { decodeMessage, encodeMessage } from '@/components/form/use-app-form';
import { resendSeconds } from '@/components/form/use-countdown';

describe('form kit helpers', () => {
  it.each([
    ['12.345', '12.34'],
    ['1a2b.5', '12.5'],
    ['1.2.3', '1.23'],
    ['.5', '.5'],
    ['', ''],
  ])('an amount typed as %j is kept as %j', (typed, kept) => {
    expect(normalizeAmount(typed)).toBe(kept);
  });

  it('checks an amount: required, two decimals, within bounds', () => {
    const rule = amountRule({ min: 100, max: 5000 });
    expect(rule('', {})?.key).toBe('validation.required');
    expect(rule('.5', {})?.key).toBe('validation.amountFormat');
    expect(rule('99.99', {})).toEqual({ key: 'validation.amountMin', params: { min: 100 } });
    expect(rule('5000.01', {})).toEqual({ key: 'validation.amountMax', params: { max: 5000 } });
    expect(rule('100.5', {})).toBeNull();
  });

  it('counts down expiredMinutes x 60 s, 60 s when the server names none', () => {
    expect(resendSeconds(5)).toBe(300);
    expect(resendSeconds(undefined)).toBe(60);
  });

  it('carries a message with its parameters through the form state', () => {
    expect(decodeMessage(encodeMessage({ key: 'validation.minLength', params: { min: 4 } }))).toEqual({ key: 'validation.minLength', params: { min: '4' } });
    expect(decodeMessage(encodeMessage({ key: 'validation.required' }))).toEqual({ key: 'validation.required' });
  });
});
