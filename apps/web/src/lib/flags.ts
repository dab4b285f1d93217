import type { WhitelabelFlag } from '@m/contract';
import { useWhitelabel } from '@/lib/site-status';

/** Whether the merchant's whitelabel switches `name` on; off until the site status is known. */
export const useFlag = (name: WhitelabelFlag): boolean => useWhitelabel()?.[name] === true;

/** Several switches at once, for a table of flag-gated entries (each off until the site status is known). */
export function useFlags<F extends WhitelabelFlag>(names: readonly F[]): Partial<Record<F, boolean>> {
  const whitelabel = useWhitelabel();
  return Object.fromEntries(names.map((name) => [name, whitelabel?.[name] === true])) as Partial<Record<F, boolean>>;
}
