import { countWords } from '@m/contract';
import type { Rule } from '@/components/form/rules';

/**
 * Text of `min` to `max` words, counted as the server counts them (the contract's `countWords`).
 * A module of its own: rules.ts is in the first paint (the login form), this rule only in the pages that count words.
 */
export const wordCountRule = ({ min, max }: { min: number; max: number }): Rule => (value) => {
  if (!value.trim()) return { key: 'validation.required' };
  const words = countWords(value);
  return words < min || words > max ? { key: 'validation.wordCount', params: { min, max } } : null;
};
