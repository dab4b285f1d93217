import { AGENT_CONTRACT_MAX_TIERS, type AgentContractKind } from '@m/contract';
import { AmountField, Form, SelectField, SubmitButton, TextField, amountRule, chosenRule, useAppForm, type Rule, type SelectOption } from '@/components/form';
import { Toast } from '@/components/ui/feedback';
import { errorText } from '@/lib/api-error-text';
import { useT } from '@/lib/i18n/use-t';
import { useSubmitRequestId } from '@/lib/submit-request-id';
import { useOfferContract } from '@/features/agent/api/contracts';

/** The form offers this many tiers (the contract allows up to AGENT_CONTRACT_MAX_TIERS); the first is required. */
const FORM_TIERS = Math.min(3, AGENT_CONTRACT_MAX_TIERS);
const TIER_INDEXES = Array.from({ length: FORM_TIERS }, (_unused, index) => index);

type OfferValues = Record<string, string>;

/** The fields of one tier of a kind: a requirement (or two) and what it pays. */
const tierFields = (kind: AgentContractKind) =>
  kind === 'DAILY_SALARY' ? ['turnover', 'activeMembers', 'amount'] : kind === 'DIVIDEND' ? ['netLoss', 'share'] : ['turnover', 'amount'];

const wholeNumberRule: Rule = (value) => {
  if (!value.trim()) return { key: 'validation.required' };
  return /^\d{1,7}$/.test(value.trim()) ? null : { key: 'contract.wholeNumber' };
};
const shareRule: Rule = (value) => {
  const typed = value.trim();
  if (!typed) return { key: 'validation.required' };
  const share = Number(typed);
  return /^\d{1,3}(\.\d{1,2})?$/.test(typed) && share >= 0.01 && share <= 100 ? null : { key: 'contract.shareRange' };
};
const ruleOf = (field: string): Rule => (field === 'activeMembers' ? wholeNumberRule : field === 'share' ? shareRule : amountRule({ min: 0.01 }));

/** A tier after the first is optional: left wholly empty it is skipped, else each of its fields is checked. */
const optionalTier = (fields: string[], index: number, rule: Rule): Rule => (value, values) =>
  fields.every((field) => !values[`${field}${index}`]?.trim()) ? null : rule(value, values);

/** The offering agent's form: a direct sub-agent, the dividend's period, and up to three tiers. */
export function ContractOfferForm({ kind, downlineAgents }: { kind: AgentContractKind; downlineAgents: string[] }) {
  const t = useT();
  const offer = useOfferContract();
  const requestId = useSubmitRequestId();
  const fields = tierFields(kind);
  const defaults: OfferValues = { account: '', period: 'MONTH', ...Object.fromEntries(TIER_INDEXES.flatMap((index) => fields.map((field) => [`${field}${index}`, '']))) };
  const rules: Record<string, Rule> = { account: chosenRule, period: chosenRule };
  for (const index of TIER_INDEXES) {
    for (const field of fields) rules[`${field}${index}`] = index === 0 ? ruleOf(field) : optionalTier(fields, index, ruleOf(field));
  }
  const form = useAppForm<OfferValues>({
    defaultValues: defaults,
    rules,
    dependents: Object.fromEntries(TIER_INDEXES.slice(1).flatMap((index) => fields.map((field) => [`${field}${index}`, fields.map((other) => `${other}${index}`)]))),
  });
  const accounts: SelectOption[] = downlineAgents.map((account) => ({ value: account, label: account }));
  const periods: SelectOption[] = (['HALF_MONTH', 'MONTH'] as const).map((period) => ({ value: period, label: t(`contract.period.${period}`) }));

  const onValid = async (values: OfferValues) => {
    const submitId = requestId.take();
    const filled = TIER_INDEXES.filter((index) => fields.some((field) => values[`${field}${index}`]!.trim()));
    const read = (field: string, index: number) => values[`${field}${index}`]!.trim();
    const common = { account: values.account!, requestId: submitId };
    try {
      if (kind === 'DAILY_SALARY') {
        await offer.mutateAsync({ ...common, kind, tiers: filled.map((index) => ({ turnover: read('turnover', index), activeMembers: Number(read('activeMembers', index)), amount: read('amount', index) })) });
      } else if (kind === 'HOURLY_SALARY') {
        await offer.mutateAsync({ ...common, kind, tiers: filled.map((index) => ({ turnover: read('turnover', index), amount: read('amount', index) })) });
      } else {
        await offer.mutateAsync({ ...common, kind, period: values.period as 'HALF_MONTH' | 'MONTH', tiers: filled.map((index) => ({ netLoss: read('netLoss', index), share: read('share', index) })) });
      }
      requestId.answered();
      form.reset(defaults);
      Toast.show({ icon: 'success', content: t('contract.offerSent') });
    } catch (error) {
      // A refusal changed nothing: the next submit is a new request. A lost answer keeps the id.
      requestId.failed(error);
      form.alert(errorText(t, error));
    }
  };

  return (
    <Form form={form} idPrefix={`offer-${kind}`} onValid={onValid}>
      <SelectField name="account" label="contract.account" placeholder="contract.chooseAccount" options={accounts} required />
      {kind === 'DIVIDEND' && <SelectField name="period" label="contract.periodLabel" options={periods} required />}
      {TIER_INDEXES.map((index) => (
        <fieldset key={index} className="contract-tier-fields">
          <legend>{t('contract.tierN', { n: index + 1 })}{index > 0 ? ` · ${t('contract.optional')}` : ''}</legend>
          {fields.map((field) => (field === 'activeMembers' || field === 'share'
            ? <TextField key={field} name={`${field}${index}`} label={`contract.${field}`} inputMode={field === 'share' ? 'decimal' : 'numeric'} required={index === 0} />
            : <AmountField key={field} name={`${field}${index}`} label={`contract.${field}`} required={index === 0} />))}
        </fieldset>
      ))}
      <SubmitButton testId="contract-offer-submit" loading={offer.isPending}>{t('contract.offer')}</SubmitButton>
    </Form>
  );
}
