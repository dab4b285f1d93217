import { lazy, useState } from 'react';
import type { Announcements } from '@m/contract';
import { useSession } from '@/lib/session';
import { useAnnouncements } from '@/lib/api/announcements';

const PopupNotices = lazy(() => import('@/features/home/components/popup-notices'));

/** Session storage: shown once per login (logout clears it). */
const SHOWN_KEY = 'MC_LOGIN_POPUPS_SHOWN';
const selectPopups = (data: Announcements) => data.popup;

/** Spec §2 login popups: the popup announcements, once after logging in. */
export function LoginPopups() {
  const session = useSession();
  const popups = useAnnouncements(selectPopups).data ?? [];
  const [shown, setShown] = useState(() => sessionStorage.getItem(SHOWN_KEY) === '1');
  if (!session || shown || popups.length === 0) return null;
  return (
    <PopupNotices
      notices={popups}
      onClose={() => {
        sessionStorage.setItem(SHOWN_KEY, '1');
        setShown(true);
      }}
    />
  );
}
