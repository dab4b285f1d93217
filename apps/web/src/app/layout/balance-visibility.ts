import { create } from 'zustand';

const HIDDEN_KEY = 'MC_BALANCE_HIDDEN';

/** Spec §4: the header balance toggles shown/hidden; the choice is remembered. */
export const useBalanceVisibility = create<{ hidden: boolean }>(() => ({ hidden: localStorage.getItem(HIDDEN_KEY) === '1' }));

export const toggleBalance = () => {
  const hidden = !useBalanceVisibility.getState().hidden;
  localStorage.setItem(HIDDEN_KEY, hidden ? '1' : '0');
  useBalanceVisibility.setState({ hidden });
};
