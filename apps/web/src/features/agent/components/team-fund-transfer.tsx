import { AmountField, Form, PinField, SubmitButton, amountRule, paymentPasswordRule, useAppForm } from '@/components/form';
import { Popup } from '@/components/ui/popup';
import { Toast } from '@/components/ui/feedback';
import { cashOutErrorText } from '@/lib/cash-out-error';
import { useT } from '@/lib/i18n/use-t';
import { useFormatMoney } from '@/lib/site-status';
import { useWalletBalance } from '@/lib/wallet-balance';
import { useSubmitRequestId } from '@/lib/submit-request-id';
import { useTeamFundTransferMutation } from '@/features/agent/api/team-fund-transfer';
import '@/components/list/record-parts.css';

type TransferValues = { amount: string; paymentPassword: string };

const MIN_AMOUNT = 0.01;

/** One id per filled-in form: a double submit, or a retry after a lost answer, moves the money once. */

function TransferForm({ username, onDone }: { username: string; onDone: () => void }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  const transfer = useTeamFundTransferMutation();
  const balance = useWalletBalance().data?.sumBalance;
  const requestId = useSubmitRequestId();
  const form = useAppForm<TransferValues>({
    defaultValues: { amount: '', paymentPassword: '' },
    rules: { amount: amountRule({ min: MIN_AMOUNT, max: balance }), paymentPassword: paymentPasswordRule },
  });

  const onValid = async (values: TransferValues) => {
    const submitId = requestId.take();
    try {
      await transfer.mutateAsync({ username, amount: values.amount, paymentPassword: values.paymentPassword, requestId: submitId });
      requestId.answered();
      Toast.show({ icon: 'success', content: t('teamTransfer.sent', { account: username }) });
      onDone();
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
          <dt>{t('teamTransfer.to')}</dt>
          <dd data-testid="team-transfer-to">{username}</dd>
        </div>
        <div>
          <dt>{t('teamTransfer.balance')}</dt>
          <dd dir="ltr" data-testid="team-transfer-balance">{balance === undefined ? '…' : formatMoney(balance)}</dd>
        </div>
      </dl>
      <Form form={form} idPrefix="teamTransfer" onValid={onValid}>
        <AmountField name="amount" label="teamTransfer.amount" placeholder="teamTransfer.amountPlaceholder" required />
        <PinField name="paymentPassword" label="teamTransfer.paymentPassword" required />
        <SubmitButton testId="team-transfer-submit" loading={transfer.isPending}>{t('teamTransfer.submit')}</SubmitButton>
      </Form>
    </>
  );
}

/**
 * Fund transfer to a downline (FUNDTRANS3), a sheet over team management: money from the agent's
 * wallet to the member `username` of its team (any level), confirmed with the payment password.
 */
export function TeamFundTransferSheet({ username, onClose }: { username: string | null; onClose: () => void }) {
  const t = useT();
  return (
    <Popup visible={username !== null} onClose={onClose} onMaskClick={onClose} position="bottom" bodyClassName="team-transfer-sheet" aria-label={t('teamTransfer.title')}>
      <div className="team-transfer" data-testid="team-transfer-sheet">
        <h2 className="team-transfer-title">{t('teamTransfer.title')}</h2>
        {username !== null && <TransferForm key={username} username={username} onDone={onClose} />}
      </div>
    </Popup>
  );
}
