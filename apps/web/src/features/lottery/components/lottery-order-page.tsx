import { Link, useSearchParams } from 'react-router';
import type { LotteryOrder, LotterySubOrder } from '@m/contract';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/layout/load-failed';
import { DotLoading } from '@/components/ui/dot-loading';
import { Toast } from '@/components/ui/feedback';
import { errorCode, errorText } from '@/lib/api-error-text';
import { formatLocalDateTime } from '@/lib/format';
import { fairRoundPath } from '@/lib/fair-round-path';
import { useT } from '@/lib/i18n/use-t';
import { useSessionOwner } from '@/lib/session';
import { useFormatMoney } from '@/lib/site-status';
import { useCancelLotterySubOrder, useLotteryOrder } from '@/features/lottery/api/lottery-orders';
import { DrawNumbers } from '@/features/lottery/components/lottery-card';
import { oddsText, optionLabel, playLabel } from '@/features/lottery/components/play-labels';
import '@/features/lottery/components/lottery.css';
import '@/features/lottery/components/lottery-game.css';

const STATUS_KEYS: Record<LotterySubOrder['status'], string> = {
  OPEN: 'lottery.status.OPEN', CANCELLED: 'lottery.status.CANCELLED', WON: 'lottery.status.WON', LOST: 'lottery.status.LOST',
};

function SubOrderRow({ subOrder, cancellable }: { subOrder: LotterySubOrder; cancellable: boolean }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  const cancel = useCancelLotterySubOrder();
  const onCancel = async () => {
    try {
      await cancel.mutateAsync({ subOrderId: subOrder.id });
      Toast.show({ icon: 'success', content: t('lottery.cancelled') });
    } catch (error) {
      Toast.show({ icon: 'fail', content: errorText(t, error) });
    }
  };
  return (
    <li className="lottery-sub-order" data-testid="lottery-sub-order" data-status={subOrder.status}>
      <div className="lottery-sub-order-head">
        <strong>{playLabel(t, subOrder.play)}</strong>
        <span className={`lottery-status lottery-status-${subOrder.status.toLowerCase()}`} data-testid="lottery-sub-order-status">{t(STATUS_KEYS[subOrder.status])}</span>
      </div>
      <p><bdi>{subOrder.selection.map((option) => optionLabel(t, option)).join(', ')}</bdi></p>
      <dl className="lottery-sub-order-figures">
        <div><dt>{t('lottery.stake')}</dt><dd><bdi dir="ltr">{formatMoney(subOrder.stake)}</bdi></dd></div>
        <div><dt>{t('lottery.odds')}</dt><dd><bdi dir="ltr">×{oddsText(Math.round(subOrder.odds * 1000))}</bdi></dd></div>
        <div><dt>{t('lottery.payout')}</dt><dd data-testid="lottery-sub-order-payout"><bdi dir="ltr">{formatMoney(subOrder.payout)}</bdi></dd></div>
      </dl>
      <p className="lottery-muted">{t('lottery.unitsTimes', { units: subOrder.units, multiple: subOrder.multiple })}</p>
      {cancellable && subOrder.status === 'OPEN' && (
        <button type="button" className="lottery-cancel" data-testid="lottery-cancel" disabled={cancel.isPending} onClick={() => void onCancel()}>
          {t('lottery.cancelBet')}
        </button>
      )}
    </li>
  );
}

function OrderView({ order }: { order: LotteryOrder }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  return (
    <>
      <div className="lottery-order-summary">
        <h2><bdi>{order.gameName}</bdi></h2>
        <p>{t('lottery.drawNo', { drawNo: order.issueNo })} · <span dir="ltr">{formatLocalDateTime(Date.parse(order.createdAt), 'YYYY-MM-DD HH:mm')}</span></p>
        <dl className="lottery-sub-order-figures">
          <div><dt>{t('lottery.stake')}</dt><dd data-testid="lottery-order-stake"><bdi dir="ltr">{formatMoney(order.stake)}</bdi></dd></div>
          <div><dt>{t('lottery.payout')}</dt><dd data-testid="lottery-order-payout"><bdi dir="ltr">{formatMoney(order.payout)}</bdi></dd></div>
        </dl>
        {order.result ? (
          <div className="lottery-order-result" data-testid="lottery-order-result">
            <DrawNumbers numbers={order.result.numbers} />
            <Link to={fairRoundPath(order.result.fairRoundId)} className="lottery-verify" data-testid="lottery-verify">{t('lottery.verify')}</Link>
          </div>
        ) : (
          <p className="lottery-muted">{order.open ? t('lottery.waitingDraw') : t('lottery.closedWaiting')}</p>
        )}
      </div>
      <ul className="lottery-sub-orders">
        {order.subOrders.map((subOrder) => <SubOrderRow key={subOrder.id} subOrder={subOrder} cancellable={order.open} />)}
      </ul>
    </>
  );
}

/** /m/lotteryOrder?id=: one order, its draw (with its verify page) and its sub-orders, each cancellable before the close. */
export function LotteryOrderPage() {
  const t = useT();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const orderId = Number.isSafeInteger(id) && id > 0 ? id : null;
  const order = useLotteryOrder(orderId, useSessionOwner());
  let body;
  if (orderId === null || errorCode(order.error) === 'not.found') body = <EmptyState description={t('lottery.orderNotFound')} />;
  else if (order.isError) body = <LoadFailed onRetry={() => void order.refetch()} />;
  else if (!order.data) body = <div className="page-loading" aria-busy="true"><DotLoading /></div>;
  else body = <OrderView order={order.data} />;
  return (
    <section className="page lottery-order-page" data-testid="page-lotteryOrder">
      <h1 className="page-title">{t('page.lotteryOrder.title')}</h1>
      {body}
    </section>
  );
}
