import type { DepositChannelInfo, DepositPromotion } from '@m/contract';

/** What the player pays, what the channel keeps and what reaches the wallet, in minor units. */
export type DepositQuote = { amountMinor: number; feeMinor: number; receiveMinor: number };

/** Minor units of an amount the server answered (2 decimals). */
export const minorOf = (major: number): number => Math.round(major * 100);
/** Major units for `formatMoney` and the form's bounds (only for showing; arithmetic stays in minor units). */
export const majorOf = (minor: number): number => minor / 100;

/** The minor units of a typed amount ("100", "100.5", "100.50"); null for anything that is not one. */
export const typedAmountMinor = (typed: string): number | null => {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(typed.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
};

/**
 * The channel's fee as the server counts it: amount × feePercent / 100 rounded half up to the
 * centavo, plus feeFixed; never more than the amount. The percent goes to hundredths of a percent
 * first, so the product is an integer.
 */
export const depositFeeMinor = (amountMinor: number, { feePercent, feeFixed }: Pick<DepositChannelInfo, 'feePercent' | 'feeFixed'>): number => {
  const hundredthsOfPercent = Math.round(feePercent * 100);
  const share = Math.floor((amountMinor * hundredthsOfPercent + 5000) / 10_000);
  return Math.min(amountMinor, share + minorOf(feeFixed));
};

/** The fee and what the wallet receives for a typed amount; null until the amount is one. */
export const quoteDeposit = (typed: string, channel: Pick<DepositChannelInfo, 'feePercent' | 'feeFixed'>): DepositQuote | null => {
  const amountMinor = typedAmountMinor(typed);
  if (amountMinor === null || amountMinor === 0) return null;
  const feeMinor = depositFeeMinor(amountMinor, channel);
  return { amountMinor, feeMinor, receiveMinor: amountMinor - feeMinor };
};

/** A promotion's bonus on a credited amount as the server counts it: its percent, cut to the centavo, at most its cap. */
export const bonusMinor = (creditMinor: number, { percent, maxBonus }: Pick<DepositPromotion, 'percent' | 'maxBonus'>): number =>
  Math.min(minorOf(maxBonus), Math.floor((creditMinor * Math.round(percent * 100)) / 10_000));
