import type { WhitelabelFlag } from '@m/contract';

/** An entry of a menu the spec gates by a whitelabel flag, a condition on the menu's context, or both. */
export type GatedEntry<Flag extends WhitelabelFlag, Context> = {
  id: string;
  /** Translation key of the label. */
  label: string;
  /** Shown only when this whitelabel flag is on. */
  flag?: Flag;
  /** Shown only when this holds. */
  when?: (context: Context) => boolean;
};

type FlagContext<Flag extends WhitelabelFlag> = { flags: Readonly<Partial<Record<Flag, boolean>>> };

/** The entries `context` shows, in the table's order. */
export const visibleEntries = <Flag extends WhitelabelFlag, Context extends FlagContext<Flag>, Entry extends GatedEntry<Flag, Context>>(
  entries: readonly Entry[],
  context: Context,
): Entry[] => entries.filter((entry) => (!entry.flag || context.flags[entry.flag] === true) && (!entry.when || entry.when(context)));
