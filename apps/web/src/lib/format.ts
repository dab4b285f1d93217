/** Left-to-right isolate and its end (Unicode bidi): the text between keeps its order whatever surrounds it. */
const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

export type MoneyOptions = {
  /** 2 for balances, 0 for the jackpot (spec §9). */
  decimals?: number;
  /** `+` before a credit as well as `-` before a debit (records). */
  signed?: boolean;
};

/**
 * One shape of number in every language (spec §9): comma groups, a point before the decimals, Latin digits, cut,
 * never rounded up (a balance never shows more than there is); money with its currency's sign first. The English
 * rules of `Intl.NumberFormat` give it, for any ISO 4217 currency (PHP: `₱`). Each format is made once: an Intl
 * formatter costs milliseconds to create on a slow phone.
 */
const formats = new Map<string, Intl.NumberFormat>();
const numberFormat = (decimals: number, currency?: string, signed = false) => {
  const key = `${decimals} ${currency} ${signed}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en', {
      ...(currency && { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }),
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      roundingMode: 'trunc',
      signDisplay: signed ? 'exceptZero' : 'negative',
    });
    formats.set(key, format);
  }
  return format;
};

/**
 * A number with thousands separators and a fixed count of decimals (`118,885,830`, `1,234.50`). In a right-to-left
 * page, show it inside an element with `dir="ltr"` so its parts keep this order.
 */
export const formatNumber = (amount: number, decimals = 0): string => numberFormat(decimals).format(amount);

/**
 * An amount of the merchant's `currency` (`₱10,000.00`, `-₱5.00`), the only way the app writes money. It comes
 * isolated left to right, so a right-to-left sentence or page around it never moves its sign to the other side.
 */
export function formatMoney(amount: number, currency: string, { decimals = 2, signed = false }: MoneyOptions = {}): string {
  return `${LEFT_TO_RIGHT_ISOLATE}${numberFormat(decimals, currency, signed).format(amount)}${POP_DIRECTIONAL_ISOLATE}`;
}

/** The sign of the merchant's `currency` on its own (`₱`), for a figure drawn digit by digit. */
export function currencySign(currency: string): string {
  return numberFormat(0, currency).formatToParts(0).find((part) => part.type === 'currency')!.value;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A moment in the player's time zone: `MM/DD HH:mm` (spec §9 hot-match time, draw times) or `YYYY-MM-DD HH:mm` (notices). */
export function formatLocalDateTime(epochMs: number, pattern: 'MM/DD HH:mm' | 'YYYY-MM-DD HH:mm'): string {
  const date = new Date(epochMs);
  const parts = { YYYY: String(date.getFullYear()), MM: pad(date.getMonth() + 1), DD: pad(date.getDate()), HH: pad(date.getHours()), mm: pad(date.getMinutes()) };
  return pattern.replace(/YYYY|MM|DD|HH|mm/g, (token) => parts[token as keyof typeof parts]);
}

/**
 * A moment written inside a sentence: isolated left to right (a right-to-left sentence keeps the
 * date's order) and held on one line (non-breaking hyphens and space), never split across two.
 */
export const inlineDateTime = (epochMs: number): string =>
  `${LEFT_TO_RIGHT_ISOLATE}${formatLocalDateTime(epochMs, 'YYYY-MM-DD HH:mm').replaceAll('-', '\u2011').replace(' ', '\u00a0')}${POP_DIRECTIONAL_ISOLATE}`;
