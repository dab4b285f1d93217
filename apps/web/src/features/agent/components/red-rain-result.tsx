import { Popup } from '@/components/ui/popup';
import { Button } from '@/components/ui/button';
import { DotLoading } from '@/components/ui/dot-loading';
import { LoadFailed } from '@/components/layout/load-failed';
import { formatLocalDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { useSessionOwner } from '@/lib/session';
import { useFormatMoney } from '@/lib/site-status';
import { useRedRainResult } from '@/features/agent/api/red-rain';

/** The sheet after a session: what the member caught, envelope by envelope. */
export function RedRainResultSheet({ sessionId, onClose }: { sessionId: number | null; onClose: () => void }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  const result = useRedRainResult(sessionId, useSessionOwner());
  let content;
  if (result.isPending) content = <div className="page-loading" aria-busy="true"><DotLoading /></div>;
  else if (result.isError) content = <LoadFailed onRetry={() => void result.refetch()} />;
  else {
    const { tally, catches } = result.data;
    content = (
      <>
        <p className="red-rain-result-total" dir="ltr" data-testid="red-rain-result-total">{formatMoney(tally.caught)}</p>
        <p className="red-rain-result-line" data-testid="red-rain-result-envelopes">
          {tally.envelopes > 0 ? t('redRain.resultEnvelopes', { n: tally.envelopes }) : t('redRain.resultNone')}
        </p>
        {catches.length > 0 && (
          <ul className="red-rain-result-list">
            {catches.map((entry) => (
              <li key={entry.at + entry.amount}>
                <span dir="ltr">{formatLocalDateTime(Date.parse(entry.at), 'MM/DD HH:mm')}</span>
                <span dir="ltr">{formatMoney(entry.amount, { signed: true })}</span>
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }
  return (
    <Popup visible={sessionId !== null} onClose={onClose} onMaskClick={onClose} position="bottom" aria-label={t('redRain.resultTitle')}>
      <div className="red-rain-result" data-testid="red-rain-result">
        <h2>{t('redRain.resultTitle')}</h2>
        {content}
        <Button block color="primary" onClick={onClose} data-testid="red-rain-result-close">{t('common.close')}</Button>
      </div>
    </Popup>
  );
}
