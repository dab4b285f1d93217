import { useState } from 'react';
import { Link } from 'react-router';
import { LANGUAGES, REWARD_CENTRE_TABS, type Reward, type RewardCentreTab } from '@m/contract';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/layout/load-failed';
import { Button } from '@/components/ui/button';
import { DotLoading } from '@/components/ui/dot-loading';
import { Toast } from '@/components/ui/feedback';
import { Tabs } from '@/components/ui/tabs';
import { pathOf } from '@/config/paths';
import { errorText } from '@/lib/api-error-text';
import { useLanguage, useT } from '@/lib/i18n/use-t';
import { useSessionOwner } from '@/lib/session';
import { useFormatMoney } from '@/lib/site-status';
import { useClaimAllRewards, useClaimReward, useRewards } from '@/features/promotions/api/promotions';
import { StatusChip } from '@/features/promotions/components/promotion-parts';
import '@/features/promotions/components/promotions.css';

function RewardItem({ reward, onClaim, claiming }: { reward: Reward; onClaim?: () => void; claiming: boolean }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  return (
    <li className="reward-item" data-testid="reward-item" data-participation-id={reward.participationId}>
      <img className="reward-image" src={reward.imageUrl} alt="" width={80} height={40} loading="lazy" />
      <div className="reward-body">
        <Link className="promo-title" dir="auto" to={`${pathOf('activityDetail')}?id=${reward.promotionId}`}>{reward.title}</Link>
        {reward.progress && reward.progress.target !== null && (
          <p className="promo-progress">{t('promotions.progress', { current: formatMoney(reward.progress.current), target: formatMoney(reward.progress.target) })}</p>
        )}
        {reward.reward !== null && <p className="promo-reward">{t('promotions.reward', { amount: formatMoney(reward.reward) })}</p>}
        {reward.rejectReason && <p className="promo-reject">{t('promotions.rejectReason', { reason: reward.rejectReason })}</p>}
        <StatusChip status={reward.status} />
      </div>
      {onClaim && <Button size="small" color="primary" loading={claiming} onClick={onClaim} data-testid="reward-claim">{t('promotions.action.claim')}</Button>}
    </li>
  );
}

/** /m/rewardCenter: the member's rewards to claim, those in progress, and the history; claim one or all. */
export function RewardCenterPage() {
  const t = useT();
  const language = useLanguage();
  const formatMoney = useFormatMoney();
  const [tab, setTab] = useState<RewardCentreTab>('claimable');
  const rewards = useRewards(tab, useSessionOwner());
  const claim = useClaimReward();
  const claimAll = useClaimAllRewards();

  const claimWith = async (work: () => Promise<{ claimed: number; amount: number }>) => {
    try {
      const paid = await work();
      Toast.show({ icon: 'success', content: paid.claimed > 0 ? t('promotions.claimed', { amount: formatMoney(paid.amount) }) : t('promotions.nothingToClaim') });
    } catch (error) {
      Toast.show({ icon: 'fail', content: errorText(t, error) });
    }
  };

  return (
    <section className="page promo-page" data-testid="page-rewardCenter">
      <h1 className="page-title">{t('page.rewardCenter.title')}</h1>
      <Tabs activeKey={tab} onChange={(key) => setTab(key as RewardCentreTab)} direction={LANGUAGES.find((entry) => entry.code === language)?.dir ?? 'ltr'} className="promo-tabs">
        {REWARD_CENTRE_TABS.map((name) => <Tabs.Tab key={name} title={<span data-testid={`reward-tab-${name}`}>{t(`promotions.rewards.${name}`)}</span>} />)}
      </Tabs>
      {rewards.isPending ? <DotLoading /> : rewards.isError ? <LoadFailed onRetry={() => void rewards.refetch()} /> : rewards.data.length === 0 ? (
        <EmptyState description={t(`promotions.rewards.empty.${tab}`)}>
          <Link to={pathOf('activity')} className="promo-link">{t('promotions.browse')}</Link>
        </EmptyState>
      ) : (
        <>
          {tab === 'claimable' && rewards.data.length > 1 && (
            <Button block color="primary" loading={claimAll.isPending} onClick={() => void claimWith(() => claimAll.mutateAsync())} data-testid="reward-claim-all">
              {t('promotions.claimAll')}
            </Button>
          )}
          <ul className="reward-list" data-testid="reward-list">
            {rewards.data.map((reward) => (
              <RewardItem key={reward.participationId} reward={reward} claiming={claim.isPending && claim.variables === reward.participationId}
                onClaim={reward.status === 'CLAIM' ? () => void claimWith(() => claim.mutateAsync(reward.participationId)) : undefined} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
