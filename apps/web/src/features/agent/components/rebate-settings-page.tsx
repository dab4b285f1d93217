import { useState } from 'react';
import type { AgentDownlineRates, AgentRebateRate, AgentRebateRates } from '@m/contract';
import { Form, SubmitButton, useAppForm } from '@/components/form';
import { PagedList, usePagedItems } from '@/components/list/paged-list';
import { Button } from '@/components/ui/button';
import { Toast } from '@/components/ui/feedback';
import { errorCode, errorText } from '@/lib/api-error-text';
import { categoryLabel } from '@/lib/game-categories';
import { useT } from '@/lib/i18n/use-t';
import { useSessionOwner } from '@/lib/session';
import { useDownlineRates, useSetDownlineRates } from '@/features/agent/api/downline';
import { RateFields } from '@/features/agent/components/rate-fields';
import { givableRates, percentText, rateField, rateRule, ratesOfValues } from '@/features/agent/rebate-rates';
import '@/features/agent/components/downline.css';

const downlinesOf = (page: AgentRebateRates) => page.list;

/** Rates as a list of category and percent. */
function RateList({ rates, testId }: { rates: readonly AgentRebateRate[]; testId: string }) {
  const t = useT();
  return (
    <dl className="downline-rate-list" data-testid={testId}>
      {rates.map((rate) => (
        <div key={rate.gameCategory} className="downline-rate">
          <dt>{t(categoryLabel(rate.gameCategory))}</dt>
          <dd dir="ltr" data-testid={`${testId}-${rate.gameCategory}`}>{percentText(rate.rateBasisPoints)}%</dd>
        </div>
      ))}
    </dl>
  );
}

function RatesForm({ downline, own, onDone }: { downline: AgentDownlineRates; own: readonly AgentRebateRate[]; onDone: () => void }) {
  const t = useT();
  const setRates = useSetDownlineRates();
  const givable = givableRates(own);
  const current = new Map(downline.rates.map((rate) => [rate.gameCategory, rate.rateBasisPoints]));
  const form = useAppForm<Record<string, string>>({
    defaultValues: Object.fromEntries(givable.map((rate) => [rateField(rate.gameCategory), percentText(current.get(rate.gameCategory) ?? 0)])),
    rules: Object.fromEntries(givable.map((rate) => [rateField(rate.gameCategory), rateRule(rate.rateBasisPoints)])),
  });
  const onValid = async (values: Record<string, string>) => {
    try {
      await setRates.mutateAsync({ username: downline.username, rates: ratesOfValues(own, values) });
      Toast.show({ icon: 'success', content: t('downline.ratesSaved', { account: downline.username }) });
      onDone();
    } catch (error) {
      form.alert(errorCode(error) ? errorText(t, error) : t('error.unknown.error'));
    }
  };
  return (
    <Form form={form} idPrefix={`rates-${downline.username}`} onValid={onValid}>
      <RateFields own={own} />
      <div className="downline-form-actions">
        <Button fill="outline" onClick={onDone}>{t('common.cancel')}</Button>
        <SubmitButton testId={`rates-${downline.username}-submit`} loading={setRates.isPending}>{t('downline.saveRates')}</SubmitButton>
      </div>
    </Form>
  );
}

function DownlineItem({ downline, own }: { downline: AgentDownlineRates; own: readonly AgentRebateRate[] }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const shown = downline.rates.filter((rate) => rate.rateBasisPoints > 0 || own.some((mine) => mine.gameCategory === rate.gameCategory && mine.rateBasisPoints > 0));
  return (
    <li className="downline-card" data-testid={`downline-${downline.username}`}>
      <div className="downline-item-head">
        <h2 className="downline-card-title" dir="ltr" id={`downline-${downline.username}-name`}>{downline.username}</h2>
        {!editing && givableRates(own).length > 0 && (
          <Button size="small" fill="outline" onClick={() => setEditing(true)} data-testid={`downline-${downline.username}-edit`} aria-describedby={`downline-${downline.username}-name`}>
            {t('downline.editRates')}
          </Button>
        )}
      </div>
      {editing ? <RatesForm downline={downline} own={own} onDone={() => setEditing(false)} /> : <RateList rates={shown} testId={`downline-${downline.username}-rates`} />}
    </li>
  );
}

/**
 * /m/member/agent/agentRebeat: the agent's own rebate rates per game category, and for each direct
 * sub-agent its rates, which the agent changes (never above its own: the server refuses, as the form).
 * Players have no rate of their own: the agent earns its whole rate on their stakes.
 */
export function RebateSettingsPage() {
  const t = useT();
  const query = useDownlineRates(useSessionOwner());
  const downlines = usePagedItems(query, downlinesOf);
  const own = query.data?.pages[0]?.own;
  return (
    <section className="page record-page downline-page" data-testid="page-member-agent-agentRebeat">
      <h1 className="page-title">{t('page.member-agent-agentRebeat.title')}</h1>
      {own && (
        <section className="downline-card" aria-labelledby="own-rates-title">
          <h2 id="own-rates-title" className="downline-card-title">{t('downline.ownRates')}</h2>
          {givableRates(own).length > 0
            ? <RateList rates={givableRates(own)} testId="own-rates" />
            : <p className="downline-hint">{t('downline.noOwnRates')}</p>}
          <p className="downline-hint">{t('downline.ratesHint')}</p>
        </section>
      )}
      <PagedList list={downlines} empty={t('downline.noSubAgents')} errorText={(error) => (errorCode(error) ? errorText(t, error) : null)}>
        <ul className="downline-list">
          {own && downlines.items.map((downline) => <DownlineItem key={downline.username} downline={downline} own={own} />)}
        </ul>
      </PagedList>
    </section>
  );
}
