import { AMOUNT_TEXT } from '@m/contract';

/** TEMPORARY until the contract's `parseAmountMinor` lands: "100.5" → 10050 minor units. */
export function parseAmountMinor(text: string): number {
  if (!AMOUNT_TEXT.test(text)) throw new Error('not an amount');
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
