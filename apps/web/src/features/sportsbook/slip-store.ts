import { create } from 'zustand';
import { MARKET_KINDS, PARLAY_MAX_LEGS, SELECTION_CODES, type MarketKind, type SelectionCode } from '@m/contract';
import { STORAGE_KEYS } from '@/lib/storage-keys';

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

const isPick = (value: unknown): value is SlipPick => {
  if (typeof value !== 'object' || value === null) return false;
  const pick = value as Record<string, unknown>;
  return Number.isInteger(pick.selectionId) && Number.isInteger(pick.fixtureId) && Number.isInteger(pick.odds)
    && typeof pick.homeTeam === 'string' && typeof pick.awayTeam === 'string'
    && MARKET_KINDS.includes(pick.market as MarketKind) && SELECTION_CODES.includes(pick.code as SelectionCode)
    && (pick.line === null || Number.isInteger(pick.line));
};

/** What this tab's slip held before a reload; anything of another shape is an empty slip (the server checks every pick again). */
const readStoredPicks = (): SlipPick[] => {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.betSlip) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isPick).slice(0, PARLAY_MAX_LEGS) : [];
  } catch {
    return [];
  }
};

/** The bet slip: kept while the player moves between matches (and over a reload), so a parlay can take legs from several. */
export const useSlipStore = create<SlipState>(() => ({ picks: readStoredPicks() }));

useSlipStore.subscribe(({ picks }) => {
  try {
    sessionStorage.setItem(STORAGE_KEYS.betSlip, JSON.stringify(picks));
  } catch {
    // Storage full or blocked: the slip lives in memory only.
  }
});

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
