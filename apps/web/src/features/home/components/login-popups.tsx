import { lazy } from 'react';
import type { Announcements } from '@m/contract';
import { useSession } from '@/lib/session';
import { useAnnouncements } from '@/lib/api/announcements';

const PopupNotices = lazy(() => import('@/features/home/components/popup-notices'));

/** Session storage: shown once per login (logout clears it). */
export const LOGIN_POPUPS_SHOWN = 'MC_LOGIN_POPUPS_SHOWN';
const selectPopups = (data: Announcements) => data.popup;

/**
 * Spec §2 login popups: the popup announcements, once after logging in. `shown` is the session flag
 * (`useSessionFlag(LOGIN_POPUPS_SHOWN)`: null until read), `onClose` raises it.
 */
export function LoginPopups({ shown, onClose }: { shown: boolean | null; onClose: () => void }) {
  const session = useSession();
  const popups = useAnnouncements(selectPopups).data ?? [];
  if (!session || shown !== false || popups.length === 0) return null;
  return <PopupNotices notices={popups} onClose={onClose} />;
}
