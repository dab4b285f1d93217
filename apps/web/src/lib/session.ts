import { create } from 'zustand';
import { STORAGE_KEYS } from '@/lib/storage-keys';

export type SessionInfo = {
  token: string;
  merchantCode: string;
  userName: string;
  type: number;
  firstTimeLogin?: boolean;
};

/** What this app wrote (`setSession`), or null: another shape, say from an older build, is no session. */
const asSessionInfo = (value: unknown): SessionInfo | null => {
  if (typeof value !== 'object' || value === null) return null;
  const { token, merchantCode, userName, type, firstTimeLogin } = value as Record<string, unknown>;
  if (typeof token !== 'string' || token.length === 0 || typeof merchantCode !== 'string' || typeof userName !== 'string') return null;
  if (!Number.isInteger(type) || (firstTimeLogin !== undefined && typeof firstTimeLogin !== 'boolean')) return null;
  return { token, merchantCode, userName, type: type as number, ...(firstTimeLogin === undefined ? {} : { firstTimeLogin }) };
};

const readStoredSession = (): SessionInfo | null => {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.session) ?? sessionStorage.getItem(STORAGE_KEYS.session);
    if (!raw) return null;
    return asSessionInfo(JSON.parse(raw));
  } catch {
    return null;
  }
};

type SessionState = { session: SessionInfo | null };

export const useSessionStore = create<SessionState>(() => ({ session: readStoredSession() }));

export const setSession = (session: SessionInfo) => {
  const raw = JSON.stringify(session);
  localStorage.setItem(STORAGE_KEYS.session, raw);
  sessionStorage.setItem(STORAGE_KEYS.session, raw);
  useSessionStore.setState({ session });
};

export const clearSession = () => {
  localStorage.removeItem(STORAGE_KEYS.session);
  sessionStorage.removeItem(STORAGE_KEYS.session);
  useSessionStore.setState({ session: null });
};

export const getSessionToken = () => useSessionStore.getState().session?.token;

/** The logged-in member's name, which keys their own cache entries; null for a guest. */
const ownerOf = (state: SessionState) => state.session?.userName ?? null;

export const getSessionOwner = () => ownerOf(useSessionStore.getState());

export const useSession = () => useSessionStore((state) => state.session);

export const useSessionOwner = () => useSessionStore(ownerOf);
