import { z } from 'zod';
import { create } from 'zustand';
import { lazySchema } from '@m/contract';
import { STORAGE_KEYS } from '@/lib/storage-keys';

const sessionInfoSchema = lazySchema(() => z.object({
  token: z.string().min(1),
  merchantCode: z.string(),
  userName: z.string(),
  type: z.number().int(),
  firstTimeLogin: z.boolean().optional(),
}));

export type SessionInfo = z.infer<typeof sessionInfoSchema>;

const readStoredSession = (): SessionInfo | null => {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.session) ?? sessionStorage.getItem(STORAGE_KEYS.session);
    if (!raw) return null;
    const parsed = sessionInfoSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
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
