import { DEPOSIT_LIMIT_PERIODS, parseAmountMinor, toMinorUnits, type DepositLimit, type DepositLimitPeriod, type DepositLimits, type DepositLimitsRequest } from '@m/contract';
import { AmountField, Form, SubmitButton, optionalAmountRule, useAppForm } from '@/components/form';
import { LoadFailed } from '@/components/layout/load-failed';
import { Toast } from '@/components/ui/feedback';
import { formatLocalDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { useFormatMoney } from '@/lib/site-status';
import { useDepositLimits } from '@/features/wallet/api/deposit-limits';
import { useSetDepositLimitsMutation } from '@/features/wallet/api/set-deposit-limits';
import { depositRefusalText } from '@/features/wallet/deposit-refusal';

type LimitValues = Record<DepositLimitPeriod, string>;

const typedLimit = (limit: number | null) => (limit === null ? '' : String(limit));

/** Only the periods the player changed: an emptied field removes that limit. */
export const changedLimits = (values: LimitValues, limits: DepositLimits): DepositLimitsRequest => {
  const request: DepositLimitsRequest = {};
  for (const period of DEPOSIT_LIMIT_PERIODS) {
    const typed = values[period].trim();
    const current = limits[period].limit;
    if (typed === '' ? current !== null : current === null || parseAmountMinor(typed) !== toMinorUnits(current)) request[period] = typed === '' ? null : typed;
  }
  return request;
};

function LimitState({ period, limit }: { period: DepositLimitPeriod; limit: DepositLimit }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  return (
    <div className="deposit-detail-row" data-testid={`deposit-limit-${period}`}>
      <dt>{t(`deposit.limits.${period}`)}</dt>
      <dd>
        {limit.limit === null ? (
          t('deposit.limits.none')
        ) : (
          <span data-testid={`deposit-limit-${period}-remaining`}>
            {t('deposit.limits.remaining', { remaining: formatMoney(limit.remaining ?? 0), limit: formatMoney(limit.limit) })}
          </span>
        )}
        {limit.pending && (
          <span className="deposit-hint" data-testid={`deposit-limit-${period}-pending`}>
            {' '}
            {t(limit.pending.limit === null ? 'deposit.limits.pendingRemoval' : 'deposit.limits.pendingRaise', {
              limit: limit.pending.limit === null ? '' : formatMoney(limit.pending.limit),
              at: formatLocalDateTime(limit.pending.effectiveAt, 'YYYY-MM-DD HH:mm'),
            })}
          </span>
        )}
      </dd>
    </div>
  );
}

function LimitsForm({ limits }: { limits: DepositLimits }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  const save = useSetDepositLimitsMutation();
  const form = useAppForm<LimitValues>({
    defaultValues: { daily: typedLimit(limits.daily.limit), weekly: typedLimit(limits.weekly.limit), monthly: typedLimit(limits.monthly.limit) },
    rules: { daily: optionalAmountRule({ min: 1 }), weekly: optionalAmountRule({ min: 1 }), monthly: optionalAmountRule({ min: 1 }) },
  });
  const submit = async (values: LimitValues) => {
    const request = changedLimits(values, limits);
    if (Object.keys(request).length === 0) return;
    try {
      const saved = await save.mutateAsync(request);
      Toast.show({ content: t(DEPOSIT_LIMIT_PERIODS.some((period) => saved[period].pending) ? 'deposit.limits.savedPending' : 'deposit.limits.saved') });
    } catch (error) {
      form.alert(depositRefusalText(t, formatMoney, error));
    }
  };
  return (
    <Form form={form} idPrefix="deposit-limits" onValid={submit}>
      {DEPOSIT_LIMIT_PERIODS.map((period) => (
        <AmountField key={period} name={period} label={`deposit.limits.${period}`} placeholder="deposit.limits.nonePlaceholder" />
      ))}
      <p className="deposit-hint">{t('deposit.limits.rules')}</p>
      <SubmitButton testId="deposit-limits-submit" loading={save.isPending}>{t('deposit.limits.save')}</SubmitButton>
    </Form>
  );
}

/**
 * Responsible gambling: the player's daily, weekly and monthly deposit limits (rolling periods),
 * what is left of each, and raises waiting their 24 hours.
 */
export function DepositLimitsSection({ open = false }: { open?: boolean }) {
  const t = useT();
  const limits = useDepositLimits();
  return (
    <details className="wallet-card deposit-limits" data-testid="deposit-limits" open={open}>
      <summary className="deposit-section-title">{t('deposit.limits.title')}</summary>
      {limits.isError && <LoadFailed onRetry={() => void limits.refetch()} />}
      {limits.data && (
        <>
          <dl className="deposit-details">
            {DEPOSIT_LIMIT_PERIODS.map((period) => <LimitState key={period} period={period} limit={limits.data[period]} />)}
          </dl>
          {/* A saved change starts the form again from what the server now holds. */}
          <LimitsForm key={JSON.stringify(limits.data)} limits={limits.data} />
        </>
      )}
    </details>
  );
}
