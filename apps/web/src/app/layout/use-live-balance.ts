import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/lib/session';

/** While a session exists, the balance comes by push (app/layout/live-balance.ts, loaded after the first paint). */
export function useLiveBalance(): void {
  const token = useSession()?.token;
  const client = useQueryClient();
  useEffect(() => {
    if (!token) return;
    let stop: (() => void) | undefined;
    let ended = false;
    void import('@/app/layout/live-balance').then(({ followLiveBalance }) => {
      if (!ended) stop = followLiveBalance(token, client);
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [token, client]);
}
