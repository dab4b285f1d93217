import { create } from 'zustand';
import { STORAGE_KEYS } from '@/lib/storage-keys';

const GUEST_TOKEN_KEY = STORAGE_KEYS.guestChat;

/** The guest's chat token: undefined until read from storage, null when there is none. */
export const useGuestChatToken = create<{ token: string | null | undefined }>(() => ({ token: undefined }));

/** Reads the kept token (from an effect: storage is never read in render). */
export const readGuestChatToken = () => useGuestChatToken.setState({ token: localStorage.getItem(GUEST_TOKEN_KEY) });

export const keepGuestChatToken = (token: string) => {
  localStorage.setItem(GUEST_TOKEN_KEY, token);
  useGuestChatToken.setState({ token });
};

/** The token is no longer good (its chat gone) or the guest starts over. */
export const forgetGuestChatToken = () => {
  localStorage.removeItem(GUEST_TOKEN_KEY);
  useGuestChatToken.setState({ token: null });
};
