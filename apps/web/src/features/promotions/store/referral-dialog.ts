import { create } from 'zustand';

/** The referral dialog (spec §2: the member centre's referral entry and the side menu's share entry open it). */
export const useReferralDialogStore = create<{ open: boolean }>(() => ({ open: false }));

export const openReferralDialog = () => useReferralDialogStore.setState({ open: true });
export const closeReferralDialog = () => useReferralDialogStore.setState({ open: false });
