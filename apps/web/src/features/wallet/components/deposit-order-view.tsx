import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import type { DepositOrder } from '@m/contract';
import { LoadFailed } from '@/components/layout/load-failed';
import { Button } from '@/components/ui/button';
import { DotLoading } from '@/components/ui/dot-loading';
import { formatLocalDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { depositKeys } from '@/lib/query-keys';
import { useSessionOwner } from '@/lib/session';
import { useFormatMoney } from '@/lib/site-status';
import { refreshWalletBalance } from '@/lib/wallet-balance';
import { isOrderOpen, useDepositOrder } from '@/features/wallet/api/deposit-order';
import { openPaymentPage } from '@/features/wallet/payment-page';
import { ReceivingAccountDetails } from '@/features/wallet/components/copy-value';
import { QrPayment } from '@/features/wallet/components/qr-payment';

function Detail({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="deposit-detail-row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** What to do next while the order waits: pay by QR, go back to the payment page, or wait for the operator. */
function NextStep({ order }: { order: DepositOrder }) {
  const t = useT();
  if (order.channel === 'qr' && order.qrPayload && order.expiresAt) {
    return <QrPayment url={order.qrPayload} amount={order.amount} expiresAt={order.expiresAt} />;
  }
  if ((order.channel === 'pg' || order.channel === 'ma') && order.payUrl) {
    const payUrl = order.payUrl;
    return (
      <Button block color="primary" fill="outline" data-testid="deposit-order-pay" onClick={() => void openPaymentPage(payUrl)}>
        {t('deposit.order.goToPayment')}
      </Button>
    );
  }
  if (order.channel === 'mt' && order.account) {
    return (
      <>
        <ReceivingAccountDetails account={order.account} testIdPrefix="deposit-order" />
        <p className="deposit-hint">{t('deposit.order.awaitingOperator')}</p>
      </>
    );
  }
  return null;
}

/**
 * Why a closed order credited nothing. A failed order whose payment page was opened was cancelled or
 * declined at the gateway; without one, the gateway was never reached.
 */
function outcomeKey(order: DepositOrder): string | null {
  switch (order.status) {
    case 'FAILED': return order.payUrl ? 'deposit.order.outcome.cancelledAtGateway' : 'deposit.order.outcome.gatewayUnavailable';
    case 'EXPIRED': return 'deposit.order.outcome.EXPIRED';
    case 'REJECTED': return 'deposit.order.outcome.REJECTED';
    case 'REFUNDED': return 'deposit.order.refunded';
    default: return null;
  }
}

/**
 * A deposit order after its submit or when the player comes back from paying (`?order=<id>`): its
 * status follows the server until it is final; once it is paid the balance shown everywhere moves.
 */
export function DepositOrderView({ orderId, onNewDeposit }: { orderId: string; onNewDeposit: () => void }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  const client = useQueryClient();
  const owner = useSessionOwner();
  const order = useDepositOrder(orderId);
  const status = order.data?.status;

  useEffect(() => {
    if (status !== 'PAID') return;
    void refreshWalletBalance(client);
    // A used first-deposit bonus is no longer offered (here and on the tab bar's badge); the limits' "used" grew.
    void client.invalidateQueries({ queryKey: depositKeys.promotions.of(owner) });
    void client.invalidateQueries({ queryKey: depositKeys.limits(owner) });
    void client.invalidateQueries({ queryKey: depositKeys.report.all });
  }, [status, client, owner]);

  if (order.isPending) return <div className="list-pending" aria-busy="true"><DotLoading /></div>;
  if (order.isError) return <LoadFailed onRetry={() => void order.refetch()} />;
  const data = order.data;
  const open = isOrderOpen(data.status);
  const paid = data.status === 'PAID';
  const outcome = outcomeKey(data);
  return (
    <section className="wallet-card deposit-status" aria-labelledby="deposit-order-title" data-testid="deposit-order" data-status={data.status}>
      <h2 className="deposit-section-title" id="deposit-order-title">{t('deposit.order.title')}</h2>
      <p className="deposit-status-badge" role="status" data-status={data.status} data-testid="deposit-order-status">
        {t(`deposit.status.${data.status}`)}
      </p>
      {outcome && <p data-testid="deposit-order-reason">{t(outcome)}</p>}
      {data.status === 'REJECTED' && data.rejectReason && (
        <p data-testid="deposit-order-reject-reason">{t('deposit.order.rejectReason', { reason: data.rejectReason })}</p>
      )}
      <dl className="deposit-details">
        <Detail label={t('deposit.order.number')} testId="deposit-order-id">{data.orderId}</Detail>
        <Detail label={t(`deposit.channel.${data.channel}`)}>{data.providerName}</Detail>
        <Detail label={t('deposit.amount')} testId="deposit-order-amount"><span dir="ltr">{formatMoney(data.amount)}</span></Detail>
        <Detail label={t('deposit.fee')}><span dir="ltr">{formatMoney(data.fee)}</span></Detail>
        {(open || paid) && (
          <Detail label={t(paid ? 'deposit.order.credited' : 'deposit.receive')} testId="deposit-order-credit">
            <span dir="ltr">{formatMoney(data.creditAmount)}</span>
          </Detail>
        )}
        {(open || paid) && data.bonusAmount > 0 && (
          <Detail label={t('deposit.bonus')} testId="deposit-order-bonus"><span dir="ltr">{formatMoney(data.bonusAmount)}</span></Detail>
        )}
        {data.reference && <Detail label={t('deposit.manual.reference')}>{data.reference}</Detail>}
        <Detail label={t('deposit.order.created')}><span dir="ltr">{formatLocalDateTime(data.createdAt, 'YYYY-MM-DD HH:mm')}</span></Detail>
        {data.paidAt !== null && <Detail label={t('deposit.order.paid')}><span dir="ltr">{formatLocalDateTime(data.paidAt, 'YYYY-MM-DD HH:mm')}</span></Detail>}
      </dl>
      {open && <NextStep order={data} />}
      <Button block color="primary" fill={open ? 'none' : 'solid'} data-testid="deposit-order-new" onClick={onNewDeposit}>
        {t('deposit.order.newDeposit')}
      </Button>
    </section>
  );
}
