import { useSearchParams } from 'react-router';
import { LANGUAGES, type DepositOrder } from '@m/contract';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/layout/load-failed';
import { DotLoading } from '@/components/ui/dot-loading';
import { Toast } from '@/components/ui/feedback';
import { useLanguage, useT } from '@/lib/i18n/use-t';
import { useFormatMoney, useSiteInfo } from '@/lib/site-status';
import { useWalletBalance } from '@/lib/wallet-balance';
import { useCreateDepositMutation } from '@/features/wallet/api/create-deposit';
import { useDepositBanks } from '@/features/wallet/api/deposit-banks';
import { useDepositPromotions } from '@/features/wallet/api/deposit-promotions';
import { openPaymentPage } from '@/features/wallet/payment-page';
import { DepositForm, type DepositSubmission } from '@/features/wallet/components/deposit-form';
import { DepositLimitsSection } from '@/features/wallet/components/deposit-limits';
import { DepositOrderView } from '@/features/wallet/components/deposit-order-view';
import '@/features/wallet/components/wallet.css';

const ORDER_PARAM = 'order';

function BalanceLine() {
  const t = useT();
  const formatMoney = useFormatMoney();
  const balance = useWalletBalance();
  return (
    <p className="wallet-card wallet-balance">
      <span>{t('deposit.balance')}</span>
      <strong dir="ltr" data-testid="deposit-balance">{balance.data ? formatMoney(balance.data.sumBalance) : '…'}</strong>
    </p>
  );
}

function NewDeposit({ onOrder }: { onOrder: (order: DepositOrder) => void }) {
  const t = useT();
  const language = useLanguage();
  const layout = useSiteInfo()?.mobileTemplate.dep_func === '1' ? 'new' : 'base';
  const banks = useDepositBanks();
  const promotions = useDepositPromotions();
  const create = useCreateDepositMutation();

  if (banks.isPending) return <div className="list-pending" aria-busy="true"><DotLoading /></div>;
  if (banks.isError) return <LoadFailed onRetry={() => void banks.refetch()} />;
  const channels = banks.data.channels.filter((channel) => channel.providers.length > 0);
  if (channels.length === 0) return <EmptyState description={t('deposit.noChannels')} />;

  const submit = async (submission: DepositSubmission) => {
    const order = await create.mutateAsync(submission);
    onOrder(order);
    if ((order.channel === 'pg' || order.channel === 'ma') && order.payUrl && !openPaymentPage(order.payUrl)) {
      Toast.show({ content: t('error.unknown.error') });
    }
  };

  return (
    <DepositForm
      layout={layout}
      channels={channels}
      promotions={promotions.data?.list ?? []}
      direction={LANGUAGES.find((candidate) => candidate.code === language)?.dir ?? 'ltr'}
      pending={create.isPending}
      onSubmit={submit}
    />
  );
}

/**
 * Spec §2 /m/voucherCenter: the deposit form (new or base layout per mobileTemplate.dep_func), the
 * order it made (`?order=<id>`, also where the payment page sends the player back), and the limits.
 * A merchant with the DEPOSIT flag off never gets here: the route table's gate says it is not available.
 */
export function VoucherCenterPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const orderId = params.get(ORDER_PARAM);

  return (
    <section className="page wallet-page" data-testid="page-voucherCenter">
      <h1 className="visually-hidden">{t('page.voucherCenter.title')}</h1>
      <BalanceLine />
      {orderId ? (
        <DepositOrderView key={orderId} orderId={orderId} onNewDeposit={() => setParams({}, { replace: true })} />
      ) : (
        <NewDeposit onOrder={(order) => setParams({ [ORDER_PARAM]: order.orderId }, { replace: true })} />
      )}
      <DepositLimitsSection />
    </section>
  );
}
