import { parseAmountMinor, toMinorUnits, type DepositChannelInfo, type DepositPromotion } from '@m/contract';

/** What the player pays, what the channel keeps and what reaches the wallet, in minor units. */
export type DepositQuote = { amountMinor: number; feeMinor: number; receiveMinor: number };


/**
 * The channel's fee as the server counts it: amount × feePercent / 100 rounded half up to the
 * centavo, plus feeFixed; never more than the amount. The percent goes to hundredths of a percent
 * first, so the product is an integer.
 */
export const depositFeeMinor = (amountMinor: number, { feePercent, feeFixed }: Pick<DepositChannelInfo, 'feePercent' | 'feeFixed'>): number => {
  const hundredthsOfPercent = Math.round(feePercent * 100);
  const share = Math.floor((amountMinor * hundredthsOfPercent + 5000) / 10_000);
  return Math.min(amountMinor, share + toMinorUnits(feeFixed));
};

/** The fee and what the wallet receives for a typed amount; null until the amount is one. */
export const quoteDeposit = (typed: string, channel: Pick<DepositChannelInfo, 'feePercent' | 'feeFixed'>): DepositQuote | null => {
  const amountMinor = parseAmountMinor(typed.trim());
  if (amountMinor === null) return null;
  const feeMinor = depositFeeMinor(amountMinor, channel);
  return { amountMinor, feeMinor, receiveMinor: amountMinor - feeMinor };
};

/** A promotion's bonus on a credited amount as the server counts it: its percent, cut to the centavo, at most its cap. */
export const bonusMinor = (creditMinor: number, { percent, maxBonus }: Pick<DepositPromotion, 'percent' | 'maxBonus'>): number =>
  Math.min(toMinorUnits(maxBonus), Math.floor((creditMinor * Math.round(percent * 100)) / 10_000));
