import type { SessionSummary } from '@m/contract';
import { Dialog } from '@/components/ui/feedback';
import type { Translate } from '@/lib/i18n/translate';
import { logout } from '@/lib/logout';

/** `1:05:09`: hours, minutes and seconds played, the same in every language. */
const playedText = (ms: number) => {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `\u2066${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}\u2069`;
};

/**
 * The reality check's dialog (loaded only when one is due): the time played and the net result of
 * this session. True when the member keeps playing; "stop" signs them out to the home page.
 */
export async function askRealityCheck(summary: SessionSummary, t: Translate, formatMoney: (amount: number, options?: { signed?: boolean }) => string): Promise<boolean> {
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
  if (!keepPlaying) await logout();
  return keepPlaying;
}
