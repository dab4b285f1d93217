import type { AgentRebateRate } from '@m/contract';
import type { Rule } from '@/components/form';

/** A rate in basis points as the percent agents read and type (120 → "1.20"). */
export const percentText = (basisPoints: number): string => (basisPoints / 100).toFixed(2);

/** A typed percent ("1.2") in basis points (120). */
export const basisPointsOf = (percent: string): number => Math.round(Number(percent.trim()) * 100);

const PERCENT = /^\d{1,2}(\.\d{1,2})?$/;

/**
 * A downline's rate for a category: a percent with at most two decimals, at most the agent's own
 * (`maxBasisPoints`), refused with the server's own refusal text. `applies`: whether the form asks for
 * rates at all (an account opened as a player has none).
 */
export const rateRule = (maxBasisPoints: number, applies: (values: Readonly<Record<string, string>>) => boolean = () => true): Rule => (value, values) => {
  if (!applies(values)) return null;
  const typed = value.trim();
  if (!typed) return { key: 'validation.required' };
  if (!PERCENT.test(typed)) return { key: 'downline.rateFormat' };
  return basisPointsOf(typed) > maxBasisPoints ? { key: 'error.agent.rebate.above.own' } : null;
};

/** The form field of a category's rate. */
export const rateField = (gameCategory: string) => `rate${gameCategory}`;

/** The categories an agent can give a rate in: those where its own rate is above 0. */
export const givableRates = (own: readonly AgentRebateRate[]) => own.filter((rate) => rate.rateBasisPoints > 0);

/** The rates of a form's values, for the categories given. */
export const ratesOfValues = (own: readonly AgentRebateRate[], values: Readonly<Record<string, string>>) =>
  givableRates(own).map((rate) => ({ gameCategory: rate.gameCategory, rateBasisPoints: basisPointsOf(values[rateField(rate.gameCategory)] ?? '0') }));
