import { create } from 'zustand';
import { PARLAY_MAX_LEGS, type MarketKind, type SelectionCode } from '@m/contract';

/** A selection on the slip, with what the slip shows of it and the odds the player saw. */
export type SlipPick = {
  selectionId: number;
  fixtureId: number;
  homeTeam: string;
  awayTeam: string;
  market: MarketKind;
  line: number | null;
  code: SelectionCode;
  odds: number;
};

type SlipState = { picks: SlipPick[] };

/** The bet slip: kept while the player moves between matches, so a parlay can take legs from several. */
export const useSlipStore = create<SlipState>(() => ({ picks: [] }));

/** Adds the pick, or takes it off when it is on the slip; a pick of a match already there replaces it (one leg per match). */
export const togglePick = (pick: SlipPick) =>
  useSlipStore.setState(({ picks }) => {
    if (picks.some((entry) => entry.selectionId === pick.selectionId)) return { picks: picks.filter((entry) => entry.selectionId !== pick.selectionId) };
    const others = picks.filter((entry) => entry.fixtureId !== pick.fixtureId);
    return { picks: [...others, pick].slice(-PARLAY_MAX_LEGS) };
  });

export const removePick = (selectionId: number) =>
  useSlipStore.setState(({ picks }) => ({ picks: picks.filter((entry) => entry.selectionId !== selectionId) }));

/** The prices the server says are current (a refusal `sports.odds.changed`): the slip shows them to accept. */
export const repricePicks = (changes: readonly { selectionId: number; odds: number }[]) =>
  useSlipStore.setState(({ picks }) => ({
    picks: picks.map((entry) => ({ ...entry, odds: changes.find((change) => change.selectionId === entry.selectionId)?.odds ?? entry.odds })),
  }));

export const clearSlip = () => useSlipStore.setState({ picks: [] });
