import type { PromotionStatus, PromotionSummary } from '@m/contract';
import { formatLocalDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';

/** The member's status as a chip: claimable ones stand out, finished ones are muted. */
export function StatusChip({ status }: { status: PromotionStatus }) {
  const t = useT();
  const tone = status === 'CLAIM' ? 'ready' : status === 'CLOSE' || status === 'REJECTED' ? 'muted' : status === 'CLAIMED' || status === 'ISSUED' ? 'done' : 'open';
  return <span className={`promo-status promo-status-${tone}`} data-testid="promotion-status" data-status={status}>{t(`promotions.status.${status}`)}</span>;
}

/** When the promotion runs, and how often it starts again (each day, week or weekend). */
export function PromotionPeriod({ promotion }: { promotion: Pick<PromotionSummary, 'startAt' | 'endAt' | 'period'> }) {
  const t = useT();
  const day = (iso: string) => formatLocalDateTime(Date.parse(iso), 'YYYY-MM-DD HH:mm').slice(0, 10);
  const window = promotion.endAt ? t('promotions.window', { start: day(promotion.startAt), end: day(promotion.endAt) }) : t('promotions.windowOpen', { start: day(promotion.startAt) });
  return (
    <p className="promo-period">
      <span dir="auto">{window}</span>
      {promotion.period !== 'ONCE' && <span className="promo-period-repeat"> · {t(`promotions.period.${promotion.period}`)}</span>}
    </p>
  );
}

/** The promotion's banner in a fixed 2:1 box, so the list never jumps while pictures load. */
export function PromotionImage({ url }: { url: string }) {
  return (
    <div className="promo-image">
      <img src={url} alt="" width={400} height={200} loading="lazy" decoding="async" />
    </div>
  );
}
