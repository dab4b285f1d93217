import { useEffect, useEffectEvent, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isTrial } from '@m/contract';
import { useT } from '@/lib/i18n/use-t';
import { useSession } from '@/lib/session';
import { useFormatMoney } from '@/lib/site-status';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { fetchSessionSummary, protectionQueryOptions } from '@/features/wallet/api/protection';

type Answered = { owner: string; at: number };

/** When this member last chose "keep playing" in this tab (server time, epoch ms). */
function readAnswered(owner: string): number | null {
  try {
    const answered = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.realityCheckAnswered) ?? 'null') as Answered | null;
    return answered?.owner === owner && typeof answered.at === 'number' ? answered.at : null;
  } catch {
    return null;
  }
}

const writeAnswered = (answered: Answered) => sessionStorage.setItem(STORAGE_KEYS.realityCheckAnswered, JSON.stringify(answered));

/**
 * The reality check: every N minutes of a session (the member's choice on the responsible gaming
 * page; off by default), a dialog with the time played and the net result of this session.
 * "Keep playing" starts the next interval; "stop playing" signs the member out (to the home page).
 * It lives in the app layout (loaded once the page has settled), so it runs on every page while a
 * real account is signed in.
 */
export default function RealityCheck() {
  const t = useT();
  const formatMoney = useFormatMoney();
  const session = useSession();
  const owner = session && !isTrial(session.type) ? session.userName : null;
  const [round, setRound] = useState(0);
  const settings = useQuery({ ...protectionQueryOptions(owner), enabled: owner !== null });
  const intervalMs = (settings.data?.realityCheckSeconds ?? 0) * 1000;

  const ask = useEffectEvent(async (signal: AbortSignal) => {
    const summary = await fetchSessionSummary(signal);
    const askedAt = Date.now();
    // The dialog's code loads only when a reality check is due, not with the first paint.
    const { askRealityCheck } = await import('@/features/wallet/components/reality-check-dialog');
    if (signal.aborted || !(await askRealityCheck(summary, t, formatMoney))) return;
    writeAnswered({ owner: owner!, at: summary.now + (Date.now() - askedAt) });
    setRound((value) => value + 1);
  });

  useEffect(() => {
    if (!owner || intervalMs === 0) return;
    const controller = new AbortController();
    let due: number | undefined;
    void fetchSessionSummary(controller.signal).then((summary) => {
      if (controller.signal.aborted) return;
      const from = Math.max(summary.startedAt, readAnswered(owner) ?? 0);
      due = window.setTimeout(() => void ask(controller.signal).catch(() => undefined), Math.max(0, from + intervalMs - summary.now));
    }, () => undefined);
    return () => {
      controller.abort();
      window.clearTimeout(due);
    };
  }, [owner, intervalMs, round]);

  return null;
}
