/** Thousands separators on a string of digits (Intl formatters cost tens of milliseconds to create on a slow phone). */
const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Money with 2 decimals and thousands separators (spec §9). */
export function formatMoney(amount: number): string {
  const [whole, cents] = Math.abs(amount).toFixed(2).split('.');
  return `${amount < 0 ? '-' : ''}${group(whole!)}.${cents}`;
}

/** A whole number with thousands separators (the jackpot: 0 decimals). */
export const formatWhole = (amount: number): string => {
  const whole = Math.trunc(amount);
  return `${whole < 0 ? '-' : ''}${group(String(Math.abs(whole)))}`;
};

const pad = (value: number) => String(value).padStart(2, '0');

/** A moment in the player's time zone: `MM/DD HH:mm` (spec §9 hot-match time) or `YYYY-MM-DD HH:mm` (notices). */
export function formatLocalDateTime(epochMs: number, pattern: 'MM/DD HH:mm' | 'YYYY-MM-DD HH:mm'): string {
  const date = new Date(epochMs);
  const parts = { YYYY: String(date.getFullYear()), MM: pad(date.getMonth() + 1), DD: pad(date.getDate()), HH: pad(date.getHours()), mm: pad(date.getMinutes()) };
  return pattern.replace(/YYYY|MM|DD|HH|mm/g, (token) => parts[token as keyof typeof parts]);
}
