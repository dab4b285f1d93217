/** Thousands separators on a string of digits (Intl formatters cost tens of milliseconds to create on a slow phone). */
const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The merchant currency: every merchant plays in pesos. */
export const CURRENCY_SIGN = '₱';

/** Extra digits that `toFixed` rounds before the cut, so 0.29 stays 0.29 (binary 0.28999…) and 10.999 shows 10.99. */
const GUARD_DIGITS = 3;

/**
 * A number with thousands separators and a fixed count of decimals, cut, never rounded up (a balance never shows
 * more than there is), in Latin digits (`118,885,830`, `1,234.50`). In a right-to-left page, show it inside an
 * element with `dir="ltr"` so its parts keep this order.
 */
export function formatNumber(amount: number, decimals = 0): string {
  const guarded = Math.abs(amount).toFixed(decimals + GUARD_DIGITS);
  const [whole, fraction] = guarded.slice(0, decimals === 0 ? -GUARD_DIGITS - 1 : -GUARD_DIGITS).split('.');
  const negative = amount < 0 && /[1-9]/.test(`${whole}${fraction ?? ''}`);
  return `${negative ? '-' : ''}${group(whole!)}${fraction === undefined ? '' : `.${fraction}`}`;
}

/**
 * Money (spec §9: balances 2 decimals, the jackpot 0): the currency sign always before the number, in every
 * language (`₱10,000.00`, `-₱5.00`). Like every number, shown inside `dir="ltr"` in right-to-left pages.
 */
export function formatMoney(amount: number, { decimals = 2 }: { decimals?: number } = {}): string {
  const number = formatNumber(amount, decimals);
  return number.startsWith('-') ? `-${CURRENCY_SIGN}${number.slice(1)}` : `${CURRENCY_SIGN}${number}`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A moment in the player's time zone: `MM/DD HH:mm` (spec §9 hot-match time, draw times) or `YYYY-MM-DD HH:mm` (notices). */
export function formatLocalDateTime(epochMs: number, pattern: 'MM/DD HH:mm' | 'YYYY-MM-DD HH:mm'): string {
  const date = new Date(epochMs);
  const parts = { YYYY: String(date.getFullYear()), MM: pad(date.getMonth() + 1), DD: pad(date.getDate()), HH: pad(date.getHours()), mm: pad(date.getMinutes()) };
  return pattern.replace(/YYYY|MM|DD|HH|mm/g, (token) => parts[token as keyof typeof parts]);
}
