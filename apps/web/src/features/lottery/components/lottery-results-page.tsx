import { useState } from 'react';
import type { Lottery, LotteryDraw } from '@m/contract';
import { PagedList, usePagedItems } from '@/components/list/paged-list';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/layout/load-failed';
import { formatLocalDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { useLotteryDraws } from '@/features/lottery/api/lottery-draws';
import { useLotteryList } from '@/features/lottery/api/lottery-list';
import { DrawNumbers } from '@/features/lottery/components/lottery-card';
import '@/features/lottery/components/lottery.css';

const drawsOf = (page: { list: LotteryDraw[] }) => page.list;

function DrawHistory({ lottery }: { lottery: Lottery }) {
  const t = useT();
  const draws = usePagedItems(useLotteryDraws(lottery.game.nodeId), drawsOf);
  return (
    <div className="draw-history" data-testid="draw-history">
      <PagedList list={draws} more={{ label: t('lottery.moreDraws'), testId: 'draw-more' }}>
        <ol>
          {draws.items.map((draw) => (
            <li key={draw.drawNo} data-testid="draw-row">
              <span className="draw-no">{draw.drawNo}</span>
              <span className="draw-time" dir="ltr">{formatLocalDateTime(draw.drawnAt, 'MM/DD HH:mm')}</span>
              <DrawNumbers numbers={draw.numbers} />
            </li>
          ))}
        </ol>
      </PagedList>
    </div>
  );
}

/** /m/lottery: the latest result of every lottery; tap one for its earlier draws. */
export function LotteryResultsPage() {
  const t = useT();
  const lotteries = useLotteryList();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <section className="page lottery-page" data-testid="page-lottery">
      <h1 className="page-title">{t('lottery.results.title')}</h1>
      {lotteries.isError && <LoadFailed onRetry={() => void lotteries.refetch()} />}
      {lotteries.data?.length === 0 && <EmptyState description={t('common.noData')} />}
      <ul className="lottery-results">
        {lotteries.data?.map((lottery) => (
          <li key={lottery.game.nodeId} className="lottery-result" data-testid="lottery-result">
            <button
              type="button"
              className="lottery-result-head"
              aria-expanded={open === lottery.game.nodeId}
              onClick={() => setOpen(open === lottery.game.nodeId ? null : lottery.game.nodeId)}
            >
              <span className="lottery-result-name">
                <bdi>{lottery.game.gameName}</bdi>
                {lottery.lastDraw && <small>{t('lottery.drawNo', { drawNo: lottery.lastDraw.drawNo })}</small>}
              </span>
              {lottery.lastDraw && <DrawNumbers numbers={lottery.lastDraw.numbers} />}
            </button>
            {open === lottery.game.nodeId && <DrawHistory lottery={lottery} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
