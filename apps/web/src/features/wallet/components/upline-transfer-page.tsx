import type { UplineTransferInfo } from '@m/contract';
import { EmptyState } from '@/components/empty-state';
import { AmountField, Form, PinField, SubmitButton, amountRule, paymentPasswordRule, useAppForm } from '@/components/form';
import { LoadFailed } from '@/components/layout/load-failed';
import { DotLoading } from '@/components/ui/dot-loading';
import { Toast } from '@/components/ui/feedback';
import { useT } from '@/lib/i18n/use-t';
import { useSessionOwner } from '@/lib/session';
import { useFormatMoney } from '@/lib/site-status';
import { useUplineTransferMutation } from '@/features/wallet/api/upline-transfer';
import { useUplineTransferInfo } from '@/features/wallet/api/upline-transfer-info';
import { cashOutErrorText } from '@/lib/cash-out-error';
import { useSubmitRequestId } from '@/lib/submit-request-id';
import { PaymentPasswordRequired } from '@/features/wallet/components/payment-password-step';
import '@/components/list/record-parts.css';

type TransferValues = { amount: string; paymentPassword: string };

const MIN_AMOUNT = 0.01;

/** One id per filled-in form: a double submit, or a retry after a lost answer, moves the money once. */

function TransferForm({ info }: { info: UplineTransferInfo & { upline: NonNullable<UplineTransferInfo['upline']> } }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  const transfer = useUplineTransferMutation();
  const requestId = useSubmitRequestId();
  const form = useAppForm<TransferValues>({
    defaultValues: { amount: '', paymentPassword: '' },
    rules: { amount: amountRule({ min: MIN_AMOUNT, max: info.balance }), paymentPassword: paymentPasswordRule },
  });

  const onValid = async (values: TransferValues) => {
    const submitId = requestId.take();
    try {
      await transfer.mutateAsync({ amount: values.amount, paymentPassword: values.paymentPassword, requestId: submitId });
      requestId.answered();
      form.reset();
      Toast.show({ icon: 'success', content: t('upline.sent') });
    } catch (error) {
      // A refusal changed nothing: the next send is a new request. A lost answer keeps the id.
      requestId.failed(error);
      form.alert(cashOutErrorText(t, error, formatMoney));
    }
  };

  return (
    <>
      <dl className="transfer-summary">
        <div>
          <dt>{t('upline.to')}</dt>
          <dd data-testid="upline-name">{info.upline.userName === info.upline.account ? info.upline.account : `${info.upline.userName} (${info.upline.account})`}</dd>
        </div>
        <div>
          <dt>{t('upline.balance')}</dt>
          <dd dir="ltr" data-testid="upline-balance">{formatMoney(info.balance)}</dd>
        </div>
      </dl>
      <Form form={form} idPrefix="uplineTransfer" onValid={onValid}>
        <AmountField name="amount" label="upline.amount" placeholder="upline.amountPlaceholder" required />
        <PinField name="paymentPassword" label="upline.paymentPassword" required />
        <SubmitButton testId="upline-submit" loading={transfer.isPending}>{t('upline.submit')}</SubmitButton>
      </Form>
    </>
  );
}

/**
 * /m/upLine/transfer: money from the member's wallet to the upline agent's, with the payment
 * password (a member without one sets it here first, as on the withdraw page). The server says whether the member may (merchant flag AGETRANSFERUP3, the member's
 * toUpline flag, not an agent of type 2, an upline to send to) and refuses the send otherwise.
 */
export function UplineTransferPage() {
  const t = useT();
  const info = useUplineTransferInfo(useSessionOwner());
  let content;
  if (info.isPending) content = <div className="page-loading" aria-busy="true"><DotLoading /></div>;
  else if (info.isError) content = <LoadFailed onRetry={() => void info.refetch()} />;
  else if (!info.data.available || !info.data.upline) content = <EmptyState description={t('error.upline.unavailable')} />;
  else {
    content = (
      <PaymentPasswordRequired title={t('upline.setupPaymentPassword')}>
        <TransferForm info={{ ...info.data, upline: info.data.upline }} />
      </PaymentPasswordRequired>
    );
  }
  return (
    <section className="page record-page" data-testid="page-upLine-transfer">
      <h1 className="page-title">{t('page.upLine-transfer.title')}</h1>
      {content}
    </section>
  );
}
