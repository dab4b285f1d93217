import type { LotteryOrder, LotteryOrders } from '@m/contract';
import { Link } from 'react-router';
import { PagedList, usePagedItems } from '@/components/list/paged-list';
import { errorCode, errorText } from '@/lib/api-error-text';
import { formatLocalDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { useSessionOwner } from '@/lib/session';
import { useFormatMoney } from '@/lib/site-status';
import { useLotteryOrders } from '@/features/lottery/api/lottery-orders';
import { DrawNumbers } from '@/features/lottery/components/lottery-card';
import { lotteryOrderPath } from '@/features/lottery/components/lottery-paths';
import '@/features/lottery/components/lottery.css';
import '@/features/lottery/components/lottery-game.css';

const ordersOf = (page: LotteryOrders) => page.list;

/** What an order stands at: waiting for the draw, or its payout. */
function OrderRow({ order }: { order: LotteryOrder }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  return (
    <li>
      <Link to={lotteryOrderPath(order.id)} className="lottery-order-row" data-testid="lottery-order-row" data-order={order.id}>
        <span className="lottery-order-main">
          <bdi className="lottery-order-name">{order.gameName}</bdi>
          <small>{t('lottery.drawNo', { drawNo: order.issueNo })} · <span dir="ltr">{formatLocalDateTime(Date.parse(order.createdAt), 'MM/DD HH:mm')}</span></small>
          {order.result && <DrawNumbers numbers={order.result.numbers} />}
        </span>
        <span className="lottery-order-money">
          <span dir="ltr">{formatMoney(order.stake)}</span>
          <small>{order.result ? <span dir="ltr">{formatMoney(order.payout)}</span> : t('lottery.waitingDraw')}</small>
        </span>
      </Link>
    </li>
  );
}

/** /m/lotteryOrders: the member's lottery orders, newest first. */
export function LotteryOrdersPage() {
  const t = useT();
  const orders = usePagedItems(useLotteryOrders(useSessionOwner()), ordersOf);
  return (
    <section className="page lottery-orders-page" data-testid="page-lotteryOrders">
      <h1 className="page-title">{t('page.lotteryOrders.title')}</h1>
      <PagedList list={orders} empty={t('lottery.noOrders')} errorText={(error) => (errorCode(error) ? errorText(t, error) : null)}>
        <ul className="lottery-order-list">
          {orders.items.map((order) => <OrderRow key={order.id} order={order} />)}
        </ul>
      </PagedList>
    </section>
  );
}
