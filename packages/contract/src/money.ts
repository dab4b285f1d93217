import { z } from 'zod';
import { text } from './input-rules.ts';

/**
 * Money on the wire. What a player types travels as a decimal string of major units with at most
 * two decimals ("100", "100.5", "100.50"); the platform works in integers of minor units (centavos)
 * and answers amounts as numbers of major units with two decimals, like `sumBalance`.
 */

/** The largest amount one request may carry: 100 million in major units. */
export const MAX_AMOUNT_MINOR = 100_000_000_00;

const DECIMAL_AMOUNT = /^(?:0|[1-9]\d{0,8})(?:\.\d{1,2})?$/;

/** Minor units of a typed amount, or null when it is not a plain positive decimal with at most 2 decimals. */
export function parseAmountMinor(value: string): number | null {
  if (!DECIMAL_AMOUNT.test(value)) return null;
  const [whole, fraction = ''] = value.split('.');
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return minor > 0 && minor <= MAX_AMOUNT_MINOR ? minor : null;
}

/** The decimal string of an amount of minor units, as a request carries it: 12345 → "123.45". */
export const amountString = (minor: number): string => {
  const sign = minor < 0 ? '-' : '';
  const absolute = Math.abs(minor);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
};

/** Major units of an answer, exact to the centavo: 12345 → 123.45. */
export const toMajorUnits = (minor: number): number => Number(amountString(minor));

/**
 * The one rule for an amount a request carries: the decimal string the player typed on the wire (and in
 * the request types, `z.input`), integer minor units after parsing (`z.output`, what the server reads);
 * zero, a sign, padding, an exponent or a third decimal are refused.
 */
export const amountRequest = () =>
  text()
    .max(16)
    .transform((value, context) => {
      const minor = parseAmountMinor(value);
      if (minor === null) {
        context.addIssue({ code: 'custom', message: 'a positive amount with at most 2 decimals' });
        return z.NEVER;
      }
      return minor;
    });

/** Minor units of a major amount read from a query or a game's settings (rounded to the centavo). */
export const toMinorUnits = (major: number): number => Math.round(major * 100);
