import { useRef } from 'react';
import type { WithdrawOverview } from '@m/contract';
import {
  Form, useAppForm, AmountField, PinField, SelectField, SubmitButton, allOf, amountRule, chosenRule, paymentPasswordRule, type Rule, type SelectOption,
} from '@/components/form';
import { LoadFailed } from '@/components/layout/load-failed';
import { EmptyState } from '@/components/empty-state';
import { ProgressBar } from '@/components/progress-bar';
import { DotLoading } from '@/components/ui/dot-loading';
import { Toast } from '@/components/ui/feedback';
import { useT } from '@/lib/i18n/use-t';
import { useSessionOwner } from '@/lib/session';
import { useFormatMoney } from '@/lib/site-status';
import { useWithdrawMutation } from '@/features/wallet/api/withdraw';
import { useWithdrawOverview } from '@/features/wallet/api/withdraw-overview';
import { WithdrawIdentityNotice } from '@/features/wallet/components/identity-status';
import { PayoutSetup } from '@/features/wallet/components/payout-setup';
import { WithdrawalItem } from '@/features/wallet/components/withdrawal-timeline';
import { cashOutErrorText, lockedMoneyMessage } from '@/lib/cash-out-error';
import '@/features/wallet/components/withdraw.css';

type WithdrawValues = { bankCardId: string; amount: string; paymentPassword: string };

const SUBMITTED_TOAST_MS = 2_000;

const newRequestId = () => crypto.randomUUID();

function Figure({ label, amount, testId }: { label: string; amount: number; testId: string }) {
  const formatMoney = useFormatMoney();
  return (
    <div className="withdraw-figure">
      <dt>{label}</dt>
      <dd dir="ltr" data-testid={testId}>{formatMoney(amount)}</dd>
    </div>
  );
}

/** How far the bonus wagering has come: a bar the screen reader reads as "wagered x of y". */
function TurnoverProgress({ overview }: { overview: WithdrawOverview }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  return (
    <ProgressBar
      value={overview.turnoverWagered} max={overview.turnoverRequired} label={t('withdraw.turnoverProgressLabel')}
      valueText={t('withdraw.turnoverProgress', { wagered: formatMoney(overview.turnoverWagered), required: formatMoney(overview.turnoverRequired) })}
      testId="withdraw-turnover-progress"
    />
  );
}

function WithdrawSummary({ overview }: { overview: WithdrawOverview }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  return (
    <div className="withdraw-summary">
      <dl className="withdraw-figures">
        <Figure label={t('withdraw.balance')} amount={overview.balance} testId="withdraw-balance" />
        <Figure label={t('withdraw.withdrawable')} amount={overview.withdrawable} testId="withdraw-withdrawable" />
        {overview.locked > 0 && <Figure label={t('withdraw.lockedLabel')} amount={overview.locked} testId="withdraw-locked" />}
      </dl>
      {overview.locked > 0 && (
        <div className="withdraw-turnover" role="note" data-testid="withdraw-turnover">
          <p>{t('withdraw.locked', { locked: formatMoney(overview.locked), remaining: formatMoney(overview.turnoverRemaining) })}</p>
          <TurnoverProgress overview={overview} />
        </div>
      )}
      <p className="withdraw-limits" data-testid="withdraw-limits">
        {t('withdraw.limits', { min: formatMoney(overview.minAmount), max: formatMoney(overview.maxAmount) })}
        {' · '}
        {t('withdraw.dailyRemaining', { left: overview.dailyRemaining, limit: overview.dailyLimit })}
        {overview.dailyAmountLimit !== null && overview.dailyAmountRemaining !== null && (
          <>
            {' · '}
            {t('withdraw.dailyAmountRemaining', { left: formatMoney(overview.dailyAmountRemaining), limit: formatMoney(overview.dailyAmountLimit) })}
          </>
        )}
      </p>
    </div>
  );
}

/** Above what may be withdrawn: the locked-money sentence when a bonus's wagering holds the rest back. */
const withdrawableRule = (overview: WithdrawOverview, formatMoney: (amount: number) => string): Rule => (value) => {
  const amount = Number(value.trim());
  if (!(amount > overview.withdrawable)) return null;
  if (overview.locked > 0 && amount <= overview.balance) return lockedMoneyMessage(overview, formatMoney);
  return { key: 'validation.amountMax', params: { max: overview.withdrawable } };
};

function WithdrawForm({ overview, cards }: { overview: WithdrawOverview; cards: readonly SelectOption[] }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  const withdraw = useWithdrawMutation();
  // One id per filled-in form: a repeated send (a retry, a double tap) makes one withdrawal.
  const requestId = useRef<string | null>(null);
  const form = useAppForm<WithdrawValues>({
    defaultValues: { bankCardId: cards.length === 1 ? cards[0]!.value : '', amount: '', paymentPassword: '' },
    rules: {
      bankCardId: chosenRule,
      amount: allOf(amountRule({ min: overview.minAmount, max: overview.maxAmount }), withdrawableRule(overview, formatMoney)),
      paymentPassword: paymentPasswordRule,
    },
  });
  const onValid = async (values: WithdrawValues) => {
    requestId.current ??= newRequestId();
    try {
      await withdraw.mutateAsync({ bankCardId: Number(values.bankCardId), amount: values.amount, paymentPassword: values.paymentPassword, requestId: requestId.current });
      requestId.current = null;
      form.reset({ ...values, amount: '', paymentPassword: '' });
      Toast.show({ icon: 'success', content: t('withdraw.submitted'), duration: SUBMITTED_TOAST_MS });
    } catch (error) {
      form.alert(cashOutErrorText(t, error, formatMoney));
    }
  };
  const withdrawAll = () => {
    const all = Math.min(overview.maxAmount, overview.withdrawable);
    form.setValue('amount', all > 0 ? all.toFixed(2) : '', { shouldValidate: true });
  };
  return (
    <Form form={form} idPrefix="withdraw" onValid={onValid}>
      <SelectField name="bankCardId" label="withdraw.card" placeholder="withdraw.cardPlaceholder" options={cards} required />
      <AmountField
        name="amount"
        label="withdraw.amount"
        placeholder="withdraw.amountPlaceholder"
        required
        addon={
          <button type="button" className="form-addon-button withdraw-all" data-testid="withdraw-all" onClick={withdrawAll}>
            {t('withdraw.all')}
          </button>
        }
      />
      <PinField name="paymentPassword" label="withdraw.paymentPassword" placeholder="withdraw.paymentPasswordPlaceholder" required />
      <SubmitButton testId="withdraw-submit" loading={withdraw.isPending}>{t('withdraw.submit')}</SubmitButton>
    </Form>
  );
}

function RecentWithdrawals({ overview }: { overview: WithdrawOverview }) {
  const t = useT();
  return (
    <section className="withdraw-recent" aria-labelledby="withdraw-recent-title" data-testid="withdraw-recent">
      <h2 id="withdraw-recent-title" className="withdraw-section-title">{t('withdraw.recent')}</h2>
      {overview.recent.length === 0 ? (
        <EmptyState description={t('withdraw.noRecent')} />
      ) : (
        <ul className="withdraw-list">
          {overview.recent.map((withdrawal) => <WithdrawalItem key={withdrawal.id} withdrawal={withdrawal} />)}
        </ul>
      )}
    </section>
  );
}

/**
 * /m/withdraw: where the merchant asks for it, the member's identity verification until approved;
 * balance and what may be withdrawn (or the turnover still needed), the steps that
 * must come first (payment password, bank card), the form, and the latest withdrawals with their
 * timelines, asked again every few seconds while one is being decided.
 */
export function WithdrawPage() {
  const t = useT();
  const overview = useWithdrawOverview(useSessionOwner());
  const content = () => {
    if (overview.isPending) return <DotLoading />;
    if (overview.isError) return <LoadFailed onRetry={() => void overview.refetch()} />;
    return (
      <>
        <WithdrawSummary overview={overview.data} />
        <PayoutSetup>{(cards) => <WithdrawForm overview={overview.data} cards={cards} />}</PayoutSetup>
        <RecentWithdrawals overview={overview.data} />
      </>
    );
  };
  return (
    <section className="page withdraw-page" data-testid="page-withdraw">
      <h1 className="page-title">{t('page.withdraw.title')}</h1>
      <WithdrawIdentityNotice />
      {content()}
    </section>
  );
}
