import { useSearchParams } from 'react-router';
import { PRIZE_MODES, type PrizeMode } from '@m/contract';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/layout/load-failed';
import { useT } from '@/lib/i18n/use-t';
import { useLotteryList } from '@/features/lottery/api/lottery-list';
import { LotteryCard } from '@/features/lottery/components/lottery-card';
import { useNow } from '@/features/lottery/components/use-now';
import '@/features/lottery/components/lottery.css';

const START_MODES = PRIZE_MODES.filter((mode) => mode !== 'ZY');

/** /m/startLottery: pick a prize mode, see the draws closing soonest and play. */
export function StartLotteryPage() {
  const t = useT();
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const mode: PrizeMode = START_MODES.find((candidate) => candidate === params.get('prizeMode')) ?? 'Lott';
  const lotteries = useLotteryList(mode);
  const soonest = [...(lotteries.data ?? [])].sort((a, b) => a.nextDraw.closesAt - b.nextDraw.closesAt);
  return (
    <section className="page lottery-page" data-testid="page-startLottery">
      <h1 className="visually-hidden">{t('page.startLottery.title')}</h1>
      <div className="lottery-modes" role="tablist">
        {START_MODES.map((candidate) => (
          <button
            key={candidate}
            type="button"
            role="tab"
            className="lottery-mode"
            data-testid={`lottery-mode-${candidate}`}
            aria-selected={candidate === mode}
            onClick={() => setParams({ prizeMode: candidate }, { replace: true })}
          >
            {t(`lottery.mode.${candidate}`)}
          </button>
        ))}
      </div>
      {lotteries.isError && <LoadFailed onRetry={() => void lotteries.refetch()} />}
      {lotteries.data?.length === 0 && <EmptyState description={t('common.noData')} />}
      {soonest.map((lottery) => (
        <LotteryCard key={lottery.game.nodeId} lottery={lottery} now={now} />
      ))}
    </section>
  );
}
