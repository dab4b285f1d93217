import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type * as GameLaunch from '@/lib/game-launch';
import type { LaunchEntry } from '@/lib/game-launch';
import { useGameVendors } from '@/lib/game-vendors';
import { useSession } from '@/lib/session';

type LaunchModule = typeof GameLaunch;

/**
 * Opens a game or vendor entry by the launch table of lib/game-launch, which is loaded on the
 * first tap: painting home does not need it. `entry` may be built with that module's helpers.
 */
export function useLaunch() {
  const navigate = useNavigate();
  const loggedIn = useSession() !== null;
  const vendorSorting = useGameVendors().data?.sorting;
  return useCallback(
    async (entry: LaunchEntry | ((module: LaunchModule) => LaunchEntry)) => {
      const module = await import('@/lib/game-launch');
      const target = module.launchTarget(typeof entry === 'function' ? entry(module) : entry, { loggedIn, vendorSorting: vendorSorting ?? [] });
      void navigate(target);
    },
    [navigate, loggedIn, vendorSorting],
  );
}
