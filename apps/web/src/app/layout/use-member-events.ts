import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/lib/session';

/**
 * Opened once the page has settled: the stream never ends, so opened at once it would keep the page
 * "loading" for whatever waits for the network to go quiet (screen checks, audits, prerenderers).
 * The balance and the counts are fetched as usual meanwhile, and the stream's first events repeat them.
 */
const MEMBER_EVENTS_START_DELAY_MS = 2_000;

/**
 * While a session exists, the balance, the unclaimed rewards' count and the unread messages' count
 * come by push (app/layout/member-events.ts, loaded after the first paint).
 */
export function useMemberEvents(): void {
  const session = useSession();
  const token = session?.token;
  const userName = session?.userName;
  const client = useQueryClient();
  useEffect(() => {
    if (!token || !userName) return;
    let stop: (() => void) | undefined;
    let ended = false;
    const start = window.setTimeout(() => {
      void import('@/app/layout/member-events').then(({ followMemberEvents }) => {
        if (!ended) stop = followMemberEvents({ token, userName }, client);
      });
    }, MEMBER_EVENTS_START_DELAY_MS);
    return () => {
      ended = true;
      window.clearTimeout(start);
      stop?.();
    };
  }, [token, userName, client]);
}
