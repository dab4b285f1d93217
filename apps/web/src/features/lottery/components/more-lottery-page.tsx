import { PRIZE_MODES, type Lottery } from '@m/contract';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/layout/load-failed';
import { useT } from '@/lib/i18n/use-t';
import { useLotteryList } from '@/features/lottery/api/lottery-list';
import { LotteryCard } from '@/features/lottery/components/lottery-card';
import { useNow } from '@/features/lottery/components/use-now';
import '@/features/lottery/components/lottery.css';

/** /m/moreLottery: every lottery, grouped by prize mode. */
export function MoreLotteryPage() {
  const t = useT();
  const now = useNow();
  const lotteries = useLotteryList();
  const groups = PRIZE_MODES.map((mode) => ({ mode, list: lotteries.data?.filter((lottery) => lottery.prizeMode === mode) ?? [] }))
    .filter((group): group is { mode: (typeof PRIZE_MODES)[number]; list: Lottery[] } => group.list.length > 0);
  return (
    <section className="page lottery-page" data-testid="page-moreLottery">
      <h1 className="visually-hidden">{t('page.moreLottery.title')}</h1>
      {lotteries.isError && <LoadFailed onRetry={() => void lotteries.refetch()} />}
      {lotteries.data?.length === 0 && <EmptyState description={t('common.noData')} />}
      {groups.map((group) => (
        <section key={group.mode} className="lottery-group" data-testid={`lottery-group-${group.mode}`}>
          <h2>{t(`lottery.mode.${group.mode}`)}</h2>
          {group.list.map((lottery) => (
            <LotteryCard key={lottery.game.nodeId} lottery={lottery} now={now} />
          ))}
        </section>
      ))}
    </section>
  );
}
