import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PROMOTION_COMMENT_MAX, type PromotionDetail } from '@m/contract';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/layout/load-failed';
import { RichHtml } from '@/components/rich-html';
import { Button } from '@/components/ui/button';
import { DotLoading } from '@/components/ui/dot-loading';
import { Toast } from '@/components/ui/feedback';
import { LOGIN_PATH, pathOf } from '@/config/paths';
import { errorCode, errorText } from '@/lib/api-error-text';
import { useRouteSwitchedOn } from '@/lib/flags';
import { useT } from '@/lib/i18n/use-t';
import { useSession, useSessionOwner } from '@/lib/session';
import { useFormatMoney } from '@/lib/site-status';
import { useApplyPromotion, useClaimReward, useJoinPromotion, usePromotionDetail } from '@/features/promotions/api/promotions';
import { PromotionImage, PromotionPeriod, StatusChip } from '@/features/promotions/components/promotion-parts';
import '@/features/promotions/components/promotions.css';

/** The one action the status allows now: join, apply (with an optional comment), claim, or go to the deposit page. */
function PromotionAction({ promotion }: { promotion: PromotionDetail }) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const formatMoney = useFormatMoney();
  const [comment, setComment] = useState('');
  const join = useJoinPromotion();
  const apply = useApplyPromotion();
  const claim = useClaimReward();
  const { action } = promotion;
  if (!action) return null;

  const run = async (work: () => Promise<string>) => {
    if (!session) {
      // Guests see everything; taking part needs an account (back here after logging in).
      void navigate(LOGIN_PATH, { state: { from: `${location.pathname}${location.search}` } });
      return;
    }
    try {
      Toast.show({ icon: 'success', content: await work() });
    } catch (error) {
      Toast.show({ icon: 'fail', content: errorText(t, error) });
    }
  };
  const pending = join.isPending || apply.isPending || claim.isPending;

  if (action === 'deposit') {
    return <Button block color="primary" onClick={() => void navigate(pathOf('voucherCenter'))} data-testid="promotion-action">{t('promotions.action.deposit')}</Button>;
  }
  if (action === 'apply') {
    return (
      <div className="promo-apply">
        <label className="promo-comment">
          <span>{t('promotions.comment')}</span>
          <textarea value={comment} maxLength={PROMOTION_COMMENT_MAX} rows={3} onChange={(event) => setComment(event.target.value)} data-testid="promotion-comment" />
          <span className="promo-comment-count" aria-live="polite">{t('promotions.commentCount', { count: comment.length, max: PROMOTION_COMMENT_MAX })}</span>
        </label>
        <Button block color="primary" loading={pending} data-testid="promotion-action"
          onClick={() => void run(async () => { await apply.mutateAsync({ id: promotion.id, ...(comment.trim() ? { comment: comment.trim() } : {}) }); return t('promotions.applied'); })}>
          {t('promotions.action.apply')}
        </Button>
      </div>
    );
  }
  if (action === 'claim') {
    const { participationId } = promotion;
    return (
      <Button block color="primary" loading={pending} disabled={participationId === null} data-testid="promotion-action"
        onClick={() => void run(async () => { const paid = await claim.mutateAsync(participationId!); return t('promotions.claimed', { amount: formatMoney(paid.amount) }); })}>
        {t('promotions.action.claim')}
      </Button>
    );
  }
  return (
    <Button block color="primary" loading={pending} data-testid="promotion-action"
      onClick={() => void run(async () => { await join.mutateAsync(promotion.id); return t('promotions.joined'); })}>
      {t('promotions.action.join')}
    </Button>
  );
}

function Detail({ promotion }: { promotion: PromotionDetail }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  const leaderboardOn = useRouteSwitchedOn('leaderBoard');
  return (
    <article className="promo-detail" data-testid="promotion-detail" data-promotion-id={promotion.id}>
      <PromotionImage url={promotion.imageUrl} />
      <h2 className="promo-title" dir="auto">{promotion.title}</h2>
      <PromotionPeriod promotion={promotion} />
      <StatusChip status={promotion.status} />
      {promotion.progress && (
        <p className="promo-progress" data-testid="promotion-progress">
          {promotion.progress.target === null
            ? t('promotions.progressAmount', { current: formatMoney(promotion.progress.current) })
            : t('promotions.progress', { current: formatMoney(promotion.progress.current), target: formatMoney(promotion.progress.target) })}
        </p>
      )}
      {promotion.reward !== null && <p className="promo-reward">{t('promotions.reward', { amount: formatMoney(promotion.reward) })}</p>}
      {promotion.rejectReason && <p className="promo-reject" role="status" data-testid="promotion-reject-reason">{t('promotions.rejectReason', { reason: promotion.rejectReason })}</p>}
      <section className="promo-rules" aria-label={t('promotions.rules')}>
        <h3>{t('promotions.rules')}</h3>
        <RichHtml html={promotion.rulesHtml} testId="promotion-rules" />
      </section>
      <PromotionAction promotion={promotion} />
      {promotion.kind === 'MISSION' && leaderboardOn && (
        <Link className="promo-link" to={`${pathOf('leaderBoard')}?id=${promotion.id}`} data-testid="promotion-leaderboard">{t('leaderboard.open')}</Link>
      )}
    </article>
  );
}

/** /m/activityDetail?id= (and /m/activityInfo): a promotion's rules and the one action its status allows now. */
export function ActivityDetailPage() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const id = Number(searchParams.get('id'));
  const valid = Number.isSafeInteger(id) && id > 0;
  const owner = useSessionOwner();
  const detail = usePromotionDetail(valid ? id : null, owner);
  return (
    <section className="page promo-page" data-testid="page-activityDetail">
      <h1 className="page-title">{t('page.activityDetail.title')}</h1>
      {!valid || errorCode(detail.error) === 'not.found' || errorCode(detail.error) === 'request_param_err' ? <EmptyState description={t('promotions.notFound')} />
        : detail.isError ? <LoadFailed onRetry={() => void detail.refetch()} />
          : detail.isPending ? <DotLoading /> : <Detail promotion={detail.data} />}
    </section>
  );
}
