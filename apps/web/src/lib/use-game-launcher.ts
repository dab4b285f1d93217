import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { launchTarget, type LaunchEntry } from '@/lib/game-launch';
import { useSession } from '@/lib/session';
import { useGameVendors } from '@/lib/game-vendors';

/** Opens a game or vendor entry the way the launch table says. */
export function useGameLauncher() {
  const navigate = useNavigate();
  const session = useSession();
  const vendorSorting = useGameVendors().data?.sorting;
  return useCallback(
    (entry: LaunchEntry) => void navigate(launchTarget(entry, { loggedIn: session !== null, vendorSorting: vendorSorting ?? [] })),
    [navigate, session, vendorSorting],
  );
}
