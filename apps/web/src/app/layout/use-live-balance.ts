import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/lib/session';

/**
 * While a session exists, the balance comes by push (app/layout/live-balance.ts, loaded after the
 * first paint). A hidden page closes its stream and opens it again when shown: the server sends
 * the current balance on every connect, so nothing is missed, and background tabs hold no connection.
 */
export function useLiveBalance(): void {
  const token = useSession()?.token;
  const client = useQueryClient();

  useEffect(() => {
    if (!token) return;
    let stop: (() => void) | null = null;
    let unmounted = false;
    const live = import('@/app/layout/live-balance');
    const follow = () => {
      void live.then(({ startLiveBalance, applyLiveBalance }) => {
        if (unmounted || stop || document.visibilityState === 'hidden') return;
        stop = startLiveBalance({ token, onBalance: (sumBalance) => applyLiveBalance(client, sumBalance) });
      });
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') return follow();
      stop?.();
      stop = null;
    };
    follow();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      unmounted = true;
      document.removeEventListener('visibilitychange', onVisibility);
      stop?.();
    };
  }, [token, client]);
}
