import { z } from 'zod';
import { WELL_FORMED_TEXT } from './text-rules.ts';

/**
 * The rules every request field of the contract follows, on the server (which refuses with 400
 * request_param_err) and in the app (which drops such values before sending).
 */

export { WELL_FORMED_TEXT, isWellFormedText } from './text-rules.ts';

/** Every string field of a request: refuses NUL and lone surrogates. Chain bounds and patterns after it. */
export const text = () => z.string().regex(WELL_FORMED_TEXT, 'NUL and lone surrogates are refused');

/** The longest account name a member signs in with: the login, the sign-up's name check, an agent's search of its team. */
export const USERNAME_MAX_LENGTH = 64;
/** A member's account name as typed: trimmed, 1 to `USERNAME_MAX_LENGTH` characters. */
export const memberUsername = () => text().trim().min(1).max(USERNAME_MAX_LENGTH);

/** Decimal digits as written by `String(n)` for a safe integer: no sign, padding, leading zeros, hex or exponent. */
const CANONICAL_INTEGER = /^(?:0|[1-9]\d{0,14})$/;
/** An amount in decimal digits with up to 8 decimals, as `String(n)` writes a money amount. */
const CANONICAL_AMOUNT = /^(?:0|[1-9]\d{0,11})(?:\.\d{0,7}[1-9])?$/;

/**
 * An integer of a query string or a form-encoded body, where every value travels as text: only
 * canonical decimal digits are read (`7`, not ` 7`, `07`, `+7`, `0x7`, `7e0` or `7.0`). A number
 * passes as is, for code that builds the query before it is written out (the page boot, the app).
 */
export const wireInteger = (bounds: { min?: number; max?: number } = {}) =>
  z
    .union([z.number(), text().regex(CANONICAL_INTEGER, 'canonical decimal digits').transform(Number)])
    .pipe(z.number().int().min(bounds.min ?? 0).max(bounds.max ?? Number.MAX_SAFE_INTEGER));

/** An amount of a query string: canonical decimal digits with an optional fraction (`0.05`). */
export const wireAmount = (bounds: { max: number }) =>
  z
    .union([z.number(), text().regex(CANONICAL_AMOUNT, 'canonical decimal amount').transform(Number)])
    .pipe(z.number().positive().max(bounds.max));

/** An id in a JSON body: a JSON integer, never a string, boolean or array. */
export const bodyId = () => z.number().int().positive().max(2_147_483_647);

/** A calendar day as `YYYY-MM-DD` (the date-range filters of the record screens and reports). */
export const calendarDay = () => text().regex(/^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/, 'a day as YYYY-MM-DD');

/**
 * The player's time zone in minutes east of UTC (the app sends `-new Date().getTimezoneOffset()`), so a
 * day of a range starts at the player's midnight. A query string carries it optionally signed.
 */
export const utcOffsetMinutes = () =>
  z
    .union([z.number(), text().regex(/^-?(?:0|[1-9]\d{0,3})$/, 'minutes, optionally signed').transform(Number)])
    .pipe(z.number().int().min(-720).max(840));
