import { useEffect, useEffectEvent, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isTrial } from '@m/contract';
import { useT } from '@/lib/i18n/use-t';
import { logout } from '@/lib/logout';
import { useSession } from '@/lib/session';
import { useFormatMoney } from '@/lib/site-status';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { fetchSessionSummary, protectionQueryOptions } from '@/features/wallet/api/protection';

/** Asked once the page has settled, as the member event stream is: nothing of it is needed for the first paint. */
const START_DELAY_MS = 2_000;

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

/** `1:05:09`: hours, minutes and seconds played, the same in every language. */
const playedText = (ms: number) => {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `\u2066${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}\u2069`;
};

/**
 * The reality check: every N minutes of a session (the member's choice on the responsible gaming
 * page; off by default), a dialog with the time played and the net result of this session.
 * "Keep playing" starts the next interval; "stop playing" signs the member out (to the home page).
 * It lives in the app layout, so it runs on every page while a real account is signed in.
 */
export function RealityCheck() {
  const t = useT();
  const formatMoney = useFormatMoney();
  const session = useSession();
  const owner = session && !isTrial(session.type) ? session.userName : null;
  const [started, setStarted] = useState(false);
  const [round, setRound] = useState(0);
  const settings = useQuery({ ...protectionQueryOptions(owner), enabled: started && owner !== null });
  const intervalMs = (settings.data?.realityCheckSeconds ?? 0) * 1000;

  useEffect(() => {
    const start = window.setTimeout(() => setStarted(true), START_DELAY_MS);
    return () => window.clearTimeout(start);
  }, []);

  const ask = useEffectEvent(async (signal: AbortSignal) => {
    const summary = await fetchSessionSummary(signal);
    const askedAt = Date.now();
    const { Dialog } = await import('@/components/ui/feedback');
    if (signal.aborted) return;
    const keepPlaying = await Dialog.confirm({
      title: t('realityCheck.title'),
      // Texts made here: the dialog renders outside the app's providers.
      content: (
        <div className="reality-check" data-testid="reality-check">
          <p data-testid="reality-check-played">{t('realityCheck.played', { time: playedText(summary.now - summary.startedAt) })}</p>
          <p data-testid="reality-check-net">{t('realityCheck.net', { net: formatMoney(summary.net, { signed: true }) })}</p>
        </div>
      ),
      confirmText: <span data-testid="reality-check-keep">{t('realityCheck.keepPlaying')}</span>,
      cancelText: <span data-testid="reality-check-stop">{t('realityCheck.stop')}</span>,
    });
    if (!keepPlaying) return logout();
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
