import { useQuery } from '@tanstack/react-query';
import { MEMBER_TYPE, type AgentRebateRate, type RegisterSettings } from '@m/contract';
import { CopyValue } from '@/components/copy-value';
import {
  Form, PasswordField, SelectField, SubmitButton, TextField, chosenRule, confirmPasswordRule, newPasswordRule, registerFieldRule, useAppForm,
  type FormRules,
} from '@/components/form';
import { LoadFailed } from '@/components/layout/load-failed';
import { DotLoading } from '@/components/ui/dot-loading';
import { Toast } from '@/components/ui/feedback';
import { registerSettingsQueryOptions } from '@/lib/api/register-settings';
import { errorCode, errorText } from '@/lib/api-error-text';
import { useT } from '@/lib/i18n/use-t';
import { useSessionOwner } from '@/lib/session';
import { useAffiliate, useDownlineRates, useOpenAccount } from '@/features/agent/api/downline';
import { RateFields } from '@/features/agent/components/rate-fields';
import { givableRates, percentText, rateField, rateRule, ratesOfValues } from '@/features/agent/rebate-rates';
import '@/features/agent/components/downline.css';

const SUB_AGENT = String(MEMBER_TYPE.AGENT);

/** Refusals that belong to one field. */
const FIELD_OF_ERROR: Record<string, string> = {
  'username.exists': 'username',
  'username.format.error': 'username',
  'password.format.error': 'password',
};

function AffiliateLink() {
  const t = useT();
  const affiliate = useAffiliate(useSessionOwner());
  if (affiliate.isPending) return <div className="page-loading" aria-busy="true"><DotLoading /></div>;
  if (affiliate.isError) return <LoadFailed onRetry={() => void affiliate.refetch()} />;
  return (
    <section className="downline-card" aria-labelledby="affiliate-title" data-testid="affiliate-link">
      <h2 id="affiliate-title" className="downline-card-title">{t('downline.affiliateTitle')}</h2>
      <p className="downline-hint">{t('downline.affiliateHint')}</p>
      <dl className="downline-copy-list">
        <CopyValue label={t('downline.affiliateCode')} value={affiliate.data.code} testId="affiliate-code" />
        <CopyValue label={t('downline.affiliateLink')} value={affiliate.data.link} testId="affiliate-url" />
      </dl>
    </section>
  );
}

function OpenAccountForm({ settings, own }: { settings: RegisterSettings; own: readonly AgentRebateRate[] }) {
  const t = useT();
  const openAccount = useOpenAccount();
  const givable = givableRates(own);
  const forSubAgent = (values: Readonly<Record<string, string>>) => values.type === SUB_AGENT;
  const defaults = { type: String(MEMBER_TYPE.PLAYER), username: '', password: '', confirmPassword: '', ...Object.fromEntries(givable.map((rate) => [rateField(rate.gameCategory), percentText(0)])) };
  const rules: FormRules<Record<string, string>> = {
    type: chosenRule,
    username: registerFieldRule('username', settings.username, true),
    password: newPasswordRule(settings.password),
    confirmPassword: confirmPasswordRule('password'),
    ...Object.fromEntries(givable.map((rate) => [rateField(rate.gameCategory), rateRule(rate.rateBasisPoints, forSubAgent)])),
  };
  const form = useAppForm<Record<string, string>>({ defaultValues: defaults, rules, dependents: { password: ['confirmPassword'] } });
  const subAgent = form.watch('type') === SUB_AGENT;

  const onValid = async (values: Record<string, string>) => {
    const type = values.type === SUB_AGENT ? MEMBER_TYPE.AGENT : MEMBER_TYPE.PLAYER;
    const rates = type === MEMBER_TYPE.AGENT && givable.length > 0 ? ratesOfValues(own, values) : undefined;
    try {
      const opened = await openAccount.mutateAsync({ username: values.username!.trim(), password: values.password!, type, ...(rates ? { rates } : {}) });
      form.reset(defaults);
      Toast.show({ icon: 'success', content: t('downline.opened', { account: opened.username }) });
    } catch (error) {
      const field = FIELD_OF_ERROR[errorCode(error) ?? ''];
      if (field) form.refuse(field, { key: `error.${errorCode(error)}` });
      else form.alert(errorText(t, error));
    }
  };

  return (
    <Form form={form} idPrefix="openAccount" onValid={onValid}>
      <SelectField
        name="type"
        label="downline.accountType"
        required
        options={[{ value: String(MEMBER_TYPE.PLAYER), label: t('downline.typePlayer') }, { value: SUB_AGENT, label: t('downline.typeAgent') }]}
      />
      <TextField name="username" label="downline.username" placeholder="downline.usernamePlaceholder" autoComplete="off" required />
      <PasswordField name="password" label="downline.password" placeholder="downline.passwordPlaceholder" autoComplete="new-password" required />
      <PasswordField name="confirmPassword" label="password.confirm" placeholder="password.confirmPlaceholder" autoComplete="new-password" required />
      {subAgent && givable.length > 0 && (
        <fieldset className="downline-rates-fieldset">
          <legend>{t('downline.ratesLegend')}</legend>
          <RateFields own={own} />
        </fieldset>
      )}
      <SubmitButton testId="open-account-submit" loading={openAccount.isPending}>{t('downline.openSubmit')}</SubmitButton>
    </Form>
  );
}

/**
 * /m/agentRegister: the agent's affiliate code and registration link (a member registering through it
 * joins the agent's team), and the form that opens a player or a sub-agent directly under the agent,
 * a sub-agent with its rebate rates (at most the agent's own).
 */
export function OpenAccountPage() {
  const t = useT();
  const settings = useQuery(registerSettingsQueryOptions());
  const rates = useDownlineRates(useSessionOwner());
  const own = rates.data?.pages[0]?.own;
  let form;
  if (settings.isPending || rates.isPending) form = <div className="page-loading" aria-busy="true"><DotLoading /></div>;
  else if (settings.isError || rates.isError || !own) form = <LoadFailed onRetry={() => void Promise.all([settings.refetch(), rates.refetch()])} />;
  else form = <OpenAccountForm settings={settings.data} own={own} />;
  return (
    <section className="page record-page downline-page" data-testid="page-agentRegister">
      <h1 className="page-title">{t('page.agentRegister.title')}</h1>
      <AffiliateLink />
      <section className="downline-card" aria-labelledby="open-account-title">
        <h2 id="open-account-title" className="downline-card-title">{t('downline.openTitle')}</h2>
        {form}
      </section>
    </section>
  );
}
