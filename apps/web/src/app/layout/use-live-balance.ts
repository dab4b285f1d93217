import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/lib/session';

/**
 * Opened once the page has settled: the stream never ends, so opened at once it would keep the page
 * "loading" for whatever waits for the network to go quiet (screen checks, audits, prerenderers).
 * The balance itself is fetched as usual meanwhile, and the stream's first event repeats it.
 */
const LIVE_BALANCE_START_DELAY_MS = 2_000;

/**
 * While a session exists, the balance and the unclaimed rewards' count come by push
 * (app/layout/live-balance.ts, loaded after the first paint).
 */
export function useLiveBalance(): void {
  const session = useSession();
  const token = session?.token;
  const userName = session?.userName;
  const client = useQueryClient();
  useEffect(() => {
    if (!token || !userName) return;
    let stop: (() => void) | undefined;
    let ended = false;
    const start = window.setTimeout(() => {
      void import('@/app/layout/live-balance').then(({ followLiveBalance }) => {
        if (!ended) stop = followLiveBalance({ token, userName }, client);
      });
    }, LIVE_BALANCE_START_DELAY_MS);
    return () => {
      ended = true;
      window.clearTimeout(start);
      stop?.();
    };
  }, [token, userName, client]);
}
