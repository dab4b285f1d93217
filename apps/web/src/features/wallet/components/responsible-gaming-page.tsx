import { useId, type ReactNode } from 'react';
import {
  EXCLUSION_PERIODS, exclusionEnd, exclusionKindOf, REALITY_CHECK_MINUTES,
  type Exclusion, type ExclusionPeriod, type ProtectionSettings, type RealityCheckMinutes,
} from '@m/contract';
import { Form, PasswordField, SelectField, SubmitButton, chosenRule, loginPasswordRule, useAppForm } from '@/components/form';
import { LoadFailed } from '@/components/layout/load-failed';
import { DotLoading } from '@/components/ui/dot-loading';
import { Dialog, Toast } from '@/components/ui/feedback';
import { errorText } from '@/lib/api-error-text';
import { inlineDateTime } from '@/lib/format';
import { useFlag } from '@/lib/flags';
import { useT } from '@/lib/i18n/use-t';
import { logout } from '@/lib/logout';
import { useProtection, useSetExclusionMutation, useSetRealityCheckMutation } from '@/features/wallet/api/protection';
import { DepositLimitsSection } from '@/features/wallet/components/deposit-limits';
import '@/features/wallet/components/payout.css';
import '@/features/wallet/components/wallet.css';
import '@/features/wallet/components/responsible-gaming.css';

function ProtectionSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="wallet-card payout-section security-section" aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`} className="payout-section-title">{title}</h2>
      {children}
    </section>
  );
}

/** The reality check's interval, saved as soon as one is chosen. */
function RealityCheckChoice({ settings }: { settings: ProtectionSettings }) {
  const t = useT();
  const name = useId();
  const save = useSetRealityCheckMutation();
  const chosen = settings.realityCheckSeconds / 60;
  const choose = async (minutes: RealityCheckMinutes) => {
    try {
      await save.mutateAsync({ minutes });
      Toast.show({ icon: 'success', content: t('protection.realityCheck.saved') });
    } catch (error) {
      Toast.show({ content: errorText(t, error) });
    }
  };
  return (
    <fieldset className="protection-choices" disabled={save.isPending}>
      <legend className="payout-hint">{t('protection.realityCheck.hint')}</legend>
      {REALITY_CHECK_MINUTES.map((minutes) => (
        <label key={minutes} className="protection-choice" data-testid={`reality-check-${minutes}`}>
          <input type="radio" name={name} value={minutes} checked={chosen === minutes} onChange={() => void choose(minutes)} />
          <span>{minutes === 0 ? t('protection.realityCheck.off') : t('protection.realityCheck.minutes', { minutes })}</span>
        </label>
      ))}
    </fieldset>
  );
}

function ExclusionState({ exclusion }: { exclusion: Exclusion | null }) {
  const t = useT();
  let text: string;
  if (!exclusion) text = t('protection.exclusion.none');
  else if (exclusion.until === null) text = t('protection.exclusion.inForcePermanent');
  else text = t('protection.exclusion.inForce', { until: inlineDateTime(exclusion.until) });
  return <p className="protection-state" data-testid="exclusion-state">{text}</p>;
}

type ExclusionValues = { period: string; password: string };

/** The end of a break of `period` begun now, as the confirmation states it. */
const endText = (t: ReturnType<typeof useT>, period: ExclusionPeriod) => {
  const until = exclusionEnd(period, Date.now());
  return until === null ? t('protection.exclusion.confirmPermanent') : t('protection.exclusion.confirmUntil', { until: inlineDateTime(until) });
};

/** A time-out or self-exclusion: chosen, confirmed with the password and a dialog that says it cannot be undone, then every session ends. */
function ExclusionForm() {
  const t = useT();
  const exclude = useSetExclusionMutation();
  const form = useAppForm<ExclusionValues>({
    defaultValues: { period: '', password: '' },
    rules: { period: chosenRule, password: loginPasswordRule },
  });
  const options = EXCLUSION_PERIODS.map((period) => ({
    value: period,
    label: `${t(exclusionKindOf(period) === 'TIME_OUT' ? 'protection.exclusion.timeOut' : 'protection.exclusion.selfExclusion')}: ${t(`protection.exclusion.period.${period}`)}`,
  }));

  const onValid = async (values: ExclusionValues) => {
    const period = values.period as ExclusionPeriod;
    const confirmed = await Dialog.confirm({
      title: t('protection.exclusion.confirmTitle'),
      content: (
        <div className="protection-confirm" data-testid="exclusion-confirm">
          <p>{endText(t, period)}</p>
          <p>{t('protection.exclusion.confirmFinal')}</p>
        </div>
      ),
      confirmText: <span data-testid="exclusion-confirm-yes">{t('protection.exclusion.submit')}</span>,
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    try {
      const settings = await exclude.mutateAsync({ period, password: values.password });
      const until = settings.exclusion?.until ?? null;
      await Dialog.alert({
        content: (
          <span data-testid="exclusion-started">
            {until === null ? t('protection.exclusion.startedPermanent') : t('protection.exclusion.started', { until: inlineDateTime(until) })}
          </span>
        ),
        confirmText: t('common.gotIt'),
      });
      // The server has ended every session of the member already.
      await logout({ sessionEnded: true });
    } catch (error) {
      form.alert(errorText(t, error));
    }
  };

  return (
    <Form form={form} idPrefix="exclusion" onValid={onValid}>
      <SelectField name="period" label="protection.exclusion.period" placeholder="protection.exclusion.choose" options={options} required />
      <PasswordField name="password" label="protection.exclusion.password" autoComplete="current-password" required />
      <SubmitButton testId="exclusion-submit" loading={exclude.isPending}>{t('protection.exclusion.submit')}</SubmitButton>
    </Form>
  );
}

/**
 * /m/responsibleGaming: what a player sets to keep play in hand: the reality check (a reminder of
 * time and net result every 15, 30 or 60 minutes), deposit limits, and a break from play (time-out
 * of 24 hours, 7 or 30 days; self-exclusion of 6 months, 1 year or for good) that only grows longer.
 */
export function ResponsibleGamingPage() {
  const t = useT();
  const depositOn = useFlag('DEPOSIT');
  const protection = useProtection();
  let settings: ReactNode;
  if (protection.isPending) settings = <div className="page-loading" aria-busy="true"><DotLoading /></div>;
  else if (protection.isError) settings = <LoadFailed onRetry={() => void protection.refetch()} />;
  return (
    <section className="page wallet-page" data-testid="page-responsibleGaming">
      <h1 className="visually-hidden">{t('page.responsibleGaming.title')}</h1>
      <p className="payout-hint protection-intro">{t('protection.intro')}</p>
      {settings}
      {protection.data && (
        <ProtectionSection id="protection-reality-check" title={t('realityCheck.title')}>
          <RealityCheckChoice settings={protection.data} />
        </ProtectionSection>
      )}
      {depositOn && <DepositLimitsSection open />}
      {protection.data && (
        <ProtectionSection id="protection-exclusion" title={t('protection.exclusion.title')}>
          <ExclusionState exclusion={protection.data.exclusion} />
          <p className="payout-hint">{t('protection.exclusion.hint')}</p>
          <ExclusionForm />
        </ProtectionSection>
      )}
    </section>
  );
}
