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
