import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/layout/load-failed';
import { useT } from '@/lib/i18n/use-t';
import { useWinnerBoard } from '@/lib/api/winner-board';
import { useFormatMoney } from '@/lib/site-status';
import '@/features/games/components/games.css';

/** /m/winnerPage: the biggest recent wins (the layout leaves the footer out here). */
export function WinnerPage() {
  const t = useT();
  const formatMoney = useFormatMoney();
  const winners = useWinnerBoard();
  return (
    <section className="page" data-testid="page-winnerPage">
      <h1 className="page-title">{t('games.winners.title')}</h1>
      {winners.isError && <LoadFailed onRetry={() => void winners.refetch()} />}
      {winners.data?.length === 0 && <EmptyState description={t('common.noData')} />}
      <ol className="winner-list" data-testid="winner-list">
        {winners.data?.map(({ vo }, index) => (
          <li key={index} className="winner-row" data-testid="winner-row">
            <span className="winner-rank">{index + 1}</span>
            <img src={vo.iconUrl} alt="" width={44} height={44} loading="lazy" decoding="async" />
            <span className="winner-who">
              <bdi>{vo.customerName}</bdi>
              <small dir="auto">{vo.gameName}</small>
            </span>
            <span className="winner-amount" data-testid="winner-amount" dir="ltr">{formatMoney(vo.winAmount)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
